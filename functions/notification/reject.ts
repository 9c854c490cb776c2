/**
 * POST /api/notification/reject/{id}: the recipient rejects a team request. Only the recipient can:
 * the request is read from the caller's own partition, so any other id is 404.
 *
 * One transaction (functions/data/accounts/team.ts `rejectRequest`): the request marked processed, the
 * pending entry removed on both profiles, and a notification to the sender. If the sender's account
 * is gone the request is closed on the caller's side only. DynamoDB calls: infra/route-settings.ts.
 */
import { teamTexts } from '@shared/messages/server';
import { rejectRequest } from '../data/accounts/team';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('notification-reject', {
  handle: async ({ params, user, unit }) => {
    await rejectRequest(user.id, idParam(params, teamTexts.requestNotFound), unit);
    return { message: teamTexts.requestRejected };
  },
});
