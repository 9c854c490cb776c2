/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1: 128 MiB of memory per
 * hash), stored as `scrypt$N$r$p$salt$hash` so the parameters can be raised later without breaking
 * stored hashes. Verification compares in constant time.
 *
 * A test stack lowers N with PASSWORD_HASH_COST, log2 of N from 10 to 20
 * (docs/decisions/0145-tests-hash-passwords-at-a-lower-cost.md); the stack never sets it. It is read
 * here, at the first hash, not with ./env.ts at load: tests import this module (to count checks)
 * before their stack's environment is set, and ./env.ts must not be loaded before that.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

let chosen: { N: number; r: 8; p: 1 } | undefined;
/** The parameters of new hashes. */
export function hashParams(): { N: number; r: 8; p: 1 } {
  if (chosen) return chosen;
  const cost = Number(process.env.PASSWORD_HASH_COST || 17);
  if (!Number.isInteger(cost) || cost < 10 || cost > 20)
    throw new Error(
      `PASSWORD_HASH_COST must be an integer from 10 to 20, not ${process.env.PASSWORD_HASH_COST}`,
    );
  chosen = { N: 2 ** cost, r: 8, p: 1 };
  return chosen;
}
const keyLength = 32;
/** scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below that. */
const maxmem = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = hashParams();
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * How many password checks this process has started. The sign-in throttle is only as good as the
 * number of checks it lets through, so tests read this (the local gateway runs the handlers in the
 * test's process) instead of inferring it from answers; it also costs nothing in Lambda.
 */
let checksStarted = 0;
export const passwordChecksStarted = (): number => checksStarted;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  checksStarted++;
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const key = await derive(password, Buffer.from(saltText, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random password, computed once: sign-in verifies against it when the username does
 * not exist, so that a missing user costs the same time as a wrong password (no user enumeration).
 */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};
