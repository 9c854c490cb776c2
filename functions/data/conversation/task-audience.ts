/**
 * THE audience rule (the design brief's "One audience rule", docs/architecture.md#the-audience-rule,
 * docs/data-model.md#comments): who can see task X now, and where its thread lives. Every path that
 * reads a task by id or tells someone about one asks this module: comments, mentions, followers,
 * read marks, activity and its revert, the reminder poller, notification mail and the digest, the
 * live fan-out (`listMemberIds`). Someone outside gets 404, never a hint that the task exists.
 *
 * - an own task: its owner; the thread is the task's id;
 * - an assignment: the assigner and every assignee, one thread shared by every copy, keyed by the
 *   assignment's marker (its `uniqueMarker`, the ASSIGN# row's id). The assigner names it by any of
 *   its copies' ids ("Assigned by you" lists copies) or by the marker; an assignee by their copy's id;
 * - a task of a shared list: the list's owner and its members (viewers too) as the list's group item
 *   says now; the thread is the task's id. A membership that ended (left, removed, no longer
 *   teammates, the list deleted) sees nothing of it: the profile's ended entry only lets a write
 *   be refused with its reason (../tasks/todos.ts `findTask`, ../lists/list-access.ts `checkCanEdit`).
 *
 * DynamoDB round trips (beside the session read), for one id or many (`resolveTaskAudiences`): one
 * consistent BatchGet (the caller's TODO# and ASSIGN# of each id, and the TODO# of each id in each
 * partition whose list the caller is in now), then at most one more step: one BatchGet of the
 * assignment rows (an assignee's copy) and list group items (a task of a shared list) it named,
 * beside, when the first read found nothing for some id, one Query of the caller's ASSIGN# rows (the
 * assigner naming a copy). An own task outside shared lists needs the first read only. From the
 * task's side (`inAudienceNow`, the reminder poller): one BatchGet of the tasks, one of their groups
 * and rows. With no session (`seenTaskIds`: mail, push, digest): one GetItem of the user's shared
 * lists first, unless the caller read the profile anyway.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { isBuiltInViewId } from '@shared/limits';
import { serverErrors } from '@shared/messages/server';
import { NotFound } from '../../lib/errors';
import { getItems, type ItemKey, keyString } from '../core/batch';
import { db, tableName } from '../core/client';
import type { AssignmentItem, GroupItem, ListMemberRole, TodoItem } from '../core/items';
import { keys, skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import { tags } from '../core/transactions';
import { joinedListsByOwner, type ListPlace, placeOf, type Writer } from '../lists/list-access';

/** An item of the board that carries the thread's comment counter (`commentSeq`). */
export interface CounterCarrier {
  key: ItemKey;
  /** Its transaction tag (../core/transactions.ts `tags`). */
  tag: string;
}

export interface TaskAudience {
  /** Where the task's comments live (./comments.ts): the task's id, or an assignment's marker. */
  threadId: string;
  kind: 'own' | 'assignment' | 'list';
  /** The task as the caller reached it: their task or copy, the list's task, or null (the assigner). */
  task: TodoItem | null;
  /** The assignment row, for an assignment. */
  assignment: AssignmentItem | null;
  /** Everyone who can see the task, the caller included, each once. */
  memberIds: string[];
  /** The id each member knows the task by (an assignment's copies each have their own). */
  taskIdFor: Record<string, string>;
  /** The usernames of the members the read gave (a shared list names them all; an assignment only some). */
  knownNames: Record<string, string>;
  /** Whether the caller may change the task (a viewer of a shared list may not). */
  canEdit: boolean;
  /** Whose task it is: the owner, the assigner of an assignment, the list's owner. */
  ownerId: string;
  /** The shared list's owner, for a task of a shared list. */
  listOwnerId?: string;
  /** The shared list as the caller writes in it (a write there carries its group element). */
  place: ListPlace | null;
  /** The thread's comment counter as read (0 before the first comment). */
  commentSeq: number;
  /** The items that carry the counter: the task, or the row and every copy. The first one is read. */
  carriers: CounterCarrier[];
}

const notFound = () => new NotFound(serverErrors.todoNotFound);

const todoCarrier = (ownerId: string, todoId: string): CounterCarrier => ({
  key: keys.todo(ownerId, todoId),
  tag: tags.todo(todoId),
});

