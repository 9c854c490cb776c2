/**
 * The https rule of push endpoints (issue 24): in AWS (no PUSH_ALLOW_LOCAL_HTTP) only https; the
 * local stack's flag lets http://localhost and 127.0.0.1 through. The VAPID pair derived from a seed
 * is a valid P-256 pair and stable.
 */
import { createECDH } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function endpointRule(allowLocal: string) {
  vi.stubEnv('PUSH_ALLOW_LOCAL_HTTP', allowLocal);
  vi.resetModules();
  return (await import('../../functions/push/lib/endpoint')).checkEndpoint;
}

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
  });
});

describe('VAPID keys from a seed', () => {
  it('derives a stable P-256 pair whose public key matches its private key', async () => {
    const { vapidKeysFromSeed } = await import('../../functions/lib/vapid');
    const keys = vapidKeysFromSeed('seed-1');
    expect(vapidKeysFromSeed('seed-1')).toEqual(keys);
    expect(vapidKeysFromSeed('seed-2').publicKey).not.toBe(keys.publicKey);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(keys.publicKey);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
  });
});
