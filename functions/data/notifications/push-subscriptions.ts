/**
 * Web Push subscriptions: one item per device, `USER#<id>` / `WEBPUSH#<hash of endpoint>`,
 * holding the endpoint and its keys. A user keeps at most `limits.pushDevicesMax`; subscribing one
 * more removes the oldest in the same transaction. Subscribing the same endpoint again replaces it
 * (keys rotate). Only the owner's partition is ever touched, so nobody reaches another's devices.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { limits } from '@shared/limits';
import { db, tableName } from '../core/client';
import { keys, skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import { type TransactItem, transact } from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';

export interface PushSubscriptionItem {
  pk: string;
  sk: string;
  type: 'pushSubscription';
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: string;
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const endpointHash = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

/** A user's devices, oldest first (consistent: a subscribe decides what to remove by it). */
export const listPushSubscriptions = (userId: string): Promise<PushSubscriptionItem[]> =>
  queryAll<PushSubscriptionItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.pushSubscription },
    ConsistentRead: true,
  }).then((items) => items.sort((a, b) => a.createdAt.localeCompare(b.createdAt)));

/**
 * Adds (or renews) a device: one Query of the user's devices, then one transaction putting it and
 * deleting the oldest beyond the limit.
 */
export async function subscribePush(
  userId: string,
  input: PushSubscriptionInput,
  unit: UnitOfWork,
): Promise<void> {
  const key = keys.pushSubscription(userId, endpointHash(input.endpoint));
  const existing = (await listPushSubscriptions(userId)).filter((item) => item.sk !== key.sk);
  const excess = existing.slice(0, Math.max(0, existing.length - (limits.pushDevicesMax - 1)));
  const item: PushSubscriptionItem = {
    ...key,
    type: 'pushSubscription',
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    createdAt: new Date().toISOString(),
  };
  const writes: TransactItem[] = [
    { tag: `push:${key.sk}`, write: { Put: { TableName: tableName, Item: item } } },
    ...excess.map((old) => ({
      tag: `push:${old.sk}`,
      write: { Delete: { TableName: tableName, Key: { pk: old.pk, sk: old.sk } } },
    })),
  ];
  await transact(writes, unit);
}

/** Removes one of the user's devices by its endpoint (none there: nothing happens; one DeleteItem, a key keeps the answer only). */
export async function unsubscribePush(userId: string, endpoint: string, unit: UnitOfWork): Promise<void> {
  unit.keepsAnswerOnly();
  await db.send(
    new DeleteCommand({ TableName: tableName, Key: keys.pushSubscription(userId, endpointHash(endpoint)) }),
  );
}
