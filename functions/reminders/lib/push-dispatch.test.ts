/**
 * A poll's pushes (push-dispatch.ts), sent to local HTTP servers that play misbehaving push services
 * (docs/reminders.md#sending): one user's slow services do not hold up another user's push, a
 * user's sends per poll are capped, and every failure is logged with the service's status and answer.
 */
import { describe, expect, it } from 'vitest';
import { until } from '../../../tests/support/probe-server';
import {
  accepting,
  capturingLog,
  device,
  hanging,
  payload,
  probe,
  pushModules,
  withPushProbes,
} from '../../../tests/support/push-probes';
import type { Device } from './push-dispatch';

withPushProbes();

describe('a poll’s pushes', () => {
  const limits = { sendsInFlight: 12, userSendsInFlight: 10, userSendsPerPoll: 10, devicesMax: 10 };

  function dispatchTo(devices: Record<string, Device[]>) {
    const { sender, dispatch, vapid } = pushModules;
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
