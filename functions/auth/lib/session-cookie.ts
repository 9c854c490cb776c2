/**
 * Starting a session for a user who just proved who they are: a new session id, its JWT and the
 * cookies carrying it (the session and its hint). Shared by sign-up and sign-in.
 */
import { newSession, type SessionClaims, sessionCookies, signSession } from '../../lib/session';

export async function startSession(userId: string): Promise<{ claims: SessionClaims; cookies: string[] }> {
  const claims = newSession(userId);
  return { claims, cookies: sessionCookies(await signSession(claims), claims.expiresAt) };
}
