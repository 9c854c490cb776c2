/**
 * The second factor of a check that needs more than the password (deleting an account): an account
 * with two-factor sign-in on gives a code from its app or a recovery code, spent as a sign-in's is
 * (docs/api.md#two-factor-sign-in). Checked on the deletion's first call only: that call marks the
 * account, and the calls that go on with it need the password alone (a code works once). Each
 * check counts against the account's and the client address's code checks, as sign-in's code step:
 * the password right, the code must not be guessable.
 */
import { accountTexts } from '@shared/messages/server';
import { normalizeCode } from '@shared/two-factor';
import { spendProof } from '../../data/accounts/two-factor';
import type { UserItem } from '../../data/accounts/users';
import { limitCodeChecks } from '../../data/core/rate-limits';
import { Invalid } from '../../lib/errors';
import { requireProof } from '../../lib/second-factor';

export async function checkSecondFactor(
  user: Pick<UserItem, 'id' | 'twoFactor' | 'totpSecret' | 'totpLastStep' | 'recoveryCodes' | 'deleting'>,
  code: string | undefined,
  sourceIp: string,
): Promise<void> {
  if (!user.twoFactor || user.deleting) return;
  if (!code) throw new Invalid(accountTexts.resetNeedsCode);
  const now = Date.now();
  await limitCodeChecks(user.id, sourceIp, Math.floor(now / 1000));
  const proof = requireProof(user, normalizeCode(code), now);
  // Spent by another request meanwhile: the same code, just used.
  if (!(await spendProof(user.id, proof))) throw new Invalid(accountTexts.codeJustUsed);
}