/** The audience of an assignment, from its row (the caller is its assigner or one of its assignees). */
function assignmentAudience(row: AssignmentItem, task: TodoItem | null, callerId: string): TaskAudience {
  const taskIdFor: Record<string, string> = { [row.assignerId]: row.originalIds[0] ?? row.id };
  row.assignedTo.forEach((assigneeId, i) => {
    taskIdFor[assigneeId] = row.originalIds[i] as string;
  });
  if (callerId === row.assignerId && task) taskIdFor[callerId] = task.id;
  const knownNames: Record<string, string> = {};
  if (task?.assignerUsername) knownNames[row.assignerId] = task.assignerUsername;
  return {
    threadId: row.id,
    kind: 'assignment',
    task: task && task.userId === callerId ? task : null,
    assignment: row,
    memberIds: [...new Set([row.assignerId, ...row.assignedTo])],
    taskIdFor,
    knownNames,
    canEdit: true,
    ownerId: row.assignerId,
    place: null,
    commentSeq: row.commentSeq ?? 0,
    carriers: [
      { key: keys.assignment(row.assignerId, row.id), tag: tags.assignment(row.id) },
      ...row.assignedTo.map((assigneeId, i) => todoCarrier(assigneeId, row.originalIds[i] as string)),
    ],
  };
}

/** The audience of a task in a shared list, from its group item (null once the caller is not in it). */
function listAudience(
  task: TodoItem,
  group: GroupItem | undefined,
  place: ListPlace,
  callerId: string,
): TaskAudience | null {
  const role = group ? listRoleOf(group, callerId) : null;
  if (!group || !role) return null;
  const memberIds = listMemberIds(group);
  const knownNames: Record<string, string> = { ...(group.memberNames ?? {}) };
  if (group.ownerName) knownNames[group.userId] = group.ownerName;
  return {
    threadId: task.id,
    kind: 'list',
    task,
    assignment: null,
    memberIds,
    taskIdFor: Object.fromEntries(memberIds.map((id) => [id, task.id])),
    knownNames,
    canEdit: role !== 'viewer',
    ownerId: group.userId,
    listOwnerId: group.userId,
    place,
    commentSeq: task.commentSeq ?? 0,
    carriers: [todoCarrier(task.userId, task.id)],
  };
}

/** What the first read found of one id, and the second read it still needs (a row, a group). */
type FirstFind =
  | { kind: 'done'; audience: TaskAudience }
  | { kind: 'copy'; task: TodoItem; row: ItemKey | null }
  | { kind: 'list'; task: TodoItem; place: ListPlace }
  | { kind: 'byCopy' }
  | { kind: 'none' };

/** One id after the first read (the caller's TODO# and ASSIGN#, and the joined owners' TODO#). */
function firstFind(
  callerId: string,
  caller: Partial<Writer>,
  taskId: string,
  owners: string[],
  found: Map<string, TodoItem | AssignmentItem>,
): FirstFind {
  const mine = found.get(keyString(keys.todo(callerId, taskId))) as TodoItem | undefined;
  if (mine?.type === 'todo') {
    if (mine.assigned) {
      const row =
        mine.assignerId && mine.uniqueMarker ? keys.assignment(mine.assignerId, mine.uniqueMarker) : null;
      return { kind: 'copy', task: mine, row };
    }
    const home = mine.groupId;
    const place = home && !isBuiltInViewId(home) ? placeOf(callerId, caller, home) : null;
    if (place?.shared) return { kind: 'list', task: mine, place };
    return { kind: 'done', audience: ownAudience(mine, callerId, place) };
  }
  const row = found.get(keyString(keys.assignment(callerId, taskId))) as AssignmentItem | undefined;
  if (row?.type === 'assignment') return { kind: 'done', audience: assignmentAudience(row, null, callerId) };
  const listTask = owners
    .map((ownerId) => found.get(keyString(keys.todo(ownerId, taskId))) as TodoItem | undefined)
    .find((item) => item?.type === 'todo' && !item.assigned && item.groupId);
  if (listTask) {
    const place = placeOf(callerId, caller, listTask.groupId as string);
    // Another owner's task is seen only in a list of theirs the caller is in now (not one they left).
    if (!place.shared || place.ownerId !== listTask.userId || place.role === 'removed')
      return { kind: 'none' };
    return { kind: 'list', task: listTask, place };
  }
  return { kind: 'byCopy' };
}

