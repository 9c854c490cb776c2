/** The VAPID pair derived from a seed (vapid.ts): a valid P-256 pair, and stable. */
import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { vapidKeysFromSeed } from './vapid';

describe('VAPID keys from a seed', () => {
  it('derives a stable P-256 pair whose public key matches its private key', () => {
    const keys = vapidKeysFromSeed('seed-1');
    expect(vapidKeysFromSeed('seed-1')).toEqual(keys);
    expect(vapidKeysFromSeed('seed-2').publicKey).not.toBe(keys.publicKey);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(keys.publicKey);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
  });
});
