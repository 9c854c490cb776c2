/**
 * The secrets of one-time links (the setup link, invitations, password resets) and of sign-in
 * challenges, and recovery codes: 32 random bytes, URL-safe, of which only the SHA-256 is stored. A stored hash is compared in constant time, so a
 * guess learns nothing from how long a refusal took.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The hex SHA-256 a link's token is stored as. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token and its hash. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

/** Whether two hex hashes are equal, in time that does not depend on where they differ. */
export function sameHash(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
