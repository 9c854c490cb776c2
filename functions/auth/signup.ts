/**
 * POST /api/auth/signup: creates the user and signs them in. Username taken in any case: 409.
 * The deploy's registration mode decides who may (docs/api.md#who-may-sign-up): `invite` needs a
 * live invitation (403 'Sign-up needs an invitation'), `domain` an email in an allowed domain. An
 * invitation, in any mode, makes the new user and the inviter teammates in the same transaction.
 */

import { signUpBody } from '@shared/contract/requests/auth';
import { accountTexts } from '@shared/messages/server';
import { getDeploy } from '../data/deploy';
import { newId } from '../data/ids';
import { inviteUse, openInvite } from '../data/invites';
import { newEntry } from '../data/session-entries';
import { createUser, toUser } from '../data/users';
import { deviceName } from '../lib/device-name';
import { Forbidden } from '../lib/errors';
import { createPublicHandler, Reply } from '../lib/handler';
import { header } from '../lib/http';
import { hashPassword } from '../lib/password';
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
    if (settings.registration === 'domain' && !invite) {
      const domain = input.email?.split('@')[1]?.toLowerCase();
      if (!domain || !settings.allowedDomains.includes(domain))
        throw new Forbidden(accountTexts.signUpNeedsDomain(settings.allowedDomains));
    }
    const userId = newId();
    const [passwordHash, session] = await Promise.all([hashPassword(input.password), startSession(userId)]);
    const user = await createUser(
      {
        id: userId,
        username: input.username,
        passwordHash,
        sessionId: session.claims.sessionId,
        session: newEntry(session.claims.expiresAt, deviceName(header(event, 'user-agent'))),
        createdAt: new Date().toISOString(),
        ...(input.email ? { email: input.email } : {}),
      },
      invite ? inviteUse(invite, nowSeconds) : undefined,
    );
    log.info('user signed up', { userId, invited: Boolean(invite) });
    return new Reply(toUser(user), { statusCode: 201, cookies: session.cookies });
  },
});
