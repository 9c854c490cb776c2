/**
 * Starting a session for a user who just proved who they are: a new session id, its JWT and the
 * cookie carrying it. Shared by sign-up and sign-in.
 */
import { newSession, type SessionClaims, sessionCookie, signSession } from '../../lib/session';

export async function startSession(userId: string): Promise<{ claims: SessionClaims; cookie: string }> {
  const claims = newSession(userId);
  return { claims, cookie: sessionCookie(await signSession(claims), claims.expiresAt) };
}
