/**
 * A task's history (docs/api.md#activity, docs/data-model.md#activity): one ACTIVITY item per
 * change, written by the repository operation IN THE SAME TRANSACTION as the change it records, so
 * history never misses or invents one. Items live in the partition of the task at the time of the
 * change (`pk` USER#<owner>, `sk` ACT#<taskId>#<entryId>, the entry id time-ordered): a task's
 * entries are one Query newest first, and the owner's export and account deletion take them with
 * the rest of the partition. They expire by TTL after 365 days. The live-update stream filter
 * (functions/realtime/stream-filter.ts) lets no ACT# record through: history makes no live message.
 *
 * Two builders, both exported for every operation that changes a task:
 *   - `activityEntry`: the element of one entry of any kind (restore and comments use it too);
 *   - `taskActivity`: the entry of a change from the task as read to the task as written (the
 *     changed fields found by comparing the two), or null when no recorded field changed.
 */

import type { ActivityKind } from '@shared/activity-kinds';
import { dueDayOf } from '@shared/due-day';
import { noPriority, priorityOf } from '@shared/priority';
import { tableName } from '../core/client';
import { newId } from '../core/ids';
import type { TodoItem } from '../core/items';
import { skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import { stableJson } from '../core/stable-json';
import type { TransactItem } from '../core/transactions';
import { stepsOf } from '../tasks/task-details';
import type { Stamper } from '../tasks/task-stamps';

/** How long an entry is kept (docs/data-model.md#activity): 365 days, by the table's TTL. */
export const activityRetentionDays = 365;
const retentionSeconds = activityRetentionDays * 24 * 60 * 60;

/** An entries page (GET /api/tasks/{id}/activity). */
export const activityPageSize = 50;

export { type ActivityKind, activityKinds } from '@shared/activity-kinds';

/** One field of a change, with its value before and after (null: none). */
export interface ActivityChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** Who made a change, as the entry names them (usernames never change). */
export interface ActivityActor {
  _id: string;
  username: string;
}

/** An entry as stored. */
export interface ActivityItem {
  pk: string;
  sk: string;
  type: 'activity';
  id: string;
  taskId: string;
  actor: ActivityActor;
  at: string;
  kind: ActivityKind;
  changes: ActivityChange[];
  /** The entry a revert put back. */
  revertOf?: string;
  /** TTL, epoch seconds. */
  expiresAt: number;
}

/** The sort key prefix of one task's entries. */
export const activityPrefix = (taskId: string) => `${skPrefix.activity}${taskId}#`;

/** The key of one entry. */
export const activityKey = (ownerId: string, taskId: string, entryId: string) => ({
  pk: userPartition(ownerId),
  sk: `${activityPrefix(taskId)}${entryId}`,
});

/**
 * The fields an entry records, by the name the entry gives them, with how each is read from a
 * stored task (as the routes answer it) and the kind of a change of that field alone.
 */
const recordedFields: { field: string; kind: ActivityKind; read: (item: TodoItem) => unknown }[] = [
  { field: 'description', kind: 'description', read: (item) => item.description },
  { field: 'notes', kind: 'notes', read: (item) => item.notes ?? '' },
  { field: 'steps', kind: 'steps', read: (item) => stepsOf(item) },
  { field: 'dueDay', kind: 'due', read: (item) => dueDayOf(item) ?? null },
  // A time of day is a change of the due (kind 'due'): "HH:MM", with its zone when fixed.
  {
    field: 'dueTime',
    kind: 'due',
    read: (item) => (item.dueTime ? { time: item.dueTime, zone: item.dueZone ?? null } : null),
  },
  { field: 'important', kind: 'importance', read: (item) => item.important === true },
  { field: 'priority', kind: 'priority', read: (item) => priorityOf(item) },
  // The labels by id, name and colour as set (../lists/labels.ts): the history names them.
  { field: 'labels', kind: 'labels', read: (item) => item.labelInfo ?? [] },
  { field: 'groupId', kind: 'list', read: (item) => item.groupId ?? null },
  { field: 'repeat', kind: 'repeat', read: (item) => item.repeat ?? null },
  { field: 'remindAt', kind: 'reminder', read: (item) => item.remindAt ?? null },
  {
    field: 'assignees',
    kind: 'assignees',
    read: (item) =>
      (item.assignees ?? []).map((part) => ({
        _id: part.id,
        username: part.username,
        completed: part.completed,
      })),
  },
  { field: 'completed', kind: 'completed', read: (item) => item.completed === true },
];

/** The value of a recorded field on a stored task. */
export const recordedValue = (item: TodoItem, field: string): unknown =>
  recordedFields.find((entry) => entry.field === field)?.read(item);

/** Whether two recorded values are equal (lists in order, maps whatever their key order). */
export const sameValue = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

/** The recorded fields that differ between the task as read and as written, in a fixed order. */
export function changedFields(before: TodoItem, after: TodoItem): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const { field, read } of recordedFields) {
    const from = read(before);
    const to = read(after);
    if (!sameValue(from, to)) changes.push({ field, from, to });
  }
  return changes;
}

/** The kind of a change of these fields: the field's own, or 'edited' for several. */
export function kindOf(changes: ActivityChange[]): ActivityKind {
  const [only] = changes;
  if (changes.length !== 1 || !only) return 'edited';
  if (only.field === 'completed') return only.to === true ? 'completed' : 'reopened';
  return recordedFields.find(({ field }) => field === only.field)?.kind ?? 'edited';
}