const ownAudience = (mine: TodoItem, callerId: string, place: ListPlace | null): TaskAudience => ({
  threadId: mine.id,
  kind: 'own',
  task: mine,
  assignment: null,
  memberIds: [callerId],
  taskIdFor: { [callerId]: mine.id },
  knownNames: {},
  canEdit: true,
  ownerId: callerId,
  place,
  commentSeq: mine.commentSeq ?? 0,
  carriers: [todoCarrier(callerId, mine.id)],
});

/**
 * THE RULE, for many tasks at once: the audience of each of `taskIds` as `callerId` names it, for
 * those the caller can see now (an id they cannot see is simply absent). Read consistently, so a
 * membership ended a moment ago is ended here. Round trips, however many ids: one BatchGet (the
 * caller's TODO# and ASSIGN# of each id, and the TODO# of each id in every partition whose list
 * the caller is in), then at most one more step: one BatchGet of the assignment rows and list
 * groups the first read named, beside one Query of the caller's ASSIGN# rows (only for ids the
 * first read did not find: the assigner naming a copy).
 */
export async function resolveTaskAudiences(
  callerId: string,
  caller: Partial<Writer>,
  taskIds: readonly string[],
): Promise<Map<string, TaskAudience>> {
  const ids = [...new Set(taskIds)];
  const audiences = new Map<string, TaskAudience>();
  if (ids.length === 0) return audiences;
  const owners = [...joinedListsByOwner(caller).keys()].filter((id) => id !== callerId);
  const firstKeys = ids.flatMap((id) => [
    keys.todo(callerId, id),
    keys.assignment(callerId, id),
    ...owners.map((ownerId) => keys.todo(ownerId, id)),
  ]);
  const found = await getItems<TodoItem | AssignmentItem>(firstKeys, { consistent: true });
  const finds = new Map(ids.map((id) => [id, firstFind(callerId, caller, id, owners, found)]));
  const secondKeys: ItemKey[] = [];
  for (const find of finds.values()) {
    if (find.kind === 'copy' && find.row) secondKeys.push(find.row);
    if (find.kind === 'list') secondKeys.push(keys.group(find.place.ownerId, find.place.groupId));
  }
  const byCopy = ids.filter((id) => finds.get(id)?.kind === 'byCopy');
  const [second, rows] = await Promise.all([
    secondKeys.length > 0
      ? getItems<GroupItem | AssignmentItem>(secondKeys, { consistent: true })
      : new Map<string, GroupItem | AssignmentItem>(),
    byCopy.length > 0 ? assignerRows(callerId, byCopy) : [],
  ]);
  for (const [id, find] of finds) {
    const audience = secondStep(callerId, id, find, second, rows);
    if (audience) audiences.set(id, audience);
  }
  return audiences;
}

/** One id's audience from what both reads found; null when the caller is not in it. */
function secondStep(
  callerId: string,
  taskId: string,
  find: FirstFind,
  second: Map<string, GroupItem | AssignmentItem>,
  rows: AssignmentItem[],
): TaskAudience | null {
  switch (find.kind) {
    case 'done':
      return find.audience;
    case 'copy': {
      const row = find.row ? (second.get(keyString(find.row)) as AssignmentItem | undefined) : undefined;
      return row?.assignedTo.includes(callerId) ? assignmentAudience(row, find.task, callerId) : null;
    }
    case 'list': {
      const group = second.get(keyString(keys.group(find.place.ownerId, find.place.groupId))) as
        | GroupItem
        | undefined;
      return listAudience(find.task, group, find.place, callerId);
    }
    case 'byCopy': {
      const row = rows.find((candidate) => candidate.originalIds.includes(taskId));
      if (!row) return null;
      const audience = assignmentAudience(row, null, callerId);
      return { ...audience, taskIdFor: { ...audience.taskIdFor, [callerId]: taskId } };
    }
    default:
      return null;
  }
}

/** Up to this many copy ids, the rows' Query filters on them (less to transfer); beyond, it reads all rows. */
const copyFilterMax = 20;

/**
 * The caller's "Assigned by you" rows that list one of `copyIds` (one consistent Query): the
 * assigner names an assignment by a copy.
 */
function assignerRows(callerId: string, copyIds: string[]) {
  const filtered = copyIds.length <= copyFilterMax;
  return queryAll<AssignmentItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ...(filtered
      ? { FilterExpression: copyIds.map((_, i) => `contains(originalIds, :c${i})`).join(' OR ') }
      : {}),
    ExpressionAttributeValues: {
      ':pk': userPartition(callerId),
      ':prefix': skPrefix.assignment,
      ...(filtered ? Object.fromEntries(copyIds.map((id, i) => [`:c${i}`, id])) : {}),
    },
    ConsistentRead: true,
  });
}

