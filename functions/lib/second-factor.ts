/**
 * What a code proves for an account with two-factor sign-in on (docs/api.md#two-factor-sign-in):
 * a code from its authenticator app of a time step later than the last one accepted, or one of its
 * unspent recovery codes. Checked against the profile as read; the write that spends the proof is
 * conditioned on it still holding (functions/data/accounts/two-factor.ts).
 */
import { accountTexts } from '@shared/messages/server';
import { isAuthenticatorCode, isRecoveryCode } from '@shared/two-factor';
import type { SecondFactorProof } from '../data/accounts/two-factor';
import type { UserItem } from '../data/accounts/users';
import { Invalid } from './errors';
import { sameHash, tokenHash } from './link-tokens';
import { stepOfCode } from './totp';

type SecondFactorAccount = Pick<UserItem, 'twoFactor' | 'totpSecret' | 'totpLastStep' | 'recoveryCodes'>;

/** The proof `code` (normalized, shared/two-factor.ts) gives for `account`; null when it proves nothing. */
export function proofOf(account: SecondFactorAccount, code: string, nowMs: number): SecondFactorProof | null {
  const secret = account.twoFactor ? account.totpSecret : undefined;
  if (!secret) return null;
  if (isAuthenticatorCode(code)) {
    const step = stepOfCode(secret, code, nowMs, account.totpLastStep ?? Number.NEGATIVE_INFINITY);
    return step === null ? null : { kind: 'code', secret, step };
  }
  if (!isRecoveryCode(code)) return null;
  const hash = tokenHash(code);
  // Compared with every stored hash, in constant time each: no early way out.
  const matches = Object.keys(account.recoveryCodes ?? {}).filter((stored) => sameHash(stored, hash));
  return matches.length > 0 ? { kind: 'recovery', hash } : null;
}

/**
 * Why `code` proves nothing: a code of the time step already accepted says so (its 30 seconds are
 * not over: the next code will do), anything else is not valid.
 */
export function wrongCodeText(account: SecondFactorAccount, code: string, nowMs: number): string {
  const secret = account.twoFactor ? account.totpSecret : undefined;
  const last = account.totpLastStep;
  if (secret && last !== undefined && isAuthenticatorCode(code)) {
    const step = stepOfCode(secret, code, nowMs, Number.NEGATIVE_INFINITY);
    if (step !== null && step <= last) return accountTexts.codeJustUsed;
  }
  return accountTexts.codeInvalid;
}

/** The proof `code` gives for `account`, or Invalid with why it gives none (`wrongCodeText`). */
export function requireProof(account: SecondFactorAccount, code: string, nowMs: number): SecondFactorProof {
  const proof = proofOf(account, code, nowMs);
  if (!proof) throw new Invalid(wrongCodeText(account, code, nowMs));
  return proof;
}
