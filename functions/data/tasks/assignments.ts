/**
 * The assignments repository: an assignment is one "Assigned by you" row in the assigner's
 * partition (`ASSIGN#<uniqueMarker>`, AssignmentItem) plus one task copy per assignee in the
 * assignee's partition (`TODO#<copyId>`, TodoItem with assigned=true and the same uniqueMarker).
 * The assignee's profile keeps the copy in `assignedToMe` (copy id to assigner id) and counts it
 * in `totalTasks` (and `completedTasks` while completed).
 *
 * Invariants every write here keeps, each in one TransactWriteItems:
 *  - the row's assignedTo/originalIds list exactly the existing copies (index for index);
 *  - a copy exists exactly while its id is in the assignee's `assignedToMe`, and is counted then.
 * Writes that depend on what they read are conditioned on it (the row's `originalIds` unchanged,
 * the copy's `completed` unchanged), so a concurrent change cancels the transaction and the
 * operation reads again (`retryOnConflict` in ../core/transactions.ts) instead of counting twice.
 *
 * Profiles get one merged Update per assignee (counter + assignedToMe), because a transaction may
 * not touch the same item twice.
 */

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dueDayOf, dueFieldsOf } from '@shared/due-day';
import { limits } from '@shared/limits';
import { assignmentTexts, serverErrors } from '@shared/messages/server';
import { detailFieldTexts as detailTexts, validation } from '@shared/messages/validation';
import type { NotificationChoice } from '@shared/notification-settings';
import { noPriority, type Priority } from '@shared/priority';
import type { AssignmentChanges, TaskDetails } from '@shared/types';
import { stepStatusKey } from '@shared/views';
import { Invalid, NotFound } from '../../lib/errors';
import type { UserItem } from '../accounts/users';
import {
  type ActivityChange,
  type ActivityKind,
  activityEntry,
  changedFields,
  createdFields,
  kindOf,
} from '../conversation/activity';
import { getItems, type ItemKey, keyString } from '../core/batch';
import { db, tableName } from '../core/client';
import { newId } from '../core/ids';
import type { AssignmentItem, TodoItem } from '../core/items';
import { keys } from '../core/keys';
import {
  retryOnConflict,
  type TransactItem,
  TransactionCancelled,
  tags,
  transact,
} from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import { newNotification, notificationPut, notificationRefresh, putNote } from '../notifications/notes';
import { choicesOf, noticeWrites } from '../notifications/notification-emails';
import { reminderUpdate } from '../notifications/reminders';
import { timeChange } from './due-times';
import { fieldsUpdate, storedDetails, storedSteps } from './task-details';
import { descriptionFields, monthDayReset, repeatDueDay } from './task-fields';
import type { Stamper } from './task-stamps';
import { deleteTodoAsRead, newCopyItem, newDueFields, putTodo } from './todos';

// ---- Reads ----

async function getAssignment(assignerId: string, marker: string): Promise<AssignmentItem | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.assignment(assignerId, marker), ConsistentRead: true }),
  );
  return result.Item as AssignmentItem | undefined;
}

/** An assignee and their copy, as a row lists them. */
export interface AssigneeCopy {
  assigneeId: string;
  copyId: string;
}

export const copiesOf = (row: Pick<AssignmentItem, 'assignedTo' | 'originalIds'>): AssigneeCopy[] =>
  row.assignedTo.map((assigneeId, i) => ({ assigneeId, copyId: row.originalIds[i] as string }));

const copyKey = (copy: AssigneeCopy): ItemKey => keys.todo(copy.assigneeId, copy.copyId);

/**
 * The row and the copies the client says it lists, in one consistent BatchGetItem. The claim is only
 * a guess that saves a round trip: the row read here is the truth, and copies it needs (`needed`,
 * by default all it lists) that the claim missed are read in a second BatchGet (only when the
 * client's view was stale or incomplete). Copies that do not exist are absent from `copies`.
 */
