/**
 * GET /api/invites (docs/api.md#invitations): the invitations still open, newest first: the
 * caller's own, or everyone's for an admin. Their links are not shown again.
 */
import { isAdminRole } from '@shared/accounts';
import { listInvites } from '../data/accounts/invites';
import { roleOf } from '../data/accounts/users';
import { createHandler } from '../lib/handler';
import { toInvite } from './lib/invite-view';

export const handler = createHandler('invites-list', {
  handle: async ({ user }) => {
    const whose = isAdminRole(roleOf(user)) ? 'all' : user.id;
    return (await listInvites(whose, Math.floor(Date.now() / 1000))).map(toInvite);
  },
});
