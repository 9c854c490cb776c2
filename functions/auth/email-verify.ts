/**
 * POST /api/auth/email/verify `{ token }` (public, docs/api.md#email): the address a live
 * verification link names is verified, and claimed for its account. Checks are limited per client
 * address. Public, so the link works in whatever browser the mail is opened in.
 */
import { verifyEmailBody } from '@shared/contract/requests/accounts';
import { limits } from '@shared/limits';
import { accountTexts } from '@shared/messages/server';
import { verifyEmail } from '../data/email-addresses';
import { limitLinkChecks } from '../data/rate-limits';
import { createPublicHandler } from '../lib/handler';
import { tokenHash } from '../lib/link-tokens';

export const handler = createPublicHandler('auth-email-verify', {
  body: verifyEmailBody,
  handle: async ({ input, sourceIp, log }) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    await limitLinkChecks('verify', sourceIp, {
      max: limits.linkChecksMax,
      windowSeconds: limits.linkCheckWindowMinutes * 60,
      nowSeconds,
    });
    const userId = await verifyEmail(tokenHash(input.token), nowSeconds);
    log.info('email verified', { userId });
    return { message: accountTexts.emailVerified };
  },
});
