/**
 * A task's audience (DESIGN.md "One audience rule", docs/data-model.md#comments): who can see task
 * X, and where its thread lives. Comments, mentions, and what builds on them (activity,
 * notifications) ask this one module; a stranger always gets 404, never a hint that the task exists.
 *
 * - an own task: its owner; the thread is the task's id;
 * - an assignment: the assigner and every assignee, one thread shared by every copy, keyed by the
 *   assignment's marker (its `uniqueMarker`, the ASSIGN# row's id). The assigner names it by any of
 *   its copies' ids ("Assigned by you" lists copies) or by the marker; an assignee by their copy's id;
 * - a task of a shared list: the list's owner and its members (viewers too); the thread is the task's id.
 *
 * DynamoDB round trips (beside the session read): one consistent BatchGet (the caller's TODO# and
 * ASSIGN# of that id, and the TODO# of that id in each owner's partition whose list the caller
 * joined), then one more: the assignment row (an assignee's copy), the list's group item (a task of
 * a shared list), or, when the first read found nothing, one Query of the caller's ASSIGN# rows
 * (the assigner naming a copy). An own task outside shared lists needs the first read only.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { isBuiltInViewId } from '@shared/limits';
import { serverErrors } from '@shared/messages/server';
import { NotFound } from '../lib/errors';
import { getItems, type ItemKey, keyString } from './batch';
import { db, tableName } from './client';
import type { AssignmentItem, GroupItem, TodoItem } from './items';
import { keys, skPrefix, userPartition } from './keys';
import { joinedListsByOwner, type ListPlace, placeOf, type Writer } from './list-access';
import { queryAll } from './query';
import { tags } from './transactions';

/** An item of the board that carries the thread's comment counter (`commentSeq`). */
export interface CounterCarrier {
  key: ItemKey;
  /** Its transaction tag (./transactions.ts `tags`). */
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

/** The audience of a task in a shared list, from its group item (404 once the caller is not in it). */
function listAudience(task: TodoItem, group: GroupItem | undefined, place: ListPlace, callerId: string) {
  if (!group || (group as { deleting?: string }).deleting) throw notFound();
  const role = group.userId === callerId ? 'owner' : group.members?.[callerId];
  if (!role) throw notFound();
  const memberIds = [group.userId, ...Object.keys(group.members ?? {})];
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
  } satisfies TaskAudience;
}

/**
 * Who can see the task `taskId` as `callerId` names it, and where its thread lives; 404 (the one
 * error family) when the caller cannot see it. Round trips: see the module's comment.
 */
export async function resolveTaskAudience(
  callerId: string,
  caller: Partial<Writer>,
  taskId: string,
): Promise<TaskAudience> {
  const owners = [...joinedListsByOwner(caller).keys()].filter((id) => id !== callerId);
  const ownTodo = keys.todo(callerId, taskId);
  const ownRow = keys.assignment(callerId, taskId);
  const listTodos = owners.map((ownerId) => keys.todo(ownerId, taskId));
  const found = await getItems<TodoItem | AssignmentItem>([ownTodo, ownRow, ...listTodos], {
    consistent: true,
  });
  const mine = found.get(keyString(ownTodo)) as TodoItem | undefined;
  if (mine?.type === 'todo') {
    if (mine.assigned) {
      const row = await getRow(mine.assignerId, mine.uniqueMarker);
      if (!row?.assignedTo.includes(callerId)) throw notFound();
      return assignmentAudience(row, mine, callerId);
    }
    const home = mine.groupId;
    const place = home && !isBuiltInViewId(home) ? placeOf(callerId, caller, home) : null;
    if (place?.shared) return listAudience(mine, await getGroup(callerId, place.groupId), place, callerId);
    return {
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
    };
  }
  const row = found.get(keyString(ownRow)) as AssignmentItem | undefined;
  if (row?.type === 'assignment') return assignmentAudience(row, null, callerId);
  const listTask = listTodos
    .map((key) => found.get(keyString(key)) as TodoItem | undefined)
    .find((item) => item?.type === 'todo' && !item.assigned && item.groupId);
  if (listTask) {
    const place = placeOf(callerId, caller, listTask.groupId as string);
    if (!place.shared || place.ownerId !== listTask.userId) throw notFound();
    return listAudience(listTask, await getGroup(place.ownerId, place.groupId), place, callerId);
  }
  // The assigner names an assignment by one of its copies: their rows that list it.
  const rows = await queryAll<AssignmentItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'contains(originalIds, :id)',
    ExpressionAttributeValues: {
      ':pk': userPartition(callerId),
      ':prefix': skPrefix.assignment,
      ':id': taskId,
    },
    ConsistentRead: true,
  });
  const byCopy = rows.find((candidate) => candidate.originalIds.includes(taskId));
  if (!byCopy) throw notFound();
  const audience = assignmentAudience(byCopy, null, callerId);
  return { ...audience, taskIdFor: { ...audience.taskIdFor, [callerId]: taskId } };
}

async function getRow(assignerId: string | undefined, marker: string | undefined) {
  if (!assignerId || !marker) return undefined;
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.assignment(assignerId, marker), ConsistentRead: true }),
  );
  return Item as AssignmentItem | undefined;
}

async function getGroup(ownerId: string, groupId: string) {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.group(ownerId, groupId), ConsistentRead: true }),
  );
  return Item as GroupItem | undefined;
}