async function readAssignment(
  assignerId: string,
  marker: string,
  claimed: AssigneeCopy[],
  needed: (row: AssignmentItem) => AssigneeCopy[] = copiesOf,
): Promise<{ row: AssignmentItem; copies: Map<string, TodoItem> } | null> {
  const rowKey = keys.assignment(assignerId, marker);
  const found = await getItems<AssignmentItem | TodoItem>([rowKey, ...claimed.map(copyKey)], {
    consistent: true,
  });
  const row = found.get(keyString(rowKey)) as AssignmentItem | undefined;
  if (!row) return null;
  const wanted = needed(row);
  const claimedKeys = new Set(claimed.map((copy) => keyString(copyKey(copy))));
  const missed = wanted.filter((copy) => !claimedKeys.has(keyString(copyKey(copy))));
  if (missed.length > 0) {
    for (const [key, item] of await getItems<TodoItem>(missed.map(copyKey), { consistent: true }))
      found.set(key, item);
  }
  const copies = new Map<string, TodoItem>();
  for (const copy of wanted) {
    const item = found.get(keyString(copyKey(copy))) as TodoItem | undefined;
    // Only a task of that assignee made by this assignment counts as its copy.
    if (item?.type === 'todo' && item.uniqueMarker === marker) copies.set(copy.copyId, item);
  }
  return { row, copies };
}

/** Completion of copies, by copy id, keeping only those the assigner made (one BatchGet per 100). */
export async function copyCompletion(
  assignerId: string,
  claimed: AssigneeCopy[],
  /** Also each copy's ticked steps, keyed `<copyId>:<stepId>` (the same reads). */
  withSteps = false,
): Promise<Record<string, boolean>> {
  const found = await getItems<TodoItem>(claimed.map(copyKey), {
    projection: ['id', 'completed', 'assigned', 'assignerId', ...(withSteps ? ['stepsDone'] : [])],
    consistent: true,
  });
  const status: Record<string, boolean> = {};
  for (const item of found.values()) {
    if (!item.assigned || item.assignerId !== assignerId) continue;
    status[item.id] = item.completed === true;
    if (!withSteps) continue;
    // Ticked steps only: a step not listed is not ticked (an untouched copy stores no ticks).
    for (const [stepId, done] of Object.entries(item.stepsDone ?? {}))
      if (done === true) status[stepStatusKey(item.id, stepId)] = true;
  }
  return status;
}

// ---- Transaction elements ----

const putAssignment = (row: AssignmentItem): TransactItem => ({
  tag: tags.assignment(row.id),
  write: { Put: { TableName: tableName, Item: row, ConditionExpression: 'attribute_not_exists(pk)' } },
});

/** An Update of an assignee's profile, as a transaction element. */
const assigneeUpdate = (
  assigneeId: string,
  update: Omit<NonNullable<TransactItem['write']['Update']>, 'TableName' | 'Key'>,
): TransactItem => ({
  tag: tags.profile(assigneeId),
  write: { Update: { TableName: tableName, Key: keys.user(assigneeId), ...update } },
});

/**
 * A new copy on the assignee's profile: totalTasks +1 and the assignedToMe entry, only while the
 * assignee still has the assigner as a teammate (a concurrent remove-from-team cancels it) and is
 * not being deleted (../accounts/account-deletion.ts).
 * `completedMove`: the assignee's own completion riding in the same transaction (a profile may be
 * written once per transaction), for the last assignee of a repeating assignment's round.
 */
const addToAssignee = (
  assigneeId: string,
  assignerId: string,
  copyId: string,
  completedMove: number,
): TransactItem =>
  assigneeUpdate(assigneeId, {
    UpdateExpression: `SET assignedToMe.#copy = :assigner ADD totalTasks :one${completedMove ? ', completedTasks :completed' : ''}`,
    ConditionExpression:
      'attribute_exists(pk) AND attribute_not_exists(deleting) AND attribute_exists(#team.#assigner)',
    ExpressionAttributeNames: { '#copy': copyId, '#team': 'team', '#assigner': assignerId },
    ExpressionAttributeValues: {
      ':assigner': assignerId,
      ':one': 1,
      ...(completedMove ? { ':completed': completedMove } : {}),
    },
  });

/**
 * A copy leaving the assignee: its assignedToMe entry goes, and when the copy was there, its
 * counts with it (total -1, completed -1 if it was completed). The conditions keep a duplicate
 * request from counting twice and the counters within 0 <= completed <= total.
 */
function removeFromAssignee(assigneeId: string, copy: TodoItem | undefined, copyId: string): TransactItem {
  const names = { '#copy': copyId };
  if (!copy) {
    // The copy is already gone: only the dangling entry is cleaned up, nothing is counted.
    return assigneeUpdate(assigneeId, {
      UpdateExpression: 'REMOVE assignedToMe.#copy',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
    });
  }
  const completed = copy.completed === true;
  return assigneeUpdate(assigneeId, {
    UpdateExpression: `REMOVE assignedToMe.#copy ADD totalTasks :minus${completed ? ', completedTasks :minus' : ''}`,
    ConditionExpression: completed
      ? 'attribute_exists(assignedToMe.#copy) AND totalTasks >= :one AND completedTasks >= :one'
      : 'attribute_exists(assignedToMe.#copy) AND totalTasks > completedTasks',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':minus': -1, ...(completed ? { ':one': 1 } : {}) },
  });
}

