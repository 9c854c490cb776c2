/**
 * Starts a session for a user who proved who they are (a password, a passkey): the signed cookie
 * and its entry in the profile (naming the device), dropping expired sessions and the oldest past
 * the cap in the same write (functions/data/accounts/sessions.ts).
 */
import { newEntry, type SignedInWith, sessionsToDrop } from '../../data/accounts/session-entries';
import { addSession } from '../../data/accounts/sessions';
import type { UserItem } from '../../data/accounts/users';
import { deviceName } from '../../lib/device-name';
import { type Event, header } from '../../lib/http';
import { startSession } from './session-cookie';

/** The cookies of the new session, once its entry (saying how it began) is written. */
export async function beginSession(
  event: Event,
  user: UserItem,
  signedInWith: SignedInWith,
): Promise<string[]> {
  const session = await startSession(user.id);
  await addSession(
    user.id,
    session.claims.sessionId,
    newEntry(session.claims.expiresAt, deviceName(header(event, 'user-agent')), signedInWith),
    sessionsToDrop(user.sessions ?? {}, Math.floor(Date.now() / 1000)),
  );
  return session.cookies;
}
