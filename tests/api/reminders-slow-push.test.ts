/**
 * One user's slow push services delay nobody else's reminders (docs/reminders.md#sending), on the
 * local stack with two pollers: one user's twenty reminders go to a push service that never
 * answers, another user's reminder, due at the same moment and polled after them all, goes to the
 * local RFC 8030 service and arrives while the slow sends are still waiting. A file of its own: the
 * slow sends keep its pollers busy for seconds after the test has what it needs.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueBucket, dueHourOf, keys } from '../../functions/data/core/keys';
import { type LocalReminderPoller, startReminderPoller } from '../../scripts/local/reminders';
import type { Task } from '../../shared/types';
import { type ApiClient, startApi, type TestApi } from '../support/api';
import { type ProbeServer, startProbeServer, until } from '../support/probe-server';
import { type PushService, startPushService } from '../support/push-service';

let api: TestApi;
let push: PushService;
let slow: ProbeServer;
const pollers: LocalReminderPoller[] = [];

beforeAll(async () => {
  api = await startApi();
  push = await startPushService();
  slow = await startProbeServer(() => 'hang');
  pollers.push(await startReminderPoller(150), await startReminderPoller(150));
});
afterAll(async () => {
  await slow?.close();
  await Promise.all(pollers.map((poller) => poller.stop()));
  await push?.close();
  await api?.close();
});

const keysOfDevice = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

async function create(client: ApiClient, description: string): Promise<Task> {
  const later = new Date(Date.now() + 600_000).toISOString();
  const response = await client.call('todo-create', { body: { description, remindAt: later } });
  expect(response.status).toBe(201);
  return response.body as Task;
}

/** Moves a task's reminder to `at`, in the index shard given (the shard is the poll's order). */
async function remindAt(userId: string, taskId: string, at: string, shard: number): Promise<void> {
  await api.db.send(
    new UpdateCommand({
      TableName: api.tableName,
      Key: keys.todo(userId, taskId),
      UpdateExpression: 'SET remindAt = :at, gsi2pk = :pk, gsi2sk = :sk',
      ExpressionAttributeValues: {
        ':at': at,
        ':pk': dueBucket(dueHourOf(at), shard),
        ':sk': `${at}#${taskId}`,
      },
    }),
  );
}

describe('pushes to a slow push service', () => {
  it("do not delay another user's reminder", async () => {
    const { client: slowClient, user: slowUser } = await api.user('slowpush');
    const subscribed = await slowClient.call('push-subscribe', {
      body: { endpoint: `${slow.url}/push/slow`, keys: keysOfDevice },
    });
    expect(subscribed.status).toBe(200);
    const { client, user } = await api.user('onTime');
    const key = await client.call('push-public-key');
    const device = await push.subscribe(key.body.publicKey);
    expect(
      (await client.call('push-subscribe', { body: { endpoint: device.endpoint, keys: device.keys } }))
        .status,
    ).toBe(200);

    const slowTasks: Task[] = [];
    for (let i = 0; i < 20; i++) slowTasks.push(await create(slowClient, `Slow ${i}`));
    const task = await create(client, 'On time');
    // All due at one moment; the slow user's twenty in the shard polled first, more than the two
    // pollers' sixteen claim workers, so this user's reminder is polled after them all.
    const at = new Date(Date.now() + 1500).toISOString();
    await Promise.all(slowTasks.map((slowTask) => remindAt(slowUser._id, slowTask._id, at, 0)));
    await remindAt(user._id, task._id, at, 3);

    await until(() => slow.paths.length > 0, 'the first slow send', 30_000);
    // Waits for the on-time reminder however long it takes; what proves the point is that it
    // arrived while the slow user's sends were still open (below), not how soon.
    let received: string[] = [];
    const deadline = Date.now() + 45_000;
    while (received.length === 0) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the on-time reminder');
      received = await push.messages(device);
      if (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const stillOpen = slow.open;
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0] as string)).toMatchObject({ title: 'On time' });
    // Delivered while the slow user's sends were still waiting for their push service.
    expect(stillOpen).toBeGreaterThan(0);
  });
});
