/**
 * The groups repository: GROUP#<id> items in the owner's partition (GroupItem). A group being
 * deleted carries `deleting` (set before its tasks are listed), so no task can be created into it
 * while delete-group works through its tasks (docs/data-model.md, "Deleting a group").
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { serverErrors } from '../../shared/messages';
import { NotFound } from '../lib/errors';
import { db, tableName } from './client';
import { isConditionFailed } from './conditional';
import { newId } from './ids';
import type { GroupItem } from './items';
import { keys } from './keys';
import type { TransactItem } from './transactions';

/** A group as stored; `deleting` is set by delete-group before it lists the group's tasks. */
export type StoredGroup = GroupItem & { deleting?: string };

export function newGroupItem(userId: string, name: string): GroupItem {
  const id = newId();
  return {
    ...keys.group(userId, id),
    type: 'group',
    id,
    userId,
    name,
    nameLower: name.toLowerCase(),
    createdAt: new Date().toISOString(),
  };
}

/** Stores a new group (one PutItem; the condition only guards the fresh key). */
export async function createGroup(item: GroupItem): Promise<void> {
  await db.send(
    new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/** Part of a task creation: the group exists in the caller's partition and is not being deleted. */
export const groupOpenCheck = (userId: string, groupId: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName,
    Key: keys.group(userId, groupId),
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
  },
});

export const deleteGroupItem = (userId: string, groupId: string): TransactItem => ({
  Delete: {
    TableName: tableName,
    Key: keys.group(userId, groupId),
    ConditionExpression: 'attribute_exists(pk)',
  },
});

/** Runs a conditional UpdateItem on one of the caller's groups; a missing group (or another user's) is 404. */
async function updateGroup(
  userId: string,
  groupId: string,
  update: { expression: string; values: Record<string, unknown>; names?: Record<string, string> },
): Promise<StoredGroup> {
  try {
    const result = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.group(userId, groupId),
        UpdateExpression: update.expression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: update.values,
        ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as StoredGroup;
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFound(serverErrors.groupNotFound);
    throw error;
  }
}

export const renameGroup = (userId: string, groupId: string, name: string) =>
  updateGroup(userId, groupId, {
    expression: 'SET #name = :name, nameLower = :lower',
    values: { ':name': name, ':lower': name.toLowerCase() },
    names: { '#name': 'name' },
  });

/** Marks the group as being deleted (kept when already marked, so a re-run works). */
export const markGroupDeleting = (userId: string, groupId: string) =>
  updateGroup(userId, groupId, {
    expression: 'SET deleting = if_not_exists(deleting, :now)',
    values: { ':now': new Date().toISOString() },
  });
