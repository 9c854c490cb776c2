/**
 * POST /api/auth/password/reset `{ token, newPassword }` (public, docs/api.md#password-resets):
 * sets the password of the account a live reset link names and ends all its sessions; the link
 * then is dead. Checks are limited per client address. It signs nobody in: the page sends the user
 * to sign in with the new password.
 */
import { passwordResetBody } from '@shared/contract/requests/accounts';
import { limits } from '@shared/limits';
import { accountTexts } from '@shared/messages/server';
import { resetPassword } from '../data/password-resets';
import { limitLinkChecks } from '../data/rate-limits';
import { createPublicHandler } from '../lib/handler';
import { tokenHash } from '../lib/link-tokens';
import { hashPassword } from '../lib/password';

export const handler = createPublicHandler('auth-password-reset', {
  body: passwordResetBody,
  handle: async ({ input, sourceIp, log }) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    await limitLinkChecks('reset', sourceIp, {
      max: limits.linkChecksMax,
      windowSeconds: limits.linkCheckWindowMinutes * 60,
      nowSeconds,
    });
    const userId = await resetPassword(
      tokenHash(input.token),
      await hashPassword(input.newPassword),
      nowSeconds,
    );
    log.info('password reset', { userId });
    return { message: accountTexts.passwordReset };
  },
});
