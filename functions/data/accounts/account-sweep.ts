/**
 * The bulk of an account's deletion (./account-deletion.ts): its whole partition, read a page at a
 * time (one consistent Query of `USER#<id>`, every sort key) and deleted. What reaches other users
 * goes through their operations first: an "Assigned by you" row is withdrawn from every assignee
 * (../tasks/assignments.ts `withdrawAssignment`), a shared list is deleted as group deletion does
 * (../lists/groups.ts `deleteGroup`: its members leave, and the counters of whoever made its tasks move),
 * and a task someone else made (moved in from a shared list) goes with their counters. Everything
 * else (own tasks with their steps, notes and reminder keys, groups, notes, import records, push
 * devices) goes in BatchWriteItem calls of 25. The profile stays for the last step, and so do live
 * connections: when the profile goes the fan-out closes them, and `$disconnect` deletes them.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { NotFound } from '../../lib/errors';
import { deleteItems, getItems, type ItemKey, keyString } from '../core/batch';
import { db, tableName } from '../core/client';
import type { Deadline } from '../core/deadline';
import { type AssignmentItem, creatorOf, type TodoItem } from '../core/items';
import { keys, profileSortKey, skPrefix, userPartition } from '../core/keys';
import { noKey } from '../core/unit-of-work';
import { deleteCountedTasks, deleteGroup, type StoredGroup } from '../lists/groups';
import type { ConnectionItem } from '../notifications/connections';
import { copiesOf, withdrawAssignment } from '../tasks/assignments';

/** Items per page: a step short enough to end soon after the deadline (40 BatchWrite calls). */
const pageSize = 1000;

type PartitionItem = ItemKey & { type?: string };

const isRow = (item: PartitionItem): item is AssignmentItem => item.sk.startsWith(skPrefix.assignment);
/** A list shared once keeps `members` (empty when everyone left): its deletion ends memberships. */
const isSharedList = (item: PartitionItem): item is StoredGroup =>
  item.sk.startsWith(skPrefix.group) && (item as StoredGroup).members !== undefined;
const isTask = (item: PartitionItem): item is TodoItem => item.sk.startsWith(skPrefix.todo);
/** A connection still open: the fan-out needs it to close it once the profile goes. */
const isLiveConnection = (item: PartitionItem, nowSeconds: number) =>
  item.sk.startsWith(skPrefix.connection) && (item as ConnectionItem).expiresAt > nowSeconds;

async function readPage(userId: string, start: Record<string, unknown> | undefined) {
  const page = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': userPartition(userId) },
      ConsistentRead: true,
      Limit: pageSize,
      ExclusiveStartKey: start,
    }),
  );
  return { items: (page.Items ?? []) as PartitionItem[], next: page.LastEvaluatedKey };
}

/**
 * Withdraws the page's rows and deletes its shared lists, one a step. Answers whether it did any
 * (the page then changed under it and is read again).
 */
async function settleWithOthers(
  userId: string,
  items: PartitionItem[],
  deadline: Deadline,
): Promise<boolean> {
  const rows = items.filter(isRow);
  const lists = items.filter(isSharedList);
  for (const row of rows) {
    if (!deadline.open) return true;
    await withdrawAssignment(userId, row.id, copiesOf(row), noKey).catch((error: unknown) => {
      // Withdrawn meanwhile: nothing left to do for it.
      if (!(error instanceof NotFound)) throw error;
    });
    deadline.step();
  }
  for (const list of lists) {
    if (!deadline.open) return true;
    await deleteGroup(userId, list.id, noKey, {}, { bin: false });
    deadline.step();
  }
  return rows.length + lists.length > 0;
}

/**
 * Deletes tasks others made, each creator's counters moved by theirs; a creator whose account is
 * gone has no counters left to move, and their tasks go with the rest.
 */
async function deleteTasksOfOthers(tasks: TodoItem[]): Promise<TodoItem[]> {
  if (tasks.length === 0) return [];
  const creators = await getItems(
    [...new Set(tasks.map(creatorOf))].map((id) => keys.user(id)),
    {
      projection: ['id'],
      consistent: true,
    },
  );
  const counted = tasks.filter((task) => creators.has(keyString(keys.user(creatorOf(task)))));
  await deleteCountedTasks(counted, noKey);
  return tasks.filter((task) => !counted.includes(task));
}

/** Deletes a page's items that touch nobody else (others' tasks with their counters first). */
async function deleteOwn(userId: string, items: PartitionItem[]): Promise<void> {
  const nowSeconds = Date.now() / 1000;
  const others = items.filter(
    (item): item is TodoItem => isTask(item) && creatorOf(item as TodoItem) !== userId,
  );
  const uncounted = await deleteTasksOfOthers(others);
  const plain = items.filter(
    (item) =>
      item.sk !== profileSortKey &&
      !isLiveConnection(item, nowSeconds) &&
      !(others as PartitionItem[]).includes(item),
  );
  await deleteItems([...plain, ...uncounted]);
}

/**
 * Sweeps the partition from its start, a page a step. Answers whether nothing is left but the
 * profile and live connections (false: the deadline came first; the next call starts again, and
 * finds only what is left).
 */
export async function sweepPartition(userId: string, deadline: Deadline): Promise<boolean> {
  let start: Record<string, unknown> | undefined;
  for (;;) {
    if (!deadline.open) return false;
    const page = await readPage(userId, start);
    if (await settleWithOthers(userId, page.items, deadline)) continue;
    await deleteOwn(userId, page.items);
    deadline.step();
    if (!page.next) return true;
    start = page.next;
  }
}
