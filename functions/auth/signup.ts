/**
 * POST /api/auth/signup: creates the user and signs them in. Username taken in any case: 409.
 * The deploy's registration mode decides who may (docs/api.md#who-may-sign-up): `invite` needs a
 * live invitation (403 'Sign-up needs an invitation'), `domain` an email in an allowed domain. An
 * invitation, in any mode, makes the new user and the inviter teammates in the same transaction.
 * A `domain` sign-up without an invitation starts no session: it answers 202 and mails a link to
 * verify the address, and the account signs in once it is used (docs/api.md#email). With the
 * `emailProof` of an invitation's mailed link, the address it went to is the account's, verified.
 */

import { signUpBody } from '@shared/contract/requests/auth';
import { limits } from '@shared/limits';
import { accountTexts } from '@shared/messages/server';
import { getDeploy } from '../data/accounts/deploy';
import { verificationSeconds } from '../data/accounts/email-addresses';
import { inviteUse, openInvite, provedEmail } from '../data/accounts/invites';
import { newEntry } from '../data/accounts/session-entries';
import { createUser } from '../data/accounts/sign-up';
import { toUser } from '../data/accounts/users';
import { newId } from '../data/core/ids';
import { accountMailCounterKey, reserveAttempt } from '../data/core/rate-limits';
import { verifyMail } from '../lib/account-mail';
import { deviceName } from '../lib/device-name';
import { Forbidden, NotSetUp } from '../lib/errors';
import { createPublicHandler, Reply } from '../lib/handler';
import { header } from '../lib/http';
import { newLinkToken } from '../lib/link-tokens';
import { mailEnabled, sendMail } from '../lib/mail';
import { hashPassword } from '../lib/password';
import { linkOrigin } from '../lib/site';
import { startSession } from './lib/session-cookie';

export const handler = createPublicHandler('auth-signup', {
  body: signUpBody,
  handle: async ({ event, input, log }) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const [{ settings }, invite] = await Promise.all([
      getDeploy(),
      input.invite ? openInvite(input.invite, nowSeconds) : undefined,
    ]);
    if (settings.registration === 'invite' && !invite) throw new Forbidden(accountTexts.signUpNeedsInvite);
    // The address the invitation's mail proved, unless the sign-up typed another (which it keeps).
    const proved = invite ? provedEmail(invite, input.emailProof) : undefined;
    const invitedAddress =
      proved && (!input.email || input.email.toLowerCase() === proved.toLowerCase()) ? proved : undefined;
    const byDomain = settings.registration === 'domain' && !invite;
    if (byDomain) {
      const domain = input.email?.split('@')[1]?.toLowerCase();
      if (!domain || !settings.allowedDomains.includes(domain))
        throw new Forbidden(accountTexts.signUpNeedsDomain(settings.allowedDomains));
      if (!mailEnabled()) throw new NotSetUp(accountTexts.mailOff);
    }
    const userId = newId();
    // How the account starts: signed in, or (a domain sign-up) once its address is verified.
    const [passwordHash, start] = await Promise.all([
      hashPassword(input.password),
      byDomain ? { verify: newLinkToken() } : startSession(userId).then((session) => ({ session })),
    ]);
    const user = await createUser(
      {
        id: userId,
        username: input.username,
        passwordHash,
        createdAt: new Date().toISOString(),
        ...(invitedAddress
          ? { email: invitedAddress, emailProved: true }
          : input.email
            ? { email: input.email }
            : {}),
        ...('session' in start
          ? {
              session: {
                id: start.session.claims.sessionId,
                entry: newEntry(start.session.claims.expiresAt, deviceName(header(event, 'user-agent'))),
              },
            }
          : { verification: { hash: start.verify.hash, expiresAt: nowSeconds + verificationSeconds } }),
      },
      invite ? inviteUse(invite, nowSeconds) : undefined,
    );
    log.info('user signed up', { userId, invited: Boolean(invite), byDomain });
    if ('session' in start)
      return new Reply(toUser(user), { statusCode: 201, cookies: start.session.cookies });
    // The account's first verification mail: counted as every one is (its resends share the day's 5).
    await reserveAttempt(accountMailCounterKey(userId), {
      max: limits.accountMailsPerDay,
      windowSeconds: 24 * 60 * 60,
      nowSeconds,
    });
    await sendMail(
      verifyMail(linkOrigin(), { to: user.email, username: user.username, token: start.verify.token }),
    );
    return new Reply(
      { message: accountTexts.checkYourEmail(user.email), verifyEmail: true as const },
      { statusCode: 202 },
    );
  },
});
