/**
 * The groups repository: GROUP#<id> items in the owner's partition (GroupItem). A group being
 * deleted carries `deleting` (set before its tasks are listed), so no task can be created into it
 * (functions/data/tasks/todos.ts `createTodo` checks it) while `deleteGroup` works through its tasks
 * (docs/data-model.md, "Deleting a group").
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { listTexts, serverErrors } from '@shared/messages/server';
import { Forbidden, NotFound } from '../../lib/errors';
import { isJoined } from '../accounts/users';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import { newId } from '../core/ids';
import { creatorOf, type GroupItem, type TodoItem } from '../core/items';
import { keys } from '../core/keys';
import { retryOnConflict, type TransactItem, tags, transact, transactionRoom } from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import { keyedPut, keyedUpdate } from '../core/write-key';
import { binPartPuts, binReserve, type ListBinning, listBinning } from '../tasks/bin-items';
import { moveCounters } from '../tasks/counters';
import { deleteTodoAsRead, listGroupTodos } from '../tasks/todos';
import { planGroupDeletion } from './group-deletion-plan';
import type { Writer } from './list-access';
import { endMemberships } from './shared-lists';

/** A group as stored; `deleting` is set by delete-group before it lists the group's tasks. */
export type StoredGroup = GroupItem & { deleting?: string };

/** A group item with this id and time of creation (an import derives both: ../portability/imports.ts). */
export const groupItem = (userId: string, id: string, name: string, createdAt: string): GroupItem => ({
  ...keys.group(userId, id),
  type: 'group',
  id,
  userId,
  name,
  nameLower: name.toLowerCase(),
  createdAt,
});

export const newGroupItem = (userId: string, name: string): GroupItem =>
  groupItem(userId, newId(), name, new Date().toISOString());

/**
 * Stores a new group (one PutItem; the condition only guards the fresh key). A key keeps the answer
 * only, and is stored on the group for the live echo (../core/write-key.ts).
 */
export async function createGroup(item: GroupItem, unit: UnitOfWork): Promise<void> {
  unit.keepsAnswerOnly();
  const put = { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' };
  await db.send(new PutCommand(unit.writeKey ? keyedPut(put, unit.writeKey) : put));
}

const deleteGroupItem = (userId: string, groupId: string): TransactItem => ({
  tag: tags.group(groupId),
  write: {
    Delete: {
      TableName: tableName,
      Key: keys.group(userId, groupId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  },
});

/** Runs a conditional UpdateItem on one of the caller's groups; a missing group (or another user's) is 404. */
async function updateGroup(
  userId: string,
  groupId: string,
  update: { expression: string; values: Record<string, unknown>; names?: Record<string, string> },
  writeKey: string | null = null,
): Promise<StoredGroup> {
  const input = {
    TableName: tableName,
    Key: keys.group(userId, groupId),
    UpdateExpression: update.expression,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: update.values,
    ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
    ReturnValues: 'ALL_NEW' as const,
  };
  try {
    const result = await db.send(new UpdateCommand(writeKey ? keyedUpdate(input, writeKey) : input));
    return result.Attributes as StoredGroup;
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFound(serverErrors.groupNotFound);
    throw error;
  }
}

/** Renames one of the caller's groups (one UpdateItem: a key keeps the answer only, and is stored). */
export function renameGroup(userId: string, groupId: string, name: string, unit: UnitOfWork) {
  unit.keepsAnswerOnly();
  return updateGroup(
    userId,
    groupId,
    {
      expression: 'SET #name = :name, nameLower = :lower',
      values: { ':name': name, ':lower': name.toLowerCase() },
      names: { '#name': 'name' },
    },
    unit.writeKey,
  );
}

/** Marks the group as being deleted (kept when already marked, so a re-run works). */
const markGroupDeleting = (userId: string, groupId: string) =>
  updateGroup(userId, groupId, {
    expression: 'SET deleting = if_not_exists(deleting, :now)',
    values: { ':now': new Date().toISOString() },
  });

/**
 * Deletes one of the user's groups and all its tasks, moving the counters by what goes:
 * 1. the group is marked `deleting` (NotFound if absent): from then on no task can be created in it;
 * 2. a shared list ends its memberships (./shared-lists.ts): it leaves every member's page at once;
 * 3. one consistent Query lists its tasks (every task created before the mark is seen);
 * 4. transactions of at most 100 items (./group-deletion-plan.ts): task Deletes conditioned on the
 *    completion state read, one profile Update per creator lowering their counters by exactly
 *    those, and the group's Delete in the last one.
 * A failure halfway leaves the group marked, with counters that match what is left; running it
 * again finishes it. A toggle racing with a chunk cancels that chunk only: it starts again from 1.
 * Only the owner deletes a shared list: a member is Forbidden.
 * With `bin` (a user's delete; not an account's deletion) the list goes to its owner's bin in the
 * same transactions (../tasks/bin-items.ts): each carries the parts holding the tasks it deletes, and the
 * last the bin's head beside the group's Delete.
 */
export async function deleteGroup(
  userId: string,
  groupId: string,
  unit: UnitOfWork,
  writer: Partial<Writer> = {},
  options: { bin: boolean } = { bin: true },
): Promise<void> {
  if (isJoined(writer.sharedLists?.[groupId])) throw new Forbidden(listTexts.ownerOnlyDeletes);
  await retryOnConflict(async () => {
    const group = await markGroupDeleting(userId, groupId);
    if (group.members !== undefined)
      await endMemberships(
        [userId, ...Object.keys(group.members)].map((memberId) => ({ ownerId: userId, groupId, memberId })),
      );
    const todos = await listGroupTodos(userId, groupId);
    const binning = options.bin ? listBinning(group, todos.length) : undefined;
    await deleteCountedTasks(todos, unit, deleteGroupItem(userId, groupId), binning);
  });
}

/**
 * Deletes tasks as read, each creator's counters lowered by exactly theirs, in transactions of at
 * most 100 items (./group-deletion-plan.ts); `last` (a group's Delete) rides in the last one, or
 * alone when that is full. The first transaction also carries the Idempotency-Key claim: room for
 * it in every chunk. A task changed or gone meanwhile cancels its chunk (TransactionCancelled).
 */
export async function deleteCountedTasks(
  todos: TodoItem[],
  unit: UnitOfWork,
  last?: TransactItem,
  bin?: ListBinning,
): Promise<void> {
  const room = transactionRoom(unit) - (bin ? binReserve : 0);
  for (const chunk of planGroupDeletion(todos, room, creatorOf)) {
    const counters = [...chunk.counters].flatMap(([creator, move]) => {
      const update = moveCounters(creator, { total: -move.total, completed: -move.completed });
      return update ? [update] : [];
    });
    const tail = chunk.deletesGroup && last ? [last, ...(bin ? [bin.head] : [])] : [];
    if (chunk.todos.length === 0 && tail.length === 0) continue;
    const parts = bin ? binPartPuts(bin, chunk.todos) : [];
    await transact([...chunk.todos.map(deleteTodoAsRead), ...counters, ...parts, ...tail], unit);
  }
}
