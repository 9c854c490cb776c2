/**
 * Team tasks (docs/api.md#team-tasks, docs/data-model.md#team-tasks): a task of a shared list whose
 * assignees are members of the list, each with their own part, done under its completion mode
 * (shared/team-tasks.ts). Everything lives on the task item itself (no copies): the parts, the mode,
 * the rotation, who assigned it, and `teamRev`, a revision every team change moves and the next one
 * is conditioned on, so two parts completed at once never both read "the other is pending".
 *
 * - `planTeamUpdate`: what todo/update's team fields and a completion do to a task (the update
 *   route writes it in its own transaction, with the counters and the next occurrence);
 * - `claimTask`, `unclaimTask`: a task up for grabs taken or given back;
 * - `nudgeTask`: a notification to each pending assignee, once an hour per task.
 */

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { listTexts, reminderTexts, serverErrors, teamTaskTexts as texts } from '@shared/messages/server';
import { type CompletionMode, hasTeamState as isTeamTask } from '@shared/team-task-fields';
import { nextInRotation, teamStateAfter, teamTaskLimits } from '@shared/team-tasks';
import { taskActivity } from '../conversation/activity';

export { isTeamTask };

import type { Repeat, TaskChanges } from '@shared/types';
import { Conflict, Forbidden, Invalid, NotFound, TooMany } from '../../lib/errors';
import { db, tableName } from '../core/client';
import type { StoredPart, TodoItem } from '../core/items';
import { keys } from '../core/keys';
import {
  retryOnConflict,
  type TransactItem,
  TransactionCancelled,
  tags,
  transact,
} from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import {
  checkCanEdit,
  groupRefusal,
  groupWrite,
  type ListAccess,
  type ListPlace,
  memberCheck,
  type StoredGroup,
  type Writer,
} from '../lists/list-access';
import { notificationPut } from '../notifications/notes';
import { noticeWrites } from '../notifications/notification-emails';
import { changedStamp, type Stamper } from './task-stamps';
import { findTask } from './todos';

/** The team fields a change sets on the task (with `teamRev` one up), and its `completed` when it moves. */
type TeamSet = Partial<
  Pick<TodoItem, 'assignees' | 'completion' | 'rotation' | 'assignedBy' | 'teamRev' | 'completed'>
>;

/** The attributes of a task's team state (dropped when it moves to another list). */
export const teamAttributes = ['assignees', 'completion', 'rotation', 'assignedBy', 'teamRev'] as const;

/** What a team change writes: the task's fields, the condition on its revision, the notifications. */
export interface TeamUpdate {
  set: TeamSet;
  /** The attributes it removes (a rotation stopped). */
  remove: string[];
  guard: TaskGuard;
  notes: TransactItem[];
  /** What the writer's role must allow in the list (a viewer may complete their own part). */
  access: ListAccess;
  /** The list's members and their usernames, owner included (for a next occurrence's parts). */
  members: ReadonlyMap<string, string>;
}

/** A condition on the task's team revision as read. */
export interface TaskGuard {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

const modeOf = (item: Pick<TodoItem, 'completion'>): CompletionMode => item.completion ?? 'all';

/** Whether a change names a team field (only editors may). */
const namesTeamFields = (changes: TaskChanges): boolean =>
  changes.assignees !== undefined || changes.completion !== undefined || changes.rotation !== undefined;

/**
 * Whether `changes` is the writer completing or reopening their own part, and nothing else: what a
 * viewer who is an assignee may do.
 */
export const isOwnPart = (item: TodoItem, changes: TaskChanges, writerId: string): boolean =>
  // The caller's zone (`timeZone`) is context, not a field.
  Object.keys(changes).every((field) => field === 'completed' || field === 'timeZone') &&
  changes.completed !== undefined &&
  (item.assignees ?? []).some((part) => part.id === writerId);

/** The condition that the task's team revision is still the one read. */
export function revisionGuard(item: Pick<TodoItem, 'teamRev'>): TaskGuard {
  return item.teamRev === undefined
    ? { expression: 'attribute_not_exists(#teamRev)', names: { '#teamRev': 'teamRev' }, values: {} }
    : {
        expression: '#teamRev = :teamRev',
        names: { '#teamRev': 'teamRev' },
        values: { ':teamRev': item.teamRev },
      };
}

/** The list's group item, read consistently: its members and their names, and its name. */
export async function readList(place: ListPlace): Promise<StoredGroup> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.group(place.ownerId, place.groupId),
      ConsistentRead: true,
    }),
  );
  const group = Item as StoredGroup | undefined;
  if (!group || group.deleting) throw new NotFound(serverErrors.todoNotFound);
  return group;
}

