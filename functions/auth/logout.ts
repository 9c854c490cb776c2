/**
 * POST /api/auth/logout: ends this session for real (its id leaves the profile, so the old cookie
 * replayed gets 401) and clears the cookie. Public, so a stale cookie can always be cleared.
 */
import { authTexts } from '@shared/messages/server';
import { removeSession } from '../data/accounts/sessions';
import { createPublicHandler, Reply } from '../lib/handler';
import { clearedSessionCookies } from '../lib/session';

export const handler = createPublicHandler('auth-logout', {
  loadSession: true,
  handle: async ({ user, session, unit }) => {
    if (user && session) await removeSession(user.id, session.sessionId, unit);
    return new Reply({ message: authTexts.signedOut }, { cookies: clearedSessionCookies });
  },
});
