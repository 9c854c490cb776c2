/**
 * GET /api/auth/user: the signed-in user. The session read is the only round trip on most page
 * loads; at most once an hour it also records that the user and this session were seen (the admin
 * list's "last seen", the sessions list's), which puts an older account into the admin directory.
 */
import { isSeenStale } from '../data/session-entries';
import { recordSeen } from '../data/sessions';
import { toUser } from '../data/users';
import { deviceName } from '../lib/device-name';
import { createHandler } from '../lib/handler';
import { header } from '../lib/http';

export const handler = createHandler('auth-user', {
  handle: async ({ event, user, session }) => {
    const now = new Date();
    const stored = user.sessions[session.sessionId];
    if (stored !== undefined && isSeenStale(stored, user.lastSeenAt, now.getTime()))
      await recordSeen(user, session.sessionId, stored, deviceName(header(event, 'user-agent')), now);
    return toUser(user);
  },
});