/** The fields a new task was created with (those that are not empty). */
export function createdFields(item: TodoItem): ActivityChange[] {
  const empty = { ...item, description: '', notes: '', steps: [], stepsDone: {} } as TodoItem;
  const blank: TodoItem = {
    ...empty,
    due: null,
    dueDay: null,
    dueTime: null,
    important: false,
    priority: noPriority,
    labelInfo: [],
    groupId: null,
    repeat: null,
    remindAt: null,
    assignees: [],
    completed: false,
  };
  return changedFields(blank, item).map((change) => ({ ...change, from: null }));
}

/**
 * The element that writes one entry about task `task` (in its partition at the time: `userId`),
 * made by `actor` at `at`. A new key: two entries never overwrite each other.
 */
export function activityEntry(
  task: Pick<TodoItem, 'userId' | 'id'>,
  actor: Stamper,
  kind: ActivityKind,
  changes: ActivityChange[],
  options: { at?: Date; revertOf?: string } = {},
): TransactItem {
  const at = options.at ?? new Date();
  const id = newId(at.getTime());
  const item: ActivityItem = {
    ...activityKey(task.userId, task.id, id),
    type: 'activity',
    id,
    taskId: task.id,
    actor: { _id: actor.id, username: actor.username },
    at: at.toISOString(),
    kind,
    changes,
    ...(options.revertOf ? { revertOf: options.revertOf } : {}),
    expiresAt: Math.floor(at.getTime() / 1000) + retentionSeconds,
  };
  return {
    tag: `activity:${task.id}`,
    write: { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
  };
}

/**
 * The history thread a task's changes go to: its own (its partition, its id), or for an assignee's
 * copy the assignment's one thread shared by all its copies (the row's: the assigner's partition,
 * the marker), so the assigner and every assignee read one history.
 */
export const threadOf = (item: TodoItem): Pick<TodoItem, 'userId' | 'id'> =>
  item.assigned && item.assignerId && item.uniqueMarker
    ? { userId: item.assignerId, id: item.uniqueMarker }
    : { userId: item.userId, id: item.id };

/**
 * The entry of a change from `before` (the task as read) to `after` (as written, in its partition
 * after the change): null when no recorded field changed. A task that changed partition records
 * 'moved' (its new list in the changes); a revert records 'reverted' with the entry it put back.
 */
export function taskActivity(
  before: TodoItem,
  after: TodoItem,
  actor: Stamper,
  at: Date,
  revertOf?: string,
): TransactItem | null {
  const changes = changedFields(before, after);
  if (changes.length === 0) return null;
  const moved = before.userId !== after.userId;
  const kind = revertOf ? 'reverted' : moved ? 'moved' : kindOf(changes);
  return activityEntry(threadOf(after), actor, kind, changes, { at, ...(revertOf ? { revertOf } : {}) });
}

/** One entry as answered. */
export interface ActivityEntry {
  _id: string;
  actor: ActivityActor;
  at: string;
  kind: ActivityKind;
  changes: ActivityChange[];
  revertOf?: string;
}

export const presentEntry = (item: ActivityItem): ActivityEntry => ({
  _id: item.id,
  actor: item.actor,
  at: item.at,
  kind: item.kind,
  changes: item.changes,
  ...(item.revertOf ? { revertOf: item.revertOf } : {}),
});

/**
 * Whether an entry is still kept (DynamoDB Local never deletes expired items; AWS within days): the
 * history's reads and the account's export alike.
 */
export const isKept = (item: Pick<ActivityItem, 'expiresAt'>, nowSeconds: number): boolean =>
  item.expiresAt > nowSeconds;

/**
 * One page of a task's entries in partition `ownerId`, newest first: `cursor` is the id of the last
 * entry of the previous page. One Query (consistent: a change just made is in it).
 */
export async function readActivityPage(
  ownerId: string,
  taskId: string,
  cursor: string | undefined,
): Promise<{ entries: ActivityEntry[]; next: string | null }> {
  const prefix = activityPrefix(taskId);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const items = await queryAll<ActivityItem>(
    {
      KeyConditionExpression: cursor
        ? 'pk = :pk AND sk BETWEEN :from AND :to'
        : 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: cursor
        ? { ':pk': userPartition(ownerId), ':from': prefix, ':to': `${prefix}${cursor}` }
        : { ':pk': userPartition(ownerId), ':p': prefix },
      ScanIndexForward: false,
      ConsistentRead: true,
      // One more than a page tells whether there is a next one.
      Limit: activityPageSize + 2,
    },
    (found) => found.length > activityPageSize + 1,
  );
  const kept = items.filter((item) => item.id !== cursor && isKept(item, nowSeconds));
  const page = kept.slice(0, activityPageSize);
  const last = page[page.length - 1];
  return { entries: page.map(presentEntry), next: kept.length > activityPageSize && last ? last.id : null };
}

/**
 * A task's entries newer than `entryId` and that entry itself (a revert's check: did a field change
 * again since?). Undefined `entry` when there is no such entry of this task.
 */
export async function readSince(
  ownerId: string,
  taskId: string,
  entryId: string,
): Promise<{ entry: ActivityItem | undefined; newer: ActivityItem[] }> {
  const prefix = activityPrefix(taskId);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const items = await queryAll<ActivityItem>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': userPartition(ownerId),
      ':from': `${prefix}${entryId}`,
      // Past every entry id of this task ('~' sorts after the ids' characters).
      ':to': `${prefix}~`,
    },
    ConsistentRead: true,
  });
  const entry = items.find((item) => item.id === entryId && isKept(item, nowSeconds));
  return { entry, newer: items.filter((item) => item.id !== entryId) };
}
