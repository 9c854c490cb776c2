/**
 * The hash's parameters: OWASP's N=2^17 unless PASSWORD_HASH_COST lowers it (a test stack only:
 * tests/infra/stack.test.ts shows the stack never sets it), and a hash made at another cost still
 * verifies, because it names its own N.
 */
import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashParams, hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('use N=2^17, r=8, p=1 when nothing lowers the cost', async () => {
    // The unit project sets no PASSWORD_HASH_COST (vitest.config.ts): this is the deployed default.
    expect(process.env.PASSWORD_HASH_COST).toBeUndefined();
    expect(hashParams()).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    // Two hashes of 128 MiB each: seconds on a busy 2-core machine.
  }, 60_000);

  it('verify a hash made at another cost by the N it names', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Passw0rd'.normalize('NFKC'), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    const stored = ['scrypt', 2 ** 10, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('Passw0rd', stored)).toBe(true);
    expect(await verifyPassword('Passw0rd!', stored)).toBe(false);
  });
});