/** The list's members (its owner too), with their usernames. */
function membersOf(group: StoredGroup): Map<string, string> {
  const members = new Map<string, string>([[group.userId, group.ownerName ?? '']]);
  for (const id of Object.keys(group.members ?? {})) members.set(id, group.memberNames?.[id] ?? '');
  return members;
}

const pending = (id: string, username: string): StoredPart => ({
  id,
  username,
  completed: false,
  completedAt: null,
});

const samePart = (a: StoredPart, b: StoredPart | undefined) =>
  !!b && a.id === b.id && a.completed === b.completed && a.completedAt === b.completedAt;
const sameParts = (a: readonly StoredPart[], b: readonly StoredPart[]) =>
  a.length === b.length && a.every((part, i) => samePart(part, b[i]));
const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * What todo/update's team fields and a completion do to a task of a shared list, or null when the
 * change is not a team one (a plain task, and no team field sent). Refuses team fields outside a
 * shared list (400), a viewer's change beyond their own part (403), assignees or a rotation of
 * non-members (400), more than one assignee on a task up for grabs (400), a rotation of a task that
 * does not repeat (400). An empty `set` means nothing changes.
 *
 * - `assignees`: kept parts keep their state, new ones are pending (a notification each);
 * - `completion: 'claim'` on a task that was not up for grabs puts it up for grabs: no assignee,
 *   a notification to every other member;
 * - `rotation`: the members its occurrences go to in turn; a task without assignees goes to the first;
 * - `completed`: the writer's own part when they are an assignee, every part with `forEveryone` (an
 *   editor) or from a non-assignee; the task's `completed` then follows from the parts and the mode.
 */
