/**
 * POST /api/auth/email/verify-request (docs/api.md#email): mails a link, valid 24 hours, to verify
 * the profile's address; a new link makes the previous one dead. Five a day per account.
 */
import { limits } from '@shared/limits';
import { accountTexts } from '@shared/messages/server';
import { issueVerification, verificationSeconds } from '../data/accounts/email-addresses';
import { accountMailCounterKey, reserveAttempt } from '../data/core/rate-limits';
import { verifyMail } from '../lib/account-mail';
import { Invalid, NotSetUp, TooMany } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { newLinkToken } from '../lib/link-tokens';
import { mailEnabled, sendMail } from '../lib/mail';
import { linkOrigin } from '../lib/site';

const daySeconds = 24 * 60 * 60;

export const handler = createHandler('auth-email-verify-request', {
  handle: async ({ user, unit }) => {
    if (!mailEnabled()) throw new NotSetUp(accountTexts.mailOff);
    if (!user.email) throw new Invalid(accountTexts.noEmail);
    if (user.emailVerified) throw new Invalid(accountTexts.alreadyVerified);
    const nowSeconds = Math.floor(Date.now() / 1000);
    const window = { max: limits.accountMailsPerDay, windowSeconds: daySeconds, nowSeconds };
    if (!(await reserveAttempt(accountMailCounterKey(user.id), window)))
      throw new TooMany(accountTexts.tooManyAttempts, daySeconds);
    const { token, hash } = newLinkToken();
    await issueVerification(user, { hash, expiresAt: nowSeconds + verificationSeconds }, unit);
    await sendMail(verifyMail(linkOrigin(), { to: user.email, username: user.username, token }));
    return { message: accountTexts.verifySent(user.email) };
  },
});
