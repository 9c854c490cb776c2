/**
 * POST /api/lists/{groupId}/members `{ userId, role }` (extension, docs/api.md#shared-lists): the
 * owner shares one of their lists with a teammate (400 for anyone else, 409 for a member already).
 * Answers 201 with the members. DynamoDB calls: infra/route-settings.ts.
 */
import { addMemberBody } from '@shared/contract/requests/lists';
import { listTexts, serverErrors } from '@shared/messages/server';
import { isId } from '../data/core/ids';
import { addMember, listMembers } from '../data/lists/shared-lists';
import { Invalid } from '../lib/errors';
import { createHandler, Reply } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('lists-member-add', {
  body: addMemberBody,
  handle: async ({ input, user, params, unit }) => {
    const groupId = idParam(params, serverErrors.groupNotFound, 'groupId');
    if (!isId(input.userId)) throw new Invalid(listTexts.notTeammate);
    const list = await addMember(user, groupId, input.userId, input.role, unit);
    return new Reply(await listMembers(user, groupId, list), { statusCode: 201 });
  },
});