export async function planTeamUpdate(
  item: TodoItem,
  changes: TaskChanges,
  writer: Stamper,
  place: ListPlace | null,
  repeat: Repeat | null | undefined,
  now: Date,
): Promise<TeamUpdate | null> {
  const sentTeam = namesTeamFields(changes) || changes.forEveryone !== undefined;
  if (!sentTeam && !(isTeamTask(item) && changes.completed !== undefined)) return null;
  if (!place?.shared) throw new Invalid(texts.notInSharedList);
  const ownPart = isOwnPart(item, changes, writer.id) && changes.forEveryone !== true;
  if (!ownPart) checkCanEdit(place);
  else if (place.role === 'removed') throw new Forbidden(listTexts.noLongerMember);
  const group = await readList(place);
  const members = membersOf(group);

  const wasMode = modeOf(item);
  const mode = changes.completion ?? wasMode;
  const before = item.assignees ?? [];
  if (changes.assignees?.some((id) => !members.has(id))) throw new Invalid(texts.assigneeNotMember);
  const wasRotation = item.rotation ?? [];
  const rotation = changes.rotation === undefined ? wasRotation : (changes.rotation ?? []);
  if (changes.rotation) {
    if (changes.rotation.some((id) => !members.has(id))) throw new Invalid(texts.rotationNotMember);
    if (rotation.length > 0 && !repeat) throw new Invalid(texts.rotationNeedsRepeat);
  }
  const after = teamStateAfter(
    { parts: before, mode: wasMode, completed: item.completed },
    {
      ...(changes.assignees !== undefined ? { assignees: changes.assignees } : {}),
      ...(changes.completion !== undefined ? { completion: changes.completion } : {}),
      ...(changes.rotation !== undefined ? { rotation } : {}),
      ...(changes.completed !== undefined ? { completed: changes.completed } : {}),
      ...(changes.forEveryone !== undefined ? { forEveryone: changes.forEveryone } : {}),
    },
    writer.id,
    now.toISOString(),
    (id) => members.get(id) ?? '',
    nextInRotation(rotation, undefined, (id) => members.has(id)),
  );
  const parts = [...after.parts];
  const completed = after.completed;
  if (mode === 'claim' && parts.length > 1) throw new Invalid(texts.oneClaimer);

  const set: TeamSet = {};
  if (!sameParts(parts, before)) set.assignees = parts;
  if (mode !== wasMode || (changes.completion !== undefined && item.completion === undefined))
    set.completion = mode;
  const remove: string[] = [];
  if (!sameIds(rotation, wasRotation)) {
    if (rotation.length > 0) set.rotation = rotation;
    else remove.push('rotation');
  }
  const assigneesChanged =
    changes.assignees !== undefined &&
    !sameIds(
      parts.map((p) => p.id),
      before.map((p) => p.id),
    );
  // Whoever assigns it, or puts it up for grabs, hears of its completion and of its claim.
  if ((assigneesChanged && parts.length > 0) || (mode === 'claim' && wasMode !== 'claim'))
    set.assignedBy = writer.id;
  if (completed !== item.completed) set.completed = completed;
  if (Object.keys(set).length === 0 && remove.length === 0)
    return {
      set,
      remove,
      guard: revisionGuard(item),
      notes: [],
      access: ownPart ? 'member' : 'edit',
      members,
    };
  set.teamRev = (item.teamRev ?? 0) + 1;

  const notes = teamNotes({ item, writer, group, members, before, parts, wasMode, mode, completed, ownPart });
  return { set, remove, guard: revisionGuard(item), notes, access: ownPart ? 'member' : 'edit', members };
}

/**
 * The team fields of a repeating team task's next occurrence: the same mode and rotation, every
 * part pending; with a rotation, the next member in it (skipping who left the list) instead of the
 * same assignees. A task without team state gives none.
 */
export function nextTeamFields(task: TodoItem, members: ReadonlyMap<string, string>): Partial<TodoItem> {
  if (!isTeamTask(task)) return {};
  const rotation = task.rotation ?? [];
  const current = task.assignees?.[0]?.id;
  const nextId = rotation.length > 0 ? nextInRotation(rotation, current, (id) => members.has(id)) : undefined;
  // With a rotation, the next member; up for grabs, nobody until claimed again; else the same people.
  const ids =
    rotation.length > 0
      ? nextId
        ? [nextId]
        : []
      : task.completion === 'claim'
        ? []
        : (task.assignees ?? []).map((part) => part.id).filter((id) => members.has(id));
  return {
    assignees: ids.map((id) => pending(id, members.get(id) ?? '')),
    ...(task.completion ? { completion: task.completion } : {}),
    ...(rotation.length > 0 ? { rotation } : {}),
    ...(task.assignedBy ? { assignedBy: task.assignedBy } : {}),
  };
}

/** The notifications of a team change: new assignees, a task up for grabs, and completions. */
function teamNotes(change: {
  item: TodoItem;
  writer: Stamper;
  group: StoredGroup;
  members: Map<string, string>;
  before: readonly StoredPart[];
  parts: readonly StoredPart[];
  wasMode: CompletionMode;
  mode: CompletionMode;
  completed: boolean;
  ownPart: boolean;
}): TransactItem[] {
  const { item, writer, group, members, before, parts, wasMode, mode, completed, ownPart } = change;
  const notes: TransactItem[] = [];
  const about = { todo: item.id };
  const others = (ids: Iterable<string>) => [...ids].filter((id) => id !== writer.id);
  // New assignees hear who assigned them (a claim task's claimer claimed it themselves).
  const added = parts.filter((part) => !before.some((old) => old.id === part.id)).map((part) => part.id);
  // Their settings are checked when the email is due (this change reads no assignee's profile).
  for (const id of others(added))
    notes.push(
      ...noticeWrites('assigned', id, writer.id, texts.assigned(writer.username, item.description), about),
    );
  // Up for grabs, newly: every other member hears of it.
  const upForGrabs = mode === 'claim' && parts.length === 0;
  if (upForGrabs && (wasMode !== 'claim' || before.length > 0))
    for (const id of others(members.keys()))
      notes.push(notificationPut(id, writer.id, texts.upForGrabs(item.description, group.name), about));
  // Whoever assigned it hears of a part completed, and of the whole task done.
  const assigner = item.assignedBy;
  if (ownPart && assigner && assigner !== writer.id && members.has(assigner)) {
    const justDone = parts.find((part) => part.id === writer.id)?.completed === true;
    if (justDone) {
      const message =
        completed && !item.completed && mode === 'all' && parts.length > 1
          ? reminderTexts.everyoneCompleted(item.description)
          : reminderTexts.completed(writer.username, item.description);
      notes.push(...noticeWrites('completions', assigner, writer.id, message, { ...about, push: true }));
    }
  }
  return notes;
}

