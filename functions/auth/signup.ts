/** POST /api/auth/signup: creates the user and signs them in. Username taken in any case: 409. */

import { signUpBody } from '@shared/contract/requests/auth';
import { newId } from '../data/ids';
import { createUser, toUser } from '../data/users';
import { createPublicHandler, Reply } from '../lib/handler';
import { hashPassword } from '../lib/password';
import { startSession } from './lib/session-cookie';

export const handler = createPublicHandler('auth-signup', {
  body: signUpBody,
  handle: async ({ input, log }) => {
    const userId = newId();
    const [passwordHash, session] = await Promise.all([hashPassword(input.password), startSession(userId)]);
    const user = await createUser({
      id: userId,
      username: input.username,
      passwordHash,
      sessionId: session.claims.sessionId,
      sessionExpiresAt: session.claims.expiresAt,
      createdAt: new Date().toISOString(),
    });
    log.info('user signed up', { userId });
    return new Reply(toUser(user), { statusCode: 201, cookies: session.cookies });
  },
});
