/**
 * The reminder poller's data operations (docs/reminders.md). The index (GSI2, ../core/keys.ts
 * `dueIndexKeys`) holds what is still to be done: tasks with a pending reminder and notifications
 * with a pending push. A poll:
 *
 *  1. reads the watermark: the oldest hour bucket that may still hold something due (a poller that
 *     was down for hours starts there, so everything overdue is caught up on);
 *  2. queries each hour bucket from there to now, each shard, for `gsi2sk <= now`;
 *  3. claims each due item with a condition on its index sort key being what the index showed
 *     (`claimReminder`, `claimPush`): of two polls racing, exactly one claim succeeds, so a reminder
 *     is written (and pushed) once. A reminder's claim is one transaction with its notification;
 *  4. moves the watermark to the current hour once every bucket before it was drained.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { reminderTexts } from '@shared/messages/server';
import { inAudienceNow, seenTaskIds } from '../conversation/task-audience';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import type { NoteItem, TodoItem } from '../core/items';
import { dueBucket, dueHourOf, dueShards, keys } from '../core/keys';
import { queryAll } from '../core/query';
import { TransactionCancelled, tags, transact } from '../core/transactions';
import { noKey } from '../core/unit-of-work';
import { newNotification, putNote } from './notes';
import type { DueDigest, DueMail } from './notification-emails';
import { dueIndexAttributes } from './reminders';

/** What the index shows of a due item (its projection). */
export type DueItem =
  | (Pick<
      TodoItem,
      'type' | 'id' | 'userId' | 'description' | 'due' | 'remindAt' | 'completed' | 'recipientId'
    > & {
      gsi2sk: string;
    })
  | (Pick<NoteItem, 'type' | 'id' | 'recipientId' | 'message' | 'todo'> & { gsi2sk: string })
  | DueMail
  | DueDigest;

const hourMs = 3_600_000;
/** How far back a poll looks at most: an outage longer than a week is an incident, not a backlog. */
export const catchUpHoursMax = 24 * 7;
/** Where a poller with no watermark yet starts. */
const firstLookBackHours = 24;

/** The hour buckets from the watermark to `now`'s hour, oldest first (UTC, `YYYY-MM-DDTHH`). */
export async function bucketsToPoll(now: Date): Promise<string[]> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.reminderWatermark(), ConsistentRead: true }),
  );
  const stored = result.Item?.hour as string | undefined;
  const nowHour = Date.parse(`${dueHourOf(now.toISOString())}:00:00.000Z`);
  const oldest = nowHour - catchUpHoursMax * hourMs;
  const from = stored
    ? Math.max(Date.parse(`${stored}:00:00.000Z`), oldest)
    : nowHour - firstLookBackHours * hourMs;
  const hours: string[] = [];
  for (let t = from; t <= nowHour; t += hourMs) hours.push(dueHourOf(new Date(t).toISOString()));
  return hours;
}

/** Everything due by `now` in one hour bucket, every shard. */
export async function dueIn(hour: string, now: Date): Promise<DueItem[]> {
  const upTo = `${now.toISOString()}#~`;
  const shards = await Promise.all(
    Array.from({ length: dueShards }, (_, shard) =>
      queryAll<DueItem>({
        IndexName: 'GSI2',
        KeyConditionExpression: 'gsi2pk = :bucket AND gsi2sk <= :upTo',
        ExpressionAttributeValues: { ':bucket': dueBucket(hour, shard), ':upTo': upTo },
      }),
    ),
  );
  return shards.flat();
}

/** Moves the watermark forward to `hour` (never back: a slower poll racing a newer one). */
export async function advanceWatermark(hour: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.reminderWatermark(),
        UpdateExpression: 'SET #hour = :hour',
        ConditionExpression: 'attribute_not_exists(#hour) OR #hour < :hour',
        ExpressionAttributeNames: { '#hour': 'hour' },
        ExpressionAttributeValues: { ':hour': hour },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

const indexRemoval = (sortKey: string) => ({
  UpdateExpression: `REMOVE ${dueIndexAttributes.join(', ')}`,
  ExpressionAttributeValues: { ':read': sortKey } as Record<string, unknown>,
});

/** Drops an item from the index only if it still shows what was read (a stale entry: completed). */
async function dropFromIndex(key: Record<string, string>, sortKey: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        ...indexRemoval(sortKey),
        ConditionExpression: 'gsi2sk = :read',
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Who a due task's reminder is for: the member of its shared list who set it, else its owner. */
export const reminded = (task: Extract<DueItem, { type: 'todo' }>): string => task.recipientId ?? task.userId;

/**
 * Sends a due reminder once: in one transaction, the task leaves the index (only if its index key is
 * still the one read and it is not completed) and the notification `Reminder: …` is written for
 * whoever the reminder is for (`reminded`).
 * Answers the notification, or null when another poll sent it, or the task changed, was completed
 * (then it only leaves the index) or deleted.
 *
 * A reminder a member of a shared list set on its task is for that member only while they are in
 * the task's audience when it comes due (../conversation/task-audience.ts `inAudienceNow`: the task and its list
 * read then, two round trips; the owner's own reminder needs none): one who left the list, was
 * removed, or stopped being the owner's teammate gets nothing, and the reminder leaves the index
 * unsent, as a sent one does (its `remindAt` stays as it was; a member setting a new one arms it again).
 */
export async function claimReminder(task: Extract<DueItem, { type: 'todo' }>): Promise<NoteItem | null> {
  const [inAudience] = await inAudienceNow([
    { userId: reminded(task), ownerId: task.userId, taskId: task.id },
  ]);
  if (!inAudience) {
    await dropFromIndex(keys.todo(task.userId, task.id), task.gsi2sk);
    return null;
  }
  const note = newNotification(reminded(task), reminded(task), reminderTexts.reminder(task.description), {
    todo: task.id,
  });
  const removal = indexRemoval(task.gsi2sk);
  try {
    await transact(
      [
        {
          tag: tags.todo(task.id),
          write: {
            Update: {
              TableName: tableName,
              Key: keys.todo(task.userId, task.id),
              UpdateExpression: removal.UpdateExpression,
              ConditionExpression: 'gsi2sk = :read AND completed = :false',
              ExpressionAttributeValues: { ...removal.ExpressionAttributeValues, ':false': false },
            },
          },
        },
        putNote(note),
      ],
      noKey,
    );
    return note;
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    // Completed meanwhile (or an assignment edit armed a completed copy): out of the index, no notice.
    await dropFromIndex(keys.todo(task.userId, task.id), task.gsi2sk);
    return null;
  }
}

/**
 * Claims a notification's pending push once (a completion notice, a comment's): true when this poll
 * sends it. A push about a task goes only while the recipient is in the task's audience when it is
 * sent (../conversation/task-audience.ts `seenTaskIds`: their shared lists and the task read then); otherwise the
 * claim still takes it out of the index, and nothing is pushed.
 */
export async function claimPush(note: Extract<DueItem, { type: 'note' }>): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.note(note.recipientId, note.id),
        ...indexRemoval(note.gsi2sk),
        ConditionExpression: 'gsi2sk = :read',
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
  return !note.todo || (await seenTaskIds(note.recipientId, [note.todo])).has(note.todo);
}