/**
 * The assignment's changed fields on one copy (its ticks, in `stepsDone`, are the assignee's own).
 * A new reminder arms every copy; the poller skips, and drops from its index, a copy
 * completed by then, so the edit needs no read of the copies.
 */
const setCopyFields = (copy: AssigneeCopy, fields: AssignmentFields): TransactItem => {
  const reminder =
    fields.remindAt === undefined
      ? { set: {}, remove: [] }
      : reminderUpdate({ id: copy.copyId, completed: false, remindAt: fields.remindAt }, fields);
  return {
    tag: tags.todo(copy.copyId),
    write: {
      Update: fieldsUpdate(
        keys.todo(copy.assigneeId, copy.copyId),
        { ...fields, ...reminder.set },
        { expression: 'attribute_exists(pk)' },
        reminder.remove,
      ),
    },
  };
};

/** The row's key and the condition of each of its changes: its assignees are still those that were read. */
const rowAsRead = (row: AssignmentItem) => ({
  TableName: tableName,
  Key: keys.assignment(row.assignerId, row.id),
  ConditionExpression: 'originalIds = :read',
  ExpressionAttributeValues: { ':read': row.originalIds },
});

/** An Update of the row, only if its assignees are still those that were read. */
function updateRowAsRead(
  row: AssignmentItem,
  UpdateExpression: string,
  values: Record<string, unknown>,
): TransactItem {
  const asRead = rowAsRead(row);
  return {
    tag: tags.assignment(row.id),
    write: {
      Update: {
        ...asRead,
        UpdateExpression,
        ExpressionAttributeValues: { ...asRead.ExpressionAttributeValues, ...values },
      },
    },
  };
}

/** The assignment's changed fields on the row, only if its assignees are still those that were read. */
const setAssignmentFields = (
  row: AssignmentItem,
  fields: AssignmentFields & Pick<AssignmentItem, 'editNotices'>,
): TransactItem => {
  const asRead = rowAsRead(row);
  return {
    tag: tags.assignment(row.id),
    write: {
      Update: fieldsUpdate(asRead.Key, fields, {
        expression: asRead.ConditionExpression,
        values: asRead.ExpressionAttributeValues,
      }),
    },
  };
};

const setAssignees = (row: AssignmentItem, remaining: AssigneeCopy[]): TransactItem =>
  updateRowAsRead(row, 'SET assignedTo = :assignedTo, originalIds = :originalIds', {
    ':assignedTo': remaining.map((copy) => copy.assigneeId),
    ':originalIds': remaining.map((copy) => copy.copyId),
  });

const deleteAssignment = (row: AssignmentItem): TransactItem => ({
  tag: tags.assignment(row.id),
  write: { Delete: rowAsRead(row) },
});

/** A copy leaving its assignee: the copy as read (if still there), their profile, their notification. */
const withdrawCopy = (
  assignerId: string,
  { assigneeId, copyId }: AssigneeCopy,
  copy: TodoItem | undefined,
  message: string,
): TransactItem[] => [
  ...(copy ? [deleteTodoAsRead(copy)] : []),
  removeFromAssignee(assigneeId, copy, copyId),
  notificationPut(assigneeId, assignerId, message),
];

// ---- History ----

/** A row read as a task, for the history's field comparison (no completion, list or parts). */
const asTask = (row: AssignmentItem): TodoItem => row as unknown as TodoItem;

/** An entry of the assignment's thread: the row's, in the assigner's partition (../conversation/activity.ts). */
const rowEntry = (
  row: AssignmentItem,
  actor: Stamper,
  kind: ActivityKind,
  changes: ActivityChange[],
): TransactItem => activityEntry({ userId: row.assignerId, id: row.id }, actor, kind, changes);

// ---- Operations ----

/** What send-assignment takes: the task and the teammates to give it to (distinct ids). */
export interface NewAssignment {
  description: string;
  important: boolean;
  /** 1 (highest) to 4 (none): the row and every copy answer it (absent: 4). */
  priority?: Priority;
  dueDay: string | null;
  /** A next round's day of the month its monthly repeat keeps (./recurrence.ts). */
  monthDay?: number;
  partners: string[];
  details: TaskDetails;
  /** Every copy's reminder (each assignee may change their own afterwards). */
  remindAt?: string | null;
  /** A time of day (shared/timed-due.ts): the row and every copy hold it. */
  dueTime?: string | null;
  dueZone?: string | null;
  /** The setter's zone: a floating time's instant is read there. */
  timeZone?: string;
}

