/**
 * Who is asking: the session cookie verified (functions/lib/session.ts) and its session id still
 * live in the user's profile, read with one consistent GetItem (logout and password changes revoke
 * sessions there: docs/decisions/0005-sessions-checked-against-the-profile.md). Shared by the HTTP
 * routes' session middleware and the WebSocket `$connect`, so both admit exactly the same sessions.
 */
import { isLive } from '../data/accounts/session-entries';
import { getUser, type UserItem } from '../data/accounts/users';
import { sessionSecret } from './secret';
import { type SessionClaims, sessionTokenFrom, verifySession } from './session';

/** The signed-in user of these cookies (`name=value` pairs), or null for a guest or a dead session. */
export async function signedInUser(
  cookies: readonly string[] | undefined,
): Promise<{ user: UserItem; session: SessionClaims } | null> {
  const token = sessionTokenFrom(cookies ? [...cookies] : undefined);
  const claims = token ? await verifySession(token) : null;
  if (!claims) return null;
  const user = await getUser(claims.userId);
  // A disabled account's sessions are ended when it is disabled; the flag is checked too, so no
  // session begun in a race with that write outlives it.
  return user && !user.disabled && isLive(user.sessions, claims.sessionId, Date.now() / 1000)
    ? { user, session: claims }
    : null;
}

/**
 * Starts reading the session key when these cookies carry a session token, without waiting: on a
 * cold start the read then runs beside the origin proof's (./client-address.ts) instead of after
 * it. Once read, the key is in memory and this costs nothing; a guest's request reads nothing.
 */
export function warmSessionKey(cookies: readonly string[] | undefined): void {
  if (sessionTokenFrom(cookies ? [...cookies] : undefined)) sessionSecret().catch(() => undefined);
}
