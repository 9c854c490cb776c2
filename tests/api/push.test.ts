/**
 * Web Push devices: the public key, subscribing and unsubscribing, at most 10 devices per
 * user (the oldest goes), the endpoint rule (the browsers' push services only, https; plain http
 * only on a loopback host, which the local stack allows), and that nobody reaches another user's devices.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPartition } from '../../functions/data/core/keys';
import { limits } from '../../shared/limits';
import { pushTexts, reminderTexts } from '../../shared/messages/server';
import { startApi, type TestApi } from '../support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

async function devices(userId: string): Promise<string[]> {
  const result = await api.db.send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':p': 'WEBPUSH#' },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map((item) => item.endpoint as string).sort();
}

describe('push devices', () => {
  it('answers the VAPID public key (an uncompressed P-256 point), the same every time; guests get 401', async () => {
    const { client } = await api.user('key');
    const first = await client.call('push-public-key');
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    expect((await client.call('push-public-key')).body).toEqual(first.body);
    expect((await api.client().call('push-public-key')).status).toBe(401);
  });

  it('subscribes and unsubscribes a device; the same endpoint twice is one device', async () => {
    const { client, user } = await api.user('sub');
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    const subscribed = await client.call('push-subscribe', {
      body: { endpoint, keys, expirationTime: null },
    });
    expect(subscribed.status).toBe(200);
    expect(subscribed.body).toEqual({ message: reminderTexts.subscribed });
    await client.call('push-subscribe', { body: { endpoint, keys } });
    expect(await devices(user._id)).toEqual([endpoint]);
    const removed = await client.call('push-unsubscribe', { body: { endpoint } });
    expect(removed.status).toBe(200);
    expect(await devices(user._id)).toEqual([]);
  });

  it('keeps at most 10 devices: the oldest goes', async () => {
    const { client, user } = await api.user('many');
    const endpoints = Array.from(
      { length: limits.pushDevicesMax + 1 },
      (_, i) => `https://fcm.googleapis.com/fcm/send/d${String(i).padStart(2, '0')}`,
    );
    for (const endpoint of endpoints) {
      expect((await client.call('push-subscribe', { body: { endpoint, keys } })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await devices(user._id)).toEqual(endpoints.slice(1).sort());
  });

  it('refuses endpoints that are not https (http only on localhost and 127.0.0.1 locally) and bad keys', async () => {
    const { client, user } = await api.user('https');
    for (const endpoint of [
      'http://push.example.com/x',
      'ftp://push.example.com/x',
      'not a url',
      'javascript:alert(1)',
    ]) {
      const refused = await client.call('push-subscribe', { body: { endpoint, keys } });
      expect(refused.status, endpoint).toBe(400);
      expect(refused.body).toEqual({ message: reminderTexts.endpointInvalid });
    }
    const badKeys = await client.call('push-subscribe', {
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/k', keys: { p256dh: 'not base64!', auth: 'x' } },
    });
    expect(badKeys.status).toBe(400);
    expect(await devices(user._id)).toEqual([]);
    for (const endpoint of ['http://localhost:8090/notify/a', 'http://127.0.0.1:8090/notify/b'])
      expect((await client.call('push-subscribe', { body: { endpoint, keys } })).status, endpoint).toBe(200);
  });

  it('refuses endpoints that are no browser push service, storing nothing', async () => {
    const { client, user } = await api.user('ssrf');
    for (const endpoint of [
      'https://attacker.example/collect',
      'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'https://fcm.googleapis.com.attacker.example/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ]) {
      const refused = await client.call('push-subscribe', { body: { endpoint, keys } });
      expect(refused.status, endpoint).toBe(400);
      expect(refused.body).toEqual({ message: pushTexts.endpointNotPushService });
    }
    expect(await devices(user._id)).toEqual([]);
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect((await client.call('push-subscribe', { body: { endpoint, keys } })).status, endpoint).toBe(200);
    expect(await devices(user._id)).toHaveLength(2);
  });

  it("nobody reaches another user's devices", async () => {
    const { client: owner, user } = await api.user('own');
    const { client: stranger } = await api.user('stranger');
    const endpoint = 'https://web.push.apple.com/mine';
    await owner.call('push-subscribe', { body: { endpoint, keys } });
    expect((await stranger.call('push-unsubscribe', { body: { endpoint } })).status).toBe(200);
    expect(await devices(user._id)).toEqual([endpoint]);
    expect((await api.client().call('push-subscribe', { body: { endpoint, keys } })).status).toBe(401);
  });
});
