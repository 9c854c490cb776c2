/**
 * The tasks repository: TODO#<id> items in a user's partition (own tasks and assigned copies, one
 * shape: TodoItem), the one-Query read of a user's board, and the transaction elements that change
 * tasks. Every element that changes a task's counted state is conditioned on the state it was read
 * in, so a transaction built from a stale read cancels instead of moving a counter twice
 * (docs/data-model.md, "Task counters").
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { serverErrors } from '../../shared/messages';
import type { NewTodoInput } from '../../shared/types';
import { Forbidden, NotFound } from '../lib/errors';
import { db, tableName } from './client';
import { isConditionFailed } from './conditional';
import { newId } from './ids';
import type { AssignmentItem, GroupItem, TodoItem } from './items';
import { keys, skPrefix, userPartition } from './keys';
import { queryAll } from './query';
import type { TransactItem } from './transactions';

export type BoardKind = 'todo' | 'group' | 'assignment';

/** What a read route fetched from the caller's partition (only the kinds it asked for are filled). */
export interface Board {
  groups: GroupItem[];
  todos: TodoItem[];
  assignments: AssignmentItem[];
}

/** The character after '#': `TODO$` sorts after every `TODO#...` key. */
const afterPrefix = (prefix: string) => `${prefix.slice(0, -1)}$`;

/**
 * The caller's items of the given kinds in ONE Query (further calls only for pages beyond 1 MB).
 * One kind: `begins_with` on the sort key. Several: the key range from the first prefix to past the
 * last, with a FilterExpression on `type` dropping what lies between (notes, the profile). Consistent, so a
 * change the same user just made is seen.
 */
export async function readBoard(userId: string, kinds: BoardKind[]): Promise<Board> {
  const prefixes = kinds.map((kind) => skPrefix[kind]).sort();
  const first = prefixes[0] as string;
  const last = prefixes[prefixes.length - 1] as string;
  const single = prefixes.length === 1;
  const values: Record<string, string> = { ':pk': userPartition(userId), ':p0': first };
  if (!single) {
    values[':end'] = afterPrefix(last);
    kinds.forEach((kind, i) => {
      values[`:t${i}`] = kind;
    });
  }
  const items = await queryAll<TodoItem | GroupItem | AssignmentItem>({
    KeyConditionExpression: single
      ? 'pk = :pk AND begins_with(sk, :p0)'
      : 'pk = :pk AND sk BETWEEN :p0 AND :end',
    // A filter cannot name the sort key: it keeps the kinds by their `type` attribute.
    ...(single
      ? {}
      : {
          FilterExpression: `#type IN (${kinds.map((_, i) => `:t${i}`).join(', ')})`,
          ExpressionAttributeNames: { '#type': 'type' },
        }),
    ExpressionAttributeValues: values,
    ConsistentRead: true,
  });
  const board: Board = { groups: [], todos: [], assignments: [] };
  for (const item of items) {
    if (item.type === 'todo') board.todos.push(item);
    else if (item.type === 'group') board.groups.push(item);
    else if (item.type === 'assignment') board.assignments.push(item);
  }
  return board;
}

/** The tasks of one group (one Query of the caller's TODO# items, filtered on groupId; consistent). */
export async function listGroupTodos(userId: string, groupId: string): Promise<TodoItem[]> {
  return queryAll<TodoItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'groupId = :group',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.todo, ':group': groupId },
    ConsistentRead: true,
  });
}

/** One task of the caller's partition (consistent: its state decides how the counters move). */
export async function getTodo(userId: string, todoId: string): Promise<TodoItem | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.todo(userId, todoId), ConsistentRead: true }),
  );
  return result.Item as TodoItem | undefined;
}

/** A new own task of `userId` in its home (a user group id, or a built-in home: today, important, planned). */
export function newTodoItem(userId: string, input: NewTodoInput, groupId: string): TodoItem {
  const id = newId();
  return {
    ...keys.todo(userId, id),
    type: 'todo',
    id,
    userId,
    groupId,
    description: input.description,
    descriptionLower: input.description.toLowerCase(),
    completed: input.completed,
    important: input.important,
    due: input.due,
    createdAt: new Date().toISOString(),
    assigned: false,
  };
}

export const putTodo = (item: TodoItem): TransactItem => ({
  Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * Sets `completed` (and the description, when given) only if the task is still in the completion
 * state it was read in: two identical toggles racing cannot both pass, so the counter moves once.
 */
export function setCompletedAsRead(item: TodoItem, completed: boolean, description?: string): TransactItem {
  const setDescription = description !== undefined;
  return {
    Update: {
      TableName: tableName,
      Key: keys.todo(item.userId, item.id),
      UpdateExpression: `SET completed = :completed${setDescription ? ', description = :description, descriptionLower = :lower' : ''}`,
      ConditionExpression: 'completed = :read',
      ExpressionAttributeValues: {
        ':completed': completed,
        ':read': item.completed === true,
        ...(setDescription ? { ':description': description, ':lower': description.toLowerCase() } : {}),
      },
    },
  };
}

/** Deletes a task only in the completion state it was read in (the counters move by what was read). */
export const deleteTodoAsRead = (item: TodoItem): TransactItem => ({
  Delete: {
    TableName: tableName,
    Key: keys.todo(item.userId, item.id),
    ConditionExpression: 'completed = :read',
    ExpressionAttributeValues: { ':read': item.completed === true },
  },
});

/**
 * Changes the description of one of the caller's own tasks (no counter moves: one UpdateItem).
 * A missing task is 404; an assigned copy is 403 (its assignee may only toggle it), told apart by
 * the item DynamoDB returns when the condition fails.
 */
export async function setDescription(userId: string, todoId: string, description: string): Promise<TodoItem> {
  try {
    const result = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.todo(userId, todoId),
        UpdateExpression: 'SET description = :description, descriptionLower = :lower',
        ConditionExpression: 'attribute_exists(pk) AND assigned = :false',
        ExpressionAttributeValues: {
          ':description': description,
          ':lower': description.toLowerCase(),
          ':false': false,
        },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return result.Attributes as TodoItem;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    if ((error as { Item?: unknown }).Item) throw new Forbidden();
    throw new NotFound(serverErrors.todoNotFound);
  }
}
