/**
 * Fixed-window failure counters (failed sign-ins per username and per client address). An item
 * holds `count` and `expiresAt` (the window's end, epoch seconds, also the TTL attribute). DynamoDB
 * Local never deletes expired items and AWS may take hours to, so every read and write checks the
 * expiry itself.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed } from '../lib/errors';
import type { ItemKey } from './batch';
import { db, tableName } from './client';
import { keys } from './keys';

export interface CounterItem extends ItemKey {
  count: number;
  expiresAt: number;
}

export const signInCounterKeys = (usernameLower: string, sourceIp: string) => ({
  username: keys.rate(`signin-user#${usernameLower}`),
  address: keys.rate(`signin-ip#${sourceIp}`),
});

/** The live count of a counter item read earlier (0 when absent or expired). */
export const liveCount = (item: CounterItem | undefined, nowSeconds: number): number =>
  item && item.expiresAt > nowSeconds ? item.count : 0;

/** Adds one failure to the window, or opens a new window when the old one has expired. */
export async function recordFailure(key: ItemKey, windowSeconds: number, nowSeconds: number): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'ADD #count :one',
        ConditionExpression: 'expiresAt > :now',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // Absent or expired: start a fresh window. A concurrent failure may overwrite this one; losing
    // one count at a window's start is acceptable for a throttle.
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...key, type: 'rate', count: 1, expiresAt: nowSeconds + windowSeconds },
      }),
    );
  }
}

export async function clearCounter(key: ItemKey): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: key }));
}