/**
 * Assigns a new task to teammates, in one transaction of 1 + 3 per partner items: the assigner's
 * row (ASSIGN#<marker>), and per partner their copy (same marker, the assigner's username), one
 * Update of their profile (conditioned on the partner still having the assigner as a teammate) and
 * a notification. A partner who is not a teammate, or stops being one meanwhile, is Invalid and
 * nothing is written. Answers the row.
 */
export async function sendAssignment(
  assigner: Pick<UserItem, 'id' | 'username' | 'team'>,
  input: NewAssignment,
  unit: UnitOfWork,
): Promise<AssignmentItem> {
  const team = assigner.team ?? {};
  if (input.partners.some((id) => id === assigner.id || !Object.hasOwn(team, id)))
    throw new Invalid(validation.notTeammate);
  // Stored once: every copy shares the row's step ids (each copy keeps its own ticks).
  const { notes, steps, repeat } = storedDetails(input.details);
  // The partners' 'assigned to you' settings, one BatchGet: `off` writes them no notice.
  const choices = await choicesOf(input.partners, 'assigned');
  const {
    row,
    copies,
    items: writes,
  } = newAssignment(assigner, input, { notes, steps, repeat }, new Map(), choices);
  // The assignment's one history thread is the row's (../conversation/activity.ts `threadOf`).
  const items = [...writes, rowEntry(row, assigner, 'created', createdFields(asTask(row)))];
  // New keys only, so a transaction cancelled by a concurrent one can simply run again.
  await retryOnConflict(async () => {
    try {
      await transact(items, unit);
    } catch (error) {
      // A partner's profile condition failed: they left the team (or the account) meanwhile.
      if (
        error instanceof TransactionCancelled &&
        copies.some((copy) => error.conditionFailed(tags.profile(copy.userId)))
      )
        throw new Invalid(validation.notTeammate);
      throw error;
    }
  });
  return row;
}

/** What a new assignment is written as: its row, its copies, and the transaction elements. */
export interface AssignmentWrites {
  row: AssignmentItem;
  copies: TodoItem[];
  items: TransactItem[];
}

/**
 * The writes of a new assignment (1 + 3 per partner): the assigner's row (ASSIGN#<marker>), and per
 * partner their copy (same marker, the assigner's username, the row's step ids, nothing ticked), one
 * Update of their profile (conditioned on the partner still having the assigner as a teammate) and
 * a notification. `completedMoves`: completedTasks moves to merge into partners' profile Updates.
 */
export function newAssignment(
  assigner: Pick<UserItem, 'id' | 'username'>,
  input: Omit<NewAssignment, 'details'>,
  details: Pick<AssignmentItem, 'notes' | 'steps' | 'repeat'>,
  completedMoves: ReadonlyMap<string, number> = new Map(),
  /**
   * Each partner's 'assigned to you' setting when read (`off`: no notice, `app`: no email), or
   * `app` for all: the notices stay in the app (a next round, whose transaction has no room).
   */
  choices: ReadonlyMap<string, NotificationChoice> | 'app' = new Map(),
): AssignmentWrites {
  const origin = {
    marker: newId(),
    assignerId: assigner.id,
    assignerUsername: assigner.username,
    createdAt: new Date().toISOString(),
  };
  const copies = input.partners.map((partnerId) => newCopyItem(partnerId, input, origin, details));
  const row: AssignmentItem = {
    ...keys.assignment(assigner.id, origin.marker),
    type: 'assignment',
    id: origin.marker,
    assignerId: assigner.id,
    description: input.description,
    descriptionLower: input.description.toLowerCase(),
    important: input.important,
    ...(input.priority !== undefined && input.priority !== noPriority ? { priority: input.priority } : {}),
    ...newDueFields(input),
    ...(input.monthDay ? { monthDay: input.monthDay } : {}),
    createdAt: origin.createdAt,
    assignedTo: copies.map((copy) => copy.userId),
    originalIds: copies.map((copy) => copy.id),
    ...details,
    remindAt: input.remindAt ?? null,
  };
  const message = assignmentTexts.assigned(input.description);
  const items = [
    putAssignment(row),
    ...copies.flatMap((copy) => [
      putTodo(copy),
      addToAssignee(copy.userId, assigner.id, copy.id, completedMoves.get(copy.userId) ?? 0),
      ...noticeWrites('assigned', copy.userId, assigner.id, message, {
        todo: copy.id,
        choice: choices === 'app' ? 'app' : choices.get(copy.userId),
      }),
    ]),
  ];
  return { row, copies, items };
}

