/**
 * DELETE /api/invites/{id} (docs/api.md#invitations): the link stops admitting anyone. The
 * inviter's own, or any for an admin (404 for someone else's, as for none).
 */
import { isAdminRole } from '@shared/accounts';
import { accountTexts } from '@shared/messages/server';
import { deleteInvite } from '../data/accounts/invites';
import { roleOf } from '../data/accounts/users';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('invites-delete', {
  handle: async ({ user, params, unit }) => {
    const inviteId = idParam(params, accountTexts.inviteNotFound);
    await deleteInvite(inviteId, { id: user.id, isAdmin: isAdminRole(roleOf(user)) }, unit);
    return { message: accountTexts.inviteDeleted };
  },
});
