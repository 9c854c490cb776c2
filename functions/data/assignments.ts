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
 * the copy's `completed` unchanged), so a concurrent change cancels the transaction and the route
 * reads again (`retryOnConflict` in ./transactions.ts) instead of counting twice.
 *
 * Profiles get one merged Update per assignee (counter + assignedToMe), because a transaction may
 * not touch the same item twice.
 */

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { getItems, type ItemKey, keyString } from './batch';
import { db, tableName } from './client';
import type { AssignmentItem, TodoItem } from './items';
import { keys } from './keys';
import type { TransactItem } from './transactions';

// ---- Reads ----

export async function getAssignment(assignerId: string, marker: string): Promise<AssignmentItem | undefined> {
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
export async function readAssignment(
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
): Promise<Record<string, boolean>> {
  const found = await getItems<TodoItem>(claimed.map(copyKey), {
    projection: ['id', 'completed', 'assigned', 'assignerId'],
    consistent: true,
  });
  const status: Record<string, boolean> = {};
  for (const item of found.values()) {
    if (item.assigned && item.assignerId === assignerId) status[item.id] = item.completed === true;
  }
  return status;
}

// ---- Transaction elements ----

export const putCopy = (copy: TodoItem): TransactItem => ({
  Put: { TableName: tableName, Item: copy, ConditionExpression: 'attribute_not_exists(pk)' },
});

export const putAssignment = (row: AssignmentItem): TransactItem => ({
  Put: { TableName: tableName, Item: row, ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * A new copy on the assignee's profile: totalTasks +1 and the assignedToMe entry, only while the
 * assignee still has the assigner as a teammate (a concurrent remove-from-team cancels it).
 */
export const addToAssignee = (assigneeId: string, assignerId: string, copyId: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.user(assigneeId),
    UpdateExpression: 'SET assignedToMe.#copy = :assigner ADD totalTasks :one',
    ConditionExpression: 'attribute_exists(pk) AND attribute_exists(#team.#assigner)',
    ExpressionAttributeNames: { '#copy': copyId, '#team': 'team', '#assigner': assignerId },
    ExpressionAttributeValues: { ':assigner': assignerId, ':one': 1 },
  },
});

/**
 * A copy leaving the assignee: its assignedToMe entry goes, and when the copy was there, its
 * counts with it (total -1, completed -1 if it was completed). The conditions keep a duplicate
 * request from counting twice and the counters within 0 <= completed <= total.
 */
export function removeFromAssignee(
  assigneeId: string,
  copy: TodoItem | undefined,
  copyId: string,
): TransactItem {
  const names = { '#copy': copyId };
  if (!copy) {
    // The copy is already gone: only the dangling entry is cleaned up, nothing is counted.
    return {
      Update: {
        TableName: tableName,
        Key: keys.user(assigneeId),
        UpdateExpression: 'REMOVE assignedToMe.#copy',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
      },
    };
  }
  const completed = copy.completed === true;
  return {
    Update: {
      TableName: tableName,
      Key: keys.user(assigneeId),
      UpdateExpression: `REMOVE assignedToMe.#copy ADD totalTasks :minus${completed ? ', completedTasks :minus' : ''}`,
      ConditionExpression: completed
        ? 'attribute_exists(assignedToMe.#copy) AND totalTasks >= :one AND completedTasks >= :one'
        : 'attribute_exists(assignedToMe.#copy) AND totalTasks > completedTasks',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':minus': -1, ...(completed ? { ':one': 1 } : {}) },
    },
  };
}

/** Deletes a copy as it was read: a toggle in between cancels the transaction (the counts would be wrong). */
export const deleteCopy = (copy: TodoItem): TransactItem => ({
  Delete: {
    TableName: tableName,
    Key: keys.todo(copy.userId, copy.id),
    ConditionExpression: 'attribute_exists(pk) AND completed = :completed',
    ExpressionAttributeValues: { ':completed': copy.completed === true },
  },
});

export const setCopyDescription = (copy: AssigneeCopy, description: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.todo(copy.assigneeId, copy.copyId),
    UpdateExpression: 'SET description = :description, descriptionLower = :lower',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':description': description, ':lower': description.toLowerCase() },
  },
});

/** The row's own changes, each only if its assignees are still those that were read. */
const unchanged = (row: AssignmentItem) => ({
  ConditionExpression: 'originalIds = :read',
  values: { ':read': row.originalIds },
});

/** An Update of the row, only if its assignees are still those that were read. */
function updateRowAsRead(
  row: AssignmentItem,
  UpdateExpression: string,
  values: Record<string, unknown>,
): TransactItem {
  const guard = unchanged(row);
  return {
    Update: {
      TableName: tableName,
      Key: keys.assignment(row.assignerId, row.id),
      UpdateExpression,
      ConditionExpression: guard.ConditionExpression,
      ExpressionAttributeValues: { ...guard.values, ...values },
    },
  };
}

export const setAssignmentDescription = (row: AssignmentItem, description: string): TransactItem =>
  updateRowAsRead(row, 'SET description = :description, descriptionLower = :lower', {
    ':description': description,
    ':lower': description.toLowerCase(),
  });

export const setAssignees = (row: AssignmentItem, remaining: AssigneeCopy[]): TransactItem =>
  updateRowAsRead(row, 'SET assignedTo = :assignedTo, originalIds = :originalIds', {
    ':assignedTo': remaining.map((copy) => copy.assigneeId),
    ':originalIds': remaining.map((copy) => copy.copyId),
  });

export function deleteAssignment(row: AssignmentItem): TransactItem {
  const guard = unchanged(row);
  return {
    Delete: {
      TableName: tableName,
      Key: keys.assignment(row.assignerId, row.id),
      ConditionExpression: guard.ConditionExpression,
      ExpressionAttributeValues: guard.values,
    },
  };
}
