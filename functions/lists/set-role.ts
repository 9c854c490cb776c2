/**
 * POST /api/lists/{groupId}/members/{userId} `{ role }` (extension, docs/api.md#shared-lists): the
 * owner changes a member's role (403 for a member, 404 for a non-member). Answers the members.
 * DynamoDB calls: infra/route-settings.ts.
 */
import { memberRoleBody } from '@shared/contract/requests/lists';
import { listTexts, serverErrors } from '@shared/messages/server';
import { listMembers, setMemberRole } from '../data/lists/shared-lists';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('lists-member-role', {
  body: memberRoleBody,
  handle: async ({ input, user, params, unit }) => {
    const groupId = idParam(params, serverErrors.groupNotFound, 'groupId');
    const memberId = idParam(params, listTexts.notMember, 'userId');
    await setMemberRole(user, groupId, memberId, input.role, unit);
    return listMembers(user, groupId);
  },
});