/**
 * Who can see the task `taskId` as `callerId` names it, and where its thread lives; 404 (the one
 * error family) when the caller cannot see it. Round trips: ./`resolveTaskAudiences` for one id.
 */
export async function resolveTaskAudience(
  callerId: string,
  caller: Partial<Writer>,
  taskId: string,
): Promise<TaskAudience> {
  const audience = (await resolveTaskAudiences(callerId, caller, [taskId])).get(taskId);
  if (!audience) throw notFound();
  return audience;
}

/**
 * The tasks of `taskIds` (as the user names them) the user can see now, for a send that has no
 * session (a notification's mail or push, the digest): the user's shared lists are read from their
 * profile (one GetItem) unless given, then ./`resolveTaskAudiences`.
 */
export async function seenTaskIds(
  userId: string,
  taskIds: readonly string[],
  profile?: Partial<Writer>,
): Promise<Set<string>> {
  if (taskIds.length === 0) return new Set();
  const lists = profile ?? (await sharedListsOf(userId));
  return new Set((await resolveTaskAudiences(userId, lists, taskIds)).keys());
}

async function sharedListsOf(userId: string): Promise<Partial<Writer>> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.user(userId),
      ProjectionExpression: 'sharedLists',
      ConsistentRead: true,
    }),
  );
  return (Item ?? {}) as Partial<Writer>;
}

/** A task where it is stored, and someone who is to hear of it (the reminder poller's question). */
export interface AudienceAsk {
  userId: string;
  ownerId: string;
  taskId: string;
}

/**
 * The same rule asked from the task's side, where the task's place is known (a reminder in the
 * index): whether each `userId` is in the audience of the task stored at `ownerId`/`taskId` now.
 * The partition's owner always is (their task, or their copy); anyone else only as a member of the
 * shared list the task is in now, or as the assigner or an assignee of the assignment a copy is
 * of. Round trips: one consistent BatchGet of the tasks (none when every ask is the owner's), then
 * one of their lists' groups and assignments' rows.
 */
export async function inAudienceNow(asks: readonly AudienceAsk[]): Promise<boolean[]> {
  const others = asks.filter((ask) => ask.userId !== ask.ownerId);
  const tasks =
    others.length > 0
      ? await getItems<TodoItem>(
          others.map((ask) => keys.todo(ask.ownerId, ask.taskId)),
          { consistent: true },
        )
      : new Map<string, TodoItem>();
  const whereKey = (task: TodoItem | undefined): ItemKey | null => {
    if (!task) return null;
    if (task.assigned)
      return task.assignerId && task.uniqueMarker
        ? keys.assignment(task.assignerId, task.uniqueMarker)
        : null;
    return task.groupId && !isBuiltInViewId(task.groupId) ? keys.group(task.userId, task.groupId) : null;
  };
  const taskOf = (ask: AudienceAsk) => tasks.get(keyString(keys.todo(ask.ownerId, ask.taskId)));
  const secondKeys = others.map((ask) => whereKey(taskOf(ask))).filter((key) => key !== null);
  const second =
    secondKeys.length > 0
      ? await getItems<GroupItem | AssignmentItem>(secondKeys, { consistent: true })
      : new Map<string, GroupItem | AssignmentItem>();
  return asks.map((ask) => {
    if (ask.userId === ask.ownerId) return true;
    const key = whereKey(taskOf(ask));
    const where = key ? second.get(keyString(key)) : undefined;
    if (where?.type === 'assignment') return [where.assignerId, ...where.assignedTo].includes(ask.userId);
    return where?.type === 'group' && listRoleOf(where, ask.userId) !== null;
  });
}

/**
 * A user's place in a shared list as its group item says now: 'owner', their role, or null (not in
 * it, or the list is being deleted). The group is the truth; a profile's entry only says where to look.
 */
export function listRoleOf(
  group: Pick<GroupItem, 'userId' | 'members'> & { deleting?: unknown },
  userId: string,
): 'owner' | ListMemberRole | null {
  if (group.deleting) return null;
  if (group.userId === userId) return 'owner';
  return group.members?.[userId] ?? null;
}

/** Everyone in a shared list's audience as its group item says: the owner and the members. */
export const listMemberIds = (group: Pick<GroupItem, 'userId' | 'members'>): string[] => [
  group.userId,
  ...Object.keys(group.members ?? {}).filter((id) => id !== group.userId),
];
