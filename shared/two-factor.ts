/**
 * Two-factor sign-in (docs/api.md#two-factor-sign-in), its numbers and the forms of its codes,
 * declared once for the server (the routes' schemas and checks) and the web's lazy two-factor
 * screens. Not in shared/limits.ts, which the web's first download carries whole.
 */

/** RFC 6238 as every authenticator app reads an otpauth:// link: SHA-1, 6 digits, 30-second steps. */
export const totp = { algorithm: 'SHA1', digits: 6, periodSeconds: 30, secretBytes: 20 } as const;

/** The steps either side of now a code may come from: a phone's clock a little off still works. */
export const totpDriftSteps = 1;

export const twoFactorLimits = {
  /** Recovery codes made when two-factor sign-in is turned on; each works once. */
  recoveryCodes: 10,
  /** How long the password step's challenge waits for the code, and how many wrong codes it takes. */
  challengeMinutes: 5,
  challengeTries: 5,
  /** Code checks (every route that checks a code) per account and per client address, per window. */
  codeChecksPerAccount: 10,
  codeChecksPerAddress: 30,
  codeCheckWindowMinutes: 15,
} as const;

/**
 * A recovery code: 16 characters of RFC 4648 base32 (80 random bits, checked only by the server
 * under the code-check limits, after the password: docs/decisions/0149), shown in groups of four.
 * Typed in any case, with or without the hyphens or spaces. Codes made before were 28 characters,
 * and still work.
 */
export const recoveryCodeAlphabet = 'abcdefghijklmnopqrstuvwxyz234567';
export const recoveryCodeLength = 16;
/** The lengths a recovery code is read in: today's, and the 28 of codes made before. */
const recoveryCodeLengths: readonly number[] = [recoveryCodeLength, 28];
export const recoveryCodeGroup = 4;

/** A code as typed, without spaces and hyphens, in lower case: how both kinds are compared. */
export const normalizeCode = (typed: string): string => typed.replace(/[\s-]/g, '').toLowerCase();

/** Whether a normalized code has the form of an authenticator's code. */
export const isAuthenticatorCode = (code: string): boolean => new RegExp(`^\\d{${totp.digits}}$`).test(code);

/** Whether a normalized code has the form of a recovery code. */
export const isRecoveryCode = (code: string): boolean =>
  recoveryCodeLengths.includes(code.length) && [...code].every((c) => recoveryCodeAlphabet.includes(c));
