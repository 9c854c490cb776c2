/**
 * Middleware 4, session: verifies the session cookie and reads the user's profile in one consistent
 * GetItem, which also tells whether the session is still live (logout and password changes revoke
 * it: docs/decisions.md). `required`: guests get 401; `optional`: the route sees who asks, if
 * anyone; `none`: no read is spent.
 */
import { getUser } from '../../data/users';
import { unauthorized } from '../errors';
import { createLogger } from '../log';
import { sessionTokenFrom, verifySession } from '../session';
import { type Middleware, stateOf } from './types';

export type SessionMode = 'required' | 'optional' | 'none';

export const sessionUser = (routeName: string, mode: SessionMode): Middleware => ({
  before: async ({ event, context }) => {
    if (mode === 'none') return;
    const state = stateOf(context);
    const token = sessionTokenFrom(event.cookies);
    const claims = token ? await verifySession(token) : null;
    if (claims) {
      const user = await getUser(claims.userId);
      const live = user?.sessions?.[claims.sessionId];
      if (user && live !== undefined && live > Date.now() / 1000) {
        state.user = user;
        state.session = claims;
        state.log = createLogger({
          route: routeName,
          requestId: event.requestContext?.requestId,
          userId: user.id,
        });
      }
    }
    if (mode === 'required' && !state.user) throw unauthorized();
  },
});
