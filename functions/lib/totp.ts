/**
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30-second steps; shared/two-factor.ts)
 * through `otpauth`, which no other module loads, so that only the two-factor routes bundle it: a new
 * secret, its otpauth:// link, and which time step a code belongs to.
 */
import { timingSafeEqual } from 'node:crypto';
import { totp, totpDriftSteps } from '@shared/two-factor';
import { HOTP, Secret, TOTP } from 'otpauth';

/** A new secret of 160 random bits (RFC 4226's recommended length), as base32. */
export const newTotpSecret = (): string => new Secret({ size: totp.secretBytes }).base32;

/** The otpauth:// link an authenticator app reads (from its QR code): `issuer` names the site. */
export const otpauthUrl = (secret: string, issuer: string, account: string): string =>
  new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: totp.algorithm,
    digits: totp.digits,
    period: totp.periodSeconds,
  }).toString();

/** The time step of an instant (epoch milliseconds). */
export const stepAt = (nowMs: number): number =>
  TOTP.counter({ period: totp.periodSeconds, timestamp: nowMs });

/**
 * The time step whose code `code` is: now's or one either side, and later than `after` (the last
 * step accepted, so that a code works once); null when none. Every candidate is made and compared
 * in constant time, so how long a refusal takes says nothing about how near the code came.
 */
export function stepOfCode(secret: string, code: string, nowMs: number, after: number): number | null {
  const key = Secret.fromBase32(secret);
  const typed = Buffer.from(code);
  const now = stepAt(nowMs);
  let found: number | null = null;
  for (let step = now - totpDriftSteps; step <= now + totpDriftSteps; step++) {
    const expected = Buffer.from(
      HOTP.generate({ secret: key, algorithm: totp.algorithm, digits: totp.digits, counter: step }),
    );
    const same = expected.length === typed.length && timingSafeEqual(expected, typed);
    if (same && step > after) found = step;
  }
  return found;
}
