/**
 * Sending pushes to URLs users gave us (docs/reminders.md#sending), against local HTTP servers that
 * play misbehaving push services: a redirect is not followed, a service that does not answer is
 * given up after 3 s, an endpoint that is no push service is never posted to, one user's slow
 * services do not hold up another user's push, a user's sends per poll are capped, and every
 * failure is logged with the service's status and answer.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ProbeServer, startProbeServer, until } from '../../../tests/support/probe-server';
import type { Logger } from '../../lib/log';
import type { Device } from './push-dispatch';
import type { PushPayload } from './push-sender';

type Sender = typeof import('./push-sender');
type Dispatch = typeof import('./push-dispatch');

let sender: Sender;
let dispatch: Dispatch;
let vapid: import('../../lib/vapid').VapidKeys;
const servers: ProbeServer[] = [];

beforeAll(async () => {
  // As on the local stack: loopback push services are allowed (functions/lib/push-endpoint.ts).
  vi.stubEnv('PUSH_ALLOW_LOCAL_HTTP', 'true');
  vi.resetModules();
  sender = await import('./push-sender');
  dispatch = await import('./push-dispatch');
  vapid = (await import('../../lib/vapid')).vapidKeysFromSeed('push-sender-test');
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const device = (endpoint: string): Device => ({ endpoint, ...keys });
const payload: PushPayload = { title: 'Call the dentist', body: 'Reminder', url: '/dashboard', tag: 't' };

async function probe(respond: Parameters<typeof startProbeServer>[0]): Promise<ProbeServer> {
  const server = await startProbeServer(respond);
  servers.push(server);
  return server;
}

const accepting = () => probe((_, response) => void response.writeHead(201).end());
const hanging = () => probe(() => 'hang');

function capturingLog() {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const logger = (): Logger => {
    const at =
      (level: string) =>
      (message: string, fields: Record<string, unknown> = {}) =>
        void lines.push({ level, message, fields });
    return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), with: logger };
  };
  return { log: logger(), lines };
}

describe('sendPush', () => {
  it('does not follow a redirect: the send fails and the target is never posted to', async () => {
    const target = await accepting();
    const redirector = await probe(
      (_, response) => void response.writeHead(307, { location: `${target.url}/collect` }).end(),
    );
    const result = await sender.sendPush(device(`${redirector.url}/push/1`), payload, vapid);
    expect(result).toMatchObject({ outcome: 'failed', status: 307 });
    expect(redirector.paths).toEqual(['/push/1']);
    expect(target.paths).toEqual([]);
  });

  it('gives up on a push service that does not answer within 3 seconds', async () => {
    const slow = await hanging();
    const started = Date.now();
    await expect(sender.sendPush(device(`${slow.url}/push/2`), payload, vapid)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    const elapsed = Date.now() - started;
    expect(sender.pushTimeoutMs).toBe(3000);
    // 3 s by the clock, with room for a loaded machine; the former 10 s limit cannot pass.
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(8000);
    await until(() => slow.abandoned === 1, 'the abandoned request');
  }, 15_000);

  it('never posts to an endpoint that is no push service (stored under an older rule)', async () => {
    for (const endpoint of ['https://attacker.example/collect', 'https://169.254.169.254/latest/meta-data/'])
      expect(await sender.sendPush(device(endpoint), payload, vapid)).toEqual({ outcome: 'refused' });
  });
});

describe('a poll’s pushes', () => {
  const limits = { sendsInFlight: 12, userSendsInFlight: 10, userSendsPerPoll: 10, devicesMax: 10 };

  function dispatchTo(devices: Record<string, Device[]>) {
    const { log, lines } = capturingLog();
    const forgotten: string[] = [];
    const pushes = dispatch.pushDispatch(
      {
        devices: async (userId) => devices[userId] ?? [],
        send: (target, message) => sender.sendPush(target, message, vapid),
        forget: async (_, endpoint) => void forgotten.push(endpoint),
      },
      limits,
      log,
    );
    return { pushes, lines, forgotten };
  }

  it("one user's slow push services do not hold up another user's push; a user's sends are capped", async () => {
    const slow = await hanging();
    const fast = await accepting();
    const slowDevices = Array.from({ length: 10 }, (_, i) => device(`${slow.url}/slow/${i}`));
    const { pushes, lines } = dispatchTo({ slowUser: slowDevices, other: [device(`${fast.url}/fast`)] });
    pushes.add('slowUser', payload);
    pushes.add('slowUser', { ...payload, tag: 'second' });
    pushes.add('other', payload);
    await until(() => fast.paths.length === 1, "the other user's push");
    // Delivered before any of the slow user's sends was given up (each waits its 3 s).
    expect(slow.abandoned).toBe(0);
    await pushes.settled();
    await until(() => slow.abandoned === 10, 'the slow sends given up');
    expect(pushes.stats).toEqual({ pushes: 1, gone: 0, failed: 10, capped: 10 });
    expect(slow.paths).toHaveLength(10);
    const failures = lines.filter((line) => line.message === 'push not delivered');
    expect(failures).toHaveLength(10);
    expect(failures[0]?.fields).toMatchObject({ userId: 'slowUser', status: null });
  }, 15_000);

  it("logs every failure with the push service's status and answer; a gone device is removed", async () => {
    const apple = await probe(
      (_, response) =>
        void response.writeHead(403, { 'content-type': 'application/json' }).end('{"reason":"BadJwtToken"}'),
    );
    const gone = await probe((_, response) => void response.writeHead(410).end());
    const { pushes, lines, forgotten } = dispatchTo({
      user: [device(`${apple.url}/apple`), device(`${gone.url}/gone`), device('https://attacker.example/x')],
    });
    pushes.add('user', payload);
    await pushes.settled();
    expect(pushes.stats).toEqual({ pushes: 0, gone: 2, failed: 1, capped: 0 });
    expect(lines).toContainEqual({
      level: 'warn',
      message: 'push not delivered',
      fields: {
        userId: 'user',
        host: apple.url.slice('http://'.length),
        status: 403,
        reason: '{"reason":"BadJwtToken"}',
      },
    });
    expect(forgotten.sort()).toEqual([`${gone.url}/gone`, 'https://attacker.example/x'].sort());
    expect(lines.filter((line) => line.message === 'push device removed')).toHaveLength(2);
  });
});
