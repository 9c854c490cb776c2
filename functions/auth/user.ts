/**
 * GET /api/auth/user: the signed-in user. The session read and the count of unseen notifications
 * (`unseenNotifications`: one Query, beside it) are the round trips of most page loads; at most once an hour it also records that the user and this session were seen (the admin
 * list's "last seen", the sessions list's), which puts an older account into the admin directory.
 * An admin without a second factor also reads whether the deploy requires one (./lib/signed-in-user.ts).
 */
import { isSeenStale } from '../data/accounts/session-entries';
import { recordSeen } from '../data/accounts/sessions';
import { countUnseen } from '../data/notifications/notes-seen';
import { deviceName } from '../lib/device-name';
import { createHandler } from '../lib/handler';
import { header } from '../lib/http';
import { signedInUser } from './lib/signed-in-user';

export const handler = createHandler('auth-user', {
  handle: async ({ event, user, session }) => {
    const now = new Date();
    const stored = user.sessions[session.sessionId];
    const [unseenNotifications] = await Promise.all([
      countUnseen(user.id, user.notesSeenUpTo),
      stored !== undefined && isSeenStale(stored, user.lastSeenAt, now.getTime())
        ? recordSeen(user, session.sessionId, stored, deviceName(header(event, 'user-agent')), now)
        : undefined,
    ]);
    return { ...(await signedInUser(user)), unseenNotifications };
  },
});