/** The stored attributes an edit of an assignment sets, on the row and on every copy alike. */
type AssignmentFields = Partial<
  Pick<
    AssignmentItem,
    | 'description'
    | 'descriptionLower'
    | 'important'
    | 'priority'
    | 'due'
    | 'dueDay'
    | 'dueTime'
    | 'dueZone'
    | 'dueBase'
    | 'monthDay'
    | 'notes'
    | 'steps'
    | 'repeat'
    | 'remindAt'
  >
>;

/**
 * The changes as stored attributes. Steps keep well-formed ids (./task-details.ts), so each copy's
 * ticks, kept by step id in its `stepsDone`, stay with the steps that remain; a new step starts
 * unticked on every copy, and the ticks of a removed step are no longer shown.
 */
function assignmentFields(changes: AssignmentChanges): AssignmentFields {
  // The time fields are worked out against the row (./due-times.ts); a relative reminder is a
  // task's, not an assignment's.
  const { description, steps, dueDay, dueTime, dueZone, timeZone, remindBefore, ...rest } = changes;
  return {
    ...rest,
    ...(dueDay !== undefined ? dueFieldsOf(dueDay) : {}),
    ...monthDayReset(dueDay !== undefined || rest.repeat !== undefined),
    ...(description !== undefined ? descriptionFields(description) : {}),
    ...(steps !== undefined ? { steps: storedSteps(steps).steps } : {}),
  };
}

/**
 * The 'edited a task' notice of each assignee: the one sent within limits.editNoticeFoldMinutes
 * rewritten in place (a burst of edits is one notice), otherwise a new one. Answers the writes, the
 * ids rewritten, and the row's new record of the last notices.
 */
function editNotices(
  row: AssignmentItem,
  copies: AssigneeCopy[],
  message: string,
  deleted: ReadonlySet<string>,
): { items: TransactItem[]; folded: string[]; sent: NonNullable<AssignmentItem['editNotices']> } {
  const now = new Date();
  const since = now.getTime() - limits.editNoticeFoldMinutes * 60_000;
  const items: TransactItem[] = [];
  const folded: string[] = [];
  const sent: NonNullable<AssignmentItem['editNotices']> = {};
  for (const { assigneeId } of copies) {
    const last = row.editNotices?.[assigneeId];
    if (last && Date.parse(last.at) > since && !deleted.has(last.id)) {
      items.push(notificationRefresh(assigneeId, last.id, message));
      folded.push(last.id);
      sent[assigneeId] = last;
    } else {
      const note = newNotification(assigneeId, row.assignerId, message);
      items.push(putNote(note));
      sent[assigneeId] = { id: note.id, at: now.toISOString() };
    }
  }
  return { items, folded, sent };
}

/**
 * The fields with the due day moved to the day the edit lands on (./task-fields.ts `repeatDueDay`),
 * when the edit sends the day or the rule.
 */
function onRepeatDay(
  row: AssignmentItem,
  fields: AssignmentFields,
  changes: AssignmentChanges,
): AssignmentFields {
  const edited = { ...row, ...fields };
  const aligned = repeatDueDay(edited, changes);
  if (aligned === undefined) return fields;
  return aligned === dueDayOf(edited) ? fields : { ...fields, ...dueFieldsOf(aligned) };
}

/**
 * Changes an assignment (description, importance, due date, notes, steps, repeat) on the
 * row and every copy, and notifies each assignee, in one transaction: the row conditioned on its
 * assignees being those read, each copy on existing. Each copy keeps its own completion and step
 * ticks. A repeat without a due date is Invalid. A copy that vanished is left out on the next
 * attempt; a row whose assignees changed is read again.
 */
