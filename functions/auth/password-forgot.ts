/**
 * POST /api/auth/password/forgot `{ login }` (public, docs/api.md#password-resets): a username or
 * an email address. When it names an account with a recovery address (and the site sends mail), a
 * link to set a new password goes to that address, and only ever to it (not to an address a session
 * set and nobody confirmed: docs/decisions/0142-sensitive-changes-need-proof.md), valid 30 minutes
 * and once. An address names the account whose recovery address it is. The answer is always
 * 202 with the same message, and it comes no sooner than limits.forgotAnswerFloorMs after the
 * request, whatever was found or sent: neither its text nor its timing tells whether an account
 * exists. Limited per client address and per login typed (the same for a login that is nobody's).
 */
import { forgotBody } from '@shared/contract/requests/accounts';
import { limits } from '@shared/limits';
import { accountTexts } from '@shared/messages/server';
import { userIdByEmail } from '../data/accounts/email-addresses';
import { issueForgottenPasswordLink, resetLinkSeconds } from '../data/accounts/password-resets';
import { recoveryOf } from '../data/accounts/recovery-address';
import { getUser, userIdByName } from '../data/accounts/users';
import { accountMailCounterKey, limitLinkChecks, reserveAttempt } from '../data/core/rate-limits';
import { resetMail } from '../lib/account-mail';
import { createPublicHandler, Reply } from '../lib/handler';
import { newLinkToken } from '../lib/link-tokens';
import type { Logger } from '../lib/log';
import { mailEnabled, sendMail } from '../lib/mail';
import { linkOrigin } from '../lib/site';

const daySeconds = 24 * 60 * 60;

/** Sends the link when the login names an account that may have one; says nothing either way. */
async function mailLinkIfAny(login: string, origin: string, nowSeconds: number, log: Logger): Promise<void> {
  const window = { max: limits.accountMailsPerDay, windowSeconds: daySeconds, nowSeconds };
  if (!mailEnabled() || !(await reserveAttempt(accountMailCounterKey(login), window))) return;
  const userId = login.includes('@') ? await userIdByEmail(login) : await userIdByName(login);
  const user = userId ? await getUser(userId) : undefined;
  // Only ever the recovery address: an address a session set is not one until confirmed.
  const to = user ? recoveryOf(user) : '';
  if (!user || !to || user.disabled) return;
  const { token, hash } = newLinkToken();
  await issueForgottenPasswordLink(user, to, { hash, expiresAt: nowSeconds + resetLinkSeconds.forgotten });
  await sendMail(resetMail(origin, { to, username: user.username, token }));
  log.info('reset link mailed', { userId: user.id });
}

export const handler = createPublicHandler('auth-password-forgot', {
  body: forgotBody,
  handle: async ({ input, sourceIp, log }) => {
    const started = Date.now();
    const nowSeconds = Math.floor(started / 1000);
    await limitLinkChecks('forgot', sourceIp, {
      max: limits.linkChecksMax,
      windowSeconds: limits.linkCheckWindowMinutes * 60,
      nowSeconds,
    });
    try {
      await mailLinkIfAny(input.login, linkOrigin(), nowSeconds, log);
    } catch (error) {
      // The user learns nothing from a failure either: it is the operator's to see.
      log.error('forgotten-password mail failed', { error });
    }
    const rest = limits.forgotAnswerFloorMs - (Date.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    return new Reply({ message: accountTexts.forgotSent }, { statusCode: 202 });
  },
});