/** A team task found for claim, unclaim or nudge: the task, its list as the writer sees it, the list. */
async function findInList(userId: string, writer: Writer, todoId: string) {
  const found = await findTask(userId, writer, todoId);
  if (!found) throw new NotFound(serverErrors.todoNotFound);
  const { item, place } = found;
  if (!place?.shared) throw new Invalid(texts.notUpForGrabs);
  if (place.role === 'removed') throw new Forbidden(listTexts.noLongerMember);
  const group = await readList(place);
  return { item, place, group, members: membersOf(group) };
}

/** A task up for grabs found for claim or unclaim, with whoever claimed it (400 for any other task). */
async function findUpForGrabs(userId: string, writer: Writer, todoId: string) {
  const found = await findInList(userId, writer, todoId);
  if (modeOf(found.item) !== 'claim') throw new Invalid(texts.notUpForGrabs);
  return { ...found, claimer: found.item.assignees?.[0] };
}

/** The task's Update for a claim or its giving back: the new parts, the stamp, one revision more. */
function partsUpdate(item: TodoItem, parts: StoredPart[], by: Stamper, now: Date): TransactItem {
  const guard = revisionGuard(item);
  const fields: Record<string, unknown> = {
    assignees: parts,
    teamRev: (item.teamRev ?? 0) + 1,
    ...changedStamp(by, now),
  };
  const names: Record<string, string> = { ...guard.names };
  const values: Record<string, unknown> = { ...guard.values };
  const sets = Object.entries(fields).map(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  return {
    tag: tags.todo(item.id),
    write: {
      Update: {
        TableName: tableName,
        Key: keys.todo(item.userId, item.id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: `attribute_exists(pk) AND ${guard.expression}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  };
}

/**
 * A claim's or its giving back's transaction: the task's new parts (one revision more, stamped), the
 * list's element (any member may), and the notifications; answers the task as stored.
 */
async function writeParts(
  item: TodoItem,
  parts: StoredPart[],
  notes: TransactItem[],
  by: { place: ListPlace; userId: string; writer: Writer; unit: UnitOfWork },
): Promise<TodoItem> {
  const { place, userId, writer, unit } = by;
  const stamper = { id: userId, username: writer.username };
  const now = new Date();
  const after = { ...item, assignees: parts };
  await commit(
    [
      partsUpdate(item, parts, stamper, now),
      groupWrite(place, userId, 0, 1, 'member'),
      ...notes,
      // The claim's history entry (../conversation/activity.ts): the parts before and after.
      ...[taskActivity(item, after, stamper, now)].filter((entry) => entry !== null),
    ],
    place,
    userId,
    'member',
    unit,
  );
  return { ...item, assignees: parts, teamRev: (item.teamRev ?? 0) + 1, ...changedStamp(stamper, now) };
}

/** Runs a team task's transaction; a refusal of the list (the writer left, the list went) is said. */
async function commit(
  items: TransactItem[],
  place: ListPlace,
  userId: string,
  access: ListAccess,
  unit: UnitOfWork,
) {
  try {
    await transact(items, unit);
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    // A changed task is read again (retryOnConflict); a refused list is the answer.
    throw groupRefusal(error, place, userId, access) ?? error;
  }
}

/**
 * Takes a task up for grabs (any member, a viewer too): its one assignee from now on. Another
 * member's claim first, even one racing this one, is a Conflict naming them; the claimer's own
 * claim again changes nothing. Whoever put it up for grabs hears of it.
 */
export async function claimTask(
  userId: string,
  writer: Writer,
  todoId: string,
  unit: UnitOfWork,
): Promise<TodoItem> {
  return retryOnConflict(async () => {
    const { item, place, members, claimer } = await findUpForGrabs(userId, writer, todoId);
    if (claimer?.id === userId) {
      unit.keepsAnswerOnly();
      return item;
    }
    if (claimer) throw new Conflict(texts.claimedFirst(claimer.username));
    const assigner = item.assignedBy;
    const notes =
      assigner && assigner !== userId && members.has(assigner)
        ? [
            notificationPut(assigner, userId, texts.claimed(writer.username, item.description), {
              todo: item.id,
            }),
          ]
        : [];
    return writeParts(item, [pending(userId, writer.username)], notes, { place, userId, writer, unit });
  });
}

/**
 * Gives a claimed task back (its claimer only): up for grabs again, and every other member hears
 * of it. A task nobody claimed changes nothing.
 */
export async function unclaimTask(
  userId: string,
  writer: Writer,
  todoId: string,
  unit: UnitOfWork,
): Promise<TodoItem> {
  return retryOnConflict(async () => {
    const { item, place, group, members, claimer } = await findUpForGrabs(userId, writer, todoId);
    if (!claimer) {
      unit.keepsAnswerOnly();
      return item;
    }
    if (claimer.id !== userId) throw new Forbidden(texts.notClaimer);
    const notes = [...members.keys()]
      .filter((id) => id !== userId)
      .map((id) =>
        notificationPut(id, userId, texts.upForGrabs(item.description, group.name), { todo: item.id }),
      );
    return writeParts(item, [], notes, { place, userId, writer, unit });
  });
}

/**
 * Nudges a task's pending assignees (an editor's, or the owner's): a notification each, pushed to
 * their devices, at most once per task per `teamTaskLimits.nudgeEveryMinutes` (429 before that).
 * The window is a rate item written in the same transaction: two nudges at once send one.
 * Answers whom it reached.
 */
export async function nudgeTask(
  userId: string,
  writer: Writer,
  todoId: string,
  unit: UnitOfWork,
): Promise<string[]> {
  const { item, place, members } = await findInList(userId, writer, todoId);
  checkCanEdit(place);
  const waitingOn = item.completed
    ? []
    : (item.assignees ?? []).filter((part) => !part.completed && part.id !== userId && members.has(part.id));
  if (waitingOn.length === 0) throw new Conflict(texts.nothingPending);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const windowSeconds = teamTaskLimits.nudgeEveryMinutes * 60;
  const window: TransactItem = {
    tag: tags.rate(`nudge#${item.id}`),
    write: {
      Put: {
        TableName: tableName,
        Item: { ...keys.rate(`nudge#${item.id}`), type: 'rate', expiresAt: nowSeconds + windowSeconds },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  };
  const notes = waitingOn.map((part) =>
    notificationPut(part.id, userId, texts.nudged(writer.username, item.description), {
      todo: item.id,
      push: true,
    }),
  );
  try {
    await transact([window, memberCheck(place, userId, 'edit'), ...notes], unit);
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    const refused = groupRefusal(error, place, userId);
    if (refused) throw refused;
    const held = error.reason(tags.rate(`nudge#${item.id}`));
    if (held?.conditionFailed) {
      const until = Number(
        (held.old as { expiresAt?: number } | undefined)?.expiresAt ?? nowSeconds + windowSeconds,
      );
      throw new TooMany(texts.nudgedRecently, Math.max(1, until - nowSeconds));
    }
    throw error;
  }
  return waitingOn.map((part) => part.id);
}