export async function editAssignment(
  assignerId: string,
  marker: string,
  changes: AssignmentChanges,
  unit: UnitOfWork,
  actorName = '',
): Promise<AssignmentItem> {
  const vanished = new Set<string>();
  // Folded notices the assignee deleted meanwhile: the next attempt sends a new one.
  const deletedNotices = new Set<string>();
  const sent = assignmentFields(changes);
  return retryOnConflict(async () => {
    const row = await getAssignment(assignerId, marker);
    if (!row) throw new NotFound(serverErrors.assignmentNotFound);
    const fields: AssignmentFields = { ...onRepeatDay(row, sent, changes) };
    timeChange(row, changes, fields);
    const edited: AssignmentItem = { ...row, ...fields };
    if (edited.repeat && !dueDayOf(edited)) throw new Invalid(detailTexts.repeatNeedsDue);
    const copies = copiesOf(row).filter((copy) => !vanished.has(copy.copyId));
    const notices = editNotices(row, copies, assignmentTexts.edited(edited.description), deletedNotices);
    const changed = changedFields(asTask(row), asTask(edited));
    try {
      await transact(
        [
          setAssignmentFields(row, { ...fields, editNotices: notices.sent }),
          ...copies.map((copy) => setCopyFields(copy, fields)),
          ...notices.items,
          ...(changed.length
            ? [rowEntry(row, { id: assignerId, username: actorName }, kindOf(changed), changed)]
            : []),
        ],
        unit,
      );
    } catch (error) {
      if (error instanceof TransactionCancelled) {
        for (const copy of copies)
          if (error.conditionFailed(tags.todo(copy.copyId))) vanished.add(copy.copyId);
        for (const id of notices.folded) if (error.conditionFailed(tags.note(id))) deletedNotices.add(id);
      }
      throw error;
    }
    return { ...edited, editNotices: notices.sent };
  });
}

/**
 * The assigner withdraws an assignment, in one transaction: the row deleted (conditioned on its
 * assignees being those read), and per assignee their copy deleted (conditioned on the completion
 * read), their counters and assignedToMe entry, and a notification. A copy already gone only has
 * its assignedToMe entry cleaned. `claimed`: the copies the client believes the row lists.
 */
export async function withdrawAssignment(
  assignerId: string,
  marker: string,
  claimed: AssigneeCopy[],
  unit: UnitOfWork,
  actorName = '',
): Promise<void> {
  await retryOnConflict(async () => {
    const read = await readAssignment(assignerId, marker, claimed);
    if (!read) throw new NotFound(serverErrors.assignmentNotFound);
    const message = assignmentTexts.withdrawn(read.row.description);
    await transact(
      [
        deleteAssignment(read.row),
        ...copiesOf(read.row).flatMap((assignee) =>
          withdrawCopy(assignerId, assignee, read.copies.get(assignee.copyId), message),
        ),
        rowEntry(read.row, { id: assignerId, username: actorName }, 'deleted', []),
      ],
      unit,
    );
  });
}

/**
 * The assigner removes one assignee, in one transaction: the row drops them (or is deleted when no
 * assignee remains), their copy is deleted, their counters fall, they are notified. The assignee is
 * `claim` (what the client's row shows at `index`), checked against the stored row (one already
 * removed is NotFound); without a claim, the stored row's `index` (Invalid when out of range).
 */
export async function removeAssignee(
  assignerId: string,
  marker: string,
  claim: AssigneeCopy | undefined,
  index: number,
  unit: UnitOfWork,
  actor: Stamper = { id: assignerId, username: '' },
): Promise<void> {
  const pick = (row: AssignmentItem): { position: number; target: AssigneeCopy | undefined } => {
    const all = copiesOf(row);
    const position = claim
      ? all.findIndex((copy) => copy.assigneeId === claim.assigneeId && copy.copyId === claim.copyId)
      : index;
    return { position, target: all[position] };
  };
  await retryOnConflict(async () => {
    const read = await readAssignment(assignerId, marker, claim ? [claim] : [], (row) => {
      const { target } = pick(row);
      return target ? [target] : [];
    });
    if (!read) throw new NotFound(serverErrors.assignmentNotFound);
    const { position, target } = pick(read.row);
    if (!target) {
      // Named by the client but no longer on the row: already removed.
      if (claim) throw new NotFound(serverErrors.assignmentNotFound);
      throw new Invalid(validation.assignmentIndexInvalid);
    }
    const remaining = copiesOf(read.row).filter((_, i) => i !== position);
    await transact(
      [
        remaining.length > 0 ? setAssignees(read.row, remaining) : deleteAssignment(read.row),
        ...withdrawCopy(
          assignerId,
          target,
          read.copies.get(target.copyId),
          assignmentTexts.withdrawn(read.row.description),
        ),
        rowEntry(read.row, actor, 'assignees', [
          { field: 'assignees', from: read.row.assignedTo, to: remaining.map((copy) => copy.assigneeId) },
        ]),
      ],
      unit,
    );
  });
}
