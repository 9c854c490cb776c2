/**
 * The account's password checked where a session or a link is not proof enough (the session
 * routes that change what a cookie could keep: two-factor sign-in, the password, passkeys, the
 * account's deletion; and the verification page of a new recovery address:
 * docs/decisions/0142-sensitive-changes-need-proof.md), within the password-check limits: 10 wrong
 * per account and 30 per client address in 15 minutes, then 429 (functions/data/core/rate-limits.ts
 * `limitPasswordChecks`). Each check is reserved before the password is hashed, so parallel
 * guesses cannot overtake the count; a right password clears the account's window and gives the
 * address's reservation back, as sign-in's does.
 */
import { accountTexts, serverErrors } from '@shared/messages/server';
import { spendProof } from '../data/accounts/two-factor';
import type { UserItem } from '../data/accounts/users';
import {
  attemptPassed,
  limitCodeChecks,
  limitPasswordChecks,
  passwordCheckCounterKeys,
} from '../data/core/rate-limits';
import { Invalid } from './errors';
import { verifyPassword } from './password';
import { requireProof } from './second-factor';
import { PasswordNeeded } from './session-factor';

/** Resolves when `password` is the account's; Invalid ('Current password is incorrect') or TooMany otherwise. */
export async function checkPassword(
  account: Pick<UserItem, 'id' | 'passwordHash'>,
  password: string,
  sourceIp: string,
): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  await limitPasswordChecks(account.id, sourceIp, nowSeconds);
  // A failure keeps both reservations: they are the failure counts.
  if (!(await verifyPassword(password, account.passwordHash))) throw new Invalid(serverErrors.wrongPassword);
  const counters = passwordCheckCounterKeys(account.id, sourceIp);
  await attemptPassed(counters.account, counters.address, nowSeconds);
}

type ProvingAccount = Pick<
  UserItem,
  'id' | 'passwordHash' | 'twoFactor' | 'totpSecret' | 'totpLastStep' | 'recoveryCodes'
>;

/**
 * The password and, with two-factor sign-in on, a code (normalized: the contract's `anyCode`),
 * for a change a session alone may not make (a passkey's registration). Without them: 401
 * `passwordNeeded` (PasswordNeeded), nothing checked or counted. The password within the
 * password-check limits, then the code within the code-check limits (as sign-in's code step), spent
 * here: a code proves once.
 */
export async function checkPasswordAndCode(
  account: ProvingAccount,
  given: { password?: string | undefined; code?: string | undefined },
  sourceIp: string,
): Promise<void> {
  if (!given.password || (account.twoFactor && !given.code)) throw new PasswordNeeded(account);
  await checkPassword(account, given.password, sourceIp);
  if (!account.twoFactor || !given.code) return;
  const now = Date.now();
  await limitCodeChecks(account.id, sourceIp, Math.floor(now / 1000));
  const proof = requireProof(account, given.code, now);
  // Spent by another request meanwhile: the same code, just used.
  if (!(await spendProof(account.id, proof))) throw new Invalid(accountTexts.codeJustUsed);
}
