/**
 * POST /api/auth/sessions/revoke-others (docs/api.md#sessions): signs out every session of the
 * caller's but this one, in one write.
 */
import { accountTexts } from '@shared/messages/server';
import { keepOnlySession } from '../data/accounts/sessions';
import { createHandler } from '../lib/handler';

export const handler = createHandler('auth-sessions-revoke-others', {
  handle: async ({ user, session, unit }) => {
    const stored = user.sessions[session.sessionId] ?? session.expiresAt;
    await keepOnlySession(user.id, { sessionId: session.sessionId, stored }, unit);
    return { message: accountTexts.otherSessionsEnded };
  },
});
