/**
 * Middleware 4, session: verifies the session cookie and reads the user's profile in one consistent
 * GetItem, which also tells whether the session is still live (logout and password changes revoke
 * it: docs/decisions/0005-sessions-checked-against-the-profile.md). `required`: guests get 401;
 * `optional`: the route sees who asks, if anyone; `none`: no read is spent. A `required` request
 * naming the user its page shows (shared/page-user.ts) is 401 too when the session is someone
 * else's: a page's waiting changes are never sent under another account.
 */
import { accountTexts } from '@shared/messages/server';
import { pageUserHeader } from '@shared/page-user';
import { Forbidden, NotSignedIn } from '../errors';
import { header } from '../http';
import { signedInUser } from '../signed-in';
import type { Middleware } from './types';

export type SessionMode = 'required' | 'optional' | 'none';

/**
 * What the sessions of an account being deleted may still do (functions/data/accounts/account-deletion.ts):
 * read their user, and go on deleting it (signing out is public). Anything else is 403, so no
 * request begun after the mark adds to what the deletion is taking away.
 */
const whileDeleting: ReadonlySet<string> = new Set(['auth-user', 'auth-delete-account']);

export const sessionUser = (mode: SessionMode, routeName = ''): Middleware => ({
  before: async ({ event, context }) => {
    if (mode === 'none') return;
    const { state } = context;
    const signedIn = await signedInUser(event.cookies);
    if (signedIn) {
      state.user = signedIn.user;
      state.session = signedIn.session;
      state.log = state.log.with({ userId: signedIn.user.id });
    }
    if (mode === 'required' && !state.user) throw new NotSignedIn();
    // A page that shows another user than the session's (shared/page-user.ts): not its to send.
    const pageUser = header(event, pageUserHeader.toLowerCase());
    if (mode === 'required' && pageUser !== undefined && pageUser !== state.user?.id) throw new NotSignedIn();
    if (mode === 'required' && state.user?.deleting && !whileDeleting.has(routeName))
      throw new Forbidden(accountTexts.accountBeingDeleted);
  },
});
