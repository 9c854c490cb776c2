/**
 * Where push endpoints may point (docs/reminders.md#devices): in AWS (no PUSH_ALLOW_LOCAL_HTTP) only
 * the browsers' push services, https, no user info, the default port; the local stack's flag lets
 * loopback through too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function endpointRule(allowLocal: string) {
  vi.stubEnv('PUSH_ALLOW_LOCAL_HTTP', allowLocal);
  vi.resetModules();
  return (await import('./push-endpoint')).checkEndpoint;
}

const notPushService = /endpoint must be a browser push service/;

describe('push endpoints', () => {
  it('accepts only https when deployed', async () => {
    const check = await endpointRule('');
    expect(() => check('https://fcm.googleapis.com/fcm/send/x')).not.toThrow();
    expect(() => check('http://localhost:8090/notify/x')).toThrow('endpoint must be an https URL');
    expect(() => check('http://127.0.0.1:8090/notify/x')).toThrow('endpoint must be an https URL');
  });

  it('accepts http on loopback when the local stack says so', async () => {
    const check = await endpointRule('true');
    expect(() => check('http://localhost:8090/notify/x')).not.toThrow();
    expect(() => check('http://127.0.0.1:8090/notify/x')).not.toThrow();
    expect(() => check('http://[::1]:8090/notify/x')).not.toThrow();
    expect(() => check('http://user:pw@127.0.0.1:8090/notify/x')).toThrow(notPushService);
    // The local flag adds loopback only: every other host is held to the same list as in AWS.
    expect(() => check('https://attacker.example/collect')).toThrow(notPushService);
    expect(() => check('http://169.254.169.254/latest/meta-data/')).toThrow('endpoint must be an https URL');
  });

  it("accepts the browsers' push services only, by exact host or exact suffix", async () => {
    const check = await endpointRule('');
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
      'https://FCM.googleapis.com:443/fcm/send/x',
    ])
      expect(() => check(endpoint), endpoint).not.toThrow();
    for (const endpoint of [
      'https://attacker.example/collect',
      'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'https://[fd00:ec2::254]/latest/meta-data/',
      'https://localhost/notify/x',
      'https://127.0.0.1/notify/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://attackerfcm.googleapis.com/x',
      'https://fcm.googleapis.com./x',
      'https://notify.windows.com/x',
      'https://evil-notify.windows.com/x',
      'https://notify.windows.com.attacker.example/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://user@web.push.apple.com/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://push.example.com/send/abc',
    ])
      expect(() => check(endpoint), endpoint).toThrow(notPushService);
    expect(() => check('http://fcm.googleapis.com/fcm/send/x')).toThrow('endpoint must be an https URL');
  });
});
