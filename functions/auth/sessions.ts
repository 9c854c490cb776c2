/**
 * GET /api/auth/sessions (docs/api.md#sessions): the caller's live sessions, this one first, then
 * the most recently seen. From the session read alone.
 */
import type { Session } from '@shared/types';
import { entryOf, isLive } from '../data/accounts/session-entries';
import { createHandler } from '../lib/handler';

export const handler = createHandler('auth-sessions', {
  handle: async ({ user, session }) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const sessions: Session[] = Object.entries(user.sessions ?? {})
      .filter(([id]) => isLive(user.sessions, id, nowSeconds))
      .map(([id, stored]) => {
        const entry = entryOf(stored);
        return {
          _id: id,
          current: id === session.sessionId,
          createdAt: entry.createdAt,
          lastSeenAt: entry.lastSeenAt,
          device: entry.device || 'Unknown device',
        };
      });
    return sessions.sort(
      (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
    );
  },
});
