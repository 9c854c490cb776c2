/**
 * Helpers shared by the team, notification and search API tests: members, stored profiles read
 * straight from the table, teammates made through the routes, and a vanished account.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { UserItem } from '../../functions/data/accounts/users';
import { keys } from '../../functions/data/core/keys';
import type { User } from '../../shared/types';
import type { ApiClient, TestApi } from '../support/api';

export interface Member {
  client: ApiClient;
  user: User;
}

export async function storedProfile(api: TestApi, userId: string): Promise<UserItem> {
  const result = await api.db.send(
    new GetCommand({ TableName: api.tableName, Key: keys.user(userId), ConsistentRead: true }),
  );
  return result.Item as UserItem;
}

/** An account that is gone: its profile item alone deleted (an account's deletion leaves none of this; the code must cope). */
export async function removeAccount(api: TestApi, userId: string): Promise<void> {
  await api.db.send(new DeleteCommand({ TableName: api.tableName, Key: keys.user(userId) }));
}

/** The id of `to`'s newest open request from `from`. */
export async function openRequestId(to: Member, from: Member): Promise<string> {
  const requests = await to.client.call('notification-get-requests');
  expect(requests.status).toBe(200);
  const request = requests.body.find((r) => r.fromUser._id === from.user._id && !r.isProcessed);
  expect(request).toBeDefined();
  return request?._id as string;
}

/** `a` sends a request to `b`, answered 200; answers the request id. */
export async function sendRequest(a: Member, b: Member): Promise<string> {
  const sent = await a.client.call('notification-send-requests', { body: { toUser: b.user._id } });
  expect(sent.status).toBe(200);
  return openRequestId(b, a);
}

/** Makes `a` and `b` teammates through the routes. */
export async function befriend(a: Member, b: Member): Promise<void> {
  const id = await sendRequest(a, b);
  expect((await b.client.call('notification-accept', { params: { id } })).status).toBe(200);
}

/** The current user as the API answers it. */
export async function me(member: Member): Promise<User> {
  const response = await member.client.call('auth-user');
  expect(response.status).toBe(200);
  return response.body;
}
