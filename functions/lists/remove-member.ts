/**
 * DELETE /api/lists/{groupId}/members/{userId} (extension, docs/api.md#shared-lists): the owner
 * removes a member, or a member leaves (their own id). One transaction on the list and the member's
 * profile. DynamoDB calls: infra/route-settings.ts.
 */
import { listTexts, serverErrors } from '@shared/messages/server';
import { removeMember } from '../data/lists/shared-lists';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('lists-member-remove', {
  handle: async ({ user, params, unit }) => {
    const groupId = idParam(params, serverErrors.groupNotFound, 'groupId');
    await removeMember(user, groupId, idParam(params, listTexts.notMember, 'userId'), unit);
    return { message: listTexts.memberRemoved };
  },
});
