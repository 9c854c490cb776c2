/**
 * Sending one push to a URL a user gave us (docs/reminders.md#sending), against local HTTP servers
 * that play misbehaving push services: a redirect is not followed, a service that does not answer is
 * given up after 3 s, an endpoint that is no push service is never posted to.
 */
import { describe, expect, it } from 'vitest';
import { until } from '../../../tests/support/probe-server';
import {
  accepting,
  device,
  hanging,
  payload,
  probe,
  pushModules,
  withPushProbes,
} from '../../../tests/support/push-probes';

withPushProbes();

describe('sendPush', () => {
  it('does not follow a redirect: the send fails and the target is never posted to', async () => {
    const target = await accepting();
    const redirector = await probe(
      (_, response) => void response.writeHead(307, { location: `${target.url}/collect` }).end(),
    );
    const result = await pushModules.sender.sendPush(
      device(`${redirector.url}/push/1`),
      payload,
      pushModules.vapid,
    );
    expect(result).toMatchObject({ outcome: 'failed', status: 307 });
    expect(redirector.paths).toEqual(['/push/1']);
    expect(target.paths).toEqual([]);
  });

  it('gives up on a push service that does not answer within 3 seconds', async () => {
    const slow = await hanging();
    const started = Date.now();
    await expect(
      pushModules.sender.sendPush(device(`${slow.url}/push/2`), payload, pushModules.vapid),
    ).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    const elapsed = Date.now() - started;
    expect(pushModules.sender.pushTimeoutMs).toBe(3000);
    // 3 s by the clock, with room for a loaded machine; the former 10 s limit cannot pass.
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(8000);
    await until(() => slow.abandoned === 1, 'the abandoned request');
  }, 15_000);

  it('never posts to an endpoint that is no push service (stored under an older rule)', async () => {
    for (const endpoint of ['https://attacker.example/collect', 'https://169.254.169.254/latest/meta-data/'])
      expect(await pushModules.sender.sendPush(device(endpoint), payload, pushModules.vapid)).toEqual({
        outcome: 'refused',
      });
  });
});
