/**
 * GET /api/lists/{groupId}/members (extension, docs/api.md#shared-lists): the list's owner and its
 * members with their roles, for the owner and the members; anyone else gets 404. DynamoDB calls:
 * infra/route-settings.ts.
 */
import { serverErrors } from '@shared/messages/server';
import { listMembers } from '../data/lists/shared-lists';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('lists-members', {
  handle: async ({ user, params }) =>
    listMembers(user, idParam(params, serverErrors.groupNotFound, 'groupId')),
});
