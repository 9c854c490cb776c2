/**
 * The account's password checked where a session or a link is not proof enough (the verification
 * page of a new recovery address: docs/decisions/0142-sensitive-changes-need-proof.md), within the
 * password-check limits: 10 wrong per account and 30 per client address in 15 minutes, then 429
 * (functions/data/rate-limits.ts `limitPasswordChecks`). Each check is reserved before the password
 * is hashed, so parallel guesses cannot overtake the count; a right password clears the account's
 * window and gives the address's reservation back, as sign-in's does.
 */
import { serverErrors } from '@shared/messages/server';
import { attemptPassed, limitPasswordChecks, passwordCheckCounterKeys } from '../data/rate-limits';
import type { UserItem } from '../data/users';
import { Invalid } from './errors';
import { verifyPassword } from './password';

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
