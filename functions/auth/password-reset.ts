/**
 * POST /api/auth/password/reset `{ token, newPassword, code? }` (public, docs/api.md#password-resets):
 * sets the password of the account a live reset link names and ends all its sessions; the link
 * then is dead. Link checks are limited per client address. An account with two-factor sign-in on
 * also needs `code`, from its authenticator app or one of its recovery codes (a link alone does not
 * take the account over); that check counts against the account's and the address's code checks.
 * It signs nobody in: the page sends the user to sign in with the new password.
 */
import { passwordResetBody } from '@shared/contract/requests/accounts';
import { limits } from '@shared/limits';
import { accountTexts } from '@shared/messages/server';
import { resetLinkAccount, resetPassword } from '../data/accounts/password-resets';
import type { SecondFactorProof } from '../data/accounts/two-factor';
import { getUser } from '../data/accounts/users';
import { limitCodeChecks, limitLinkChecks } from '../data/core/rate-limits';
import { createPublicHandler } from '../lib/handler';
import { tokenHash } from '../lib/link-tokens';
import { hashPassword } from '../lib/password';
import { requireProof } from '../lib/second-factor';

/** The second factor `code` proves for the account, when it has two-factor on (none is needed otherwise). */
async function proofFor(
  userId: string,
  code: string,
  sourceIp: string,
  now: number,
): Promise<SecondFactorProof | undefined> {
  const account = await getUser(userId);
  if (!account?.twoFactor) return undefined;
  await limitCodeChecks(userId, sourceIp, Math.floor(now / 1000));
  const proof = requireProof(account, code, now);
  return proof;
}

export const handler = createPublicHandler('auth-password-reset', {
  body: passwordResetBody,
  handle: async ({ input, sourceIp, log }) => {
    const now = Date.now();
    const nowSeconds = Math.floor(now / 1000);
    await limitLinkChecks('reset', sourceIp, {
      max: limits.linkChecksMax,
      windowSeconds: limits.linkCheckWindowMinutes * 60,
      nowSeconds,
    });
    const hash = tokenHash(input.token);
    const userId = await resetLinkAccount(hash, nowSeconds);
    // Without a code the reset's own transaction refuses an account with two-factor on, unread.
    const proof = input.code ? await proofFor(userId, input.code, sourceIp, now) : undefined;
    await resetPassword(hash, userId, await hashPassword(input.newPassword), nowSeconds, proof);
    log.info('password reset', { userId, factor: proof?.kind ?? 'none' });
    return { message: accountTexts.passwordReset };
  },
});
