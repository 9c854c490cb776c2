/**
 * POST /api/notification/accept/{id}: the recipient accepts a team request. Only the recipient can:
 * the request is read from the caller's own partition, so any other id is 404.
 *
 * One transaction (functions/data/accounts/team.ts `acceptRequest`): the request marked processed, both
 * profiles gain each other in `team`, lose the pending entry and count totalTeams +1, and a
 * notification to the sender. If the sender's account is gone the request is closed on the
 * caller's side only and the answer is 404 'User not found'. DynamoDB calls: infra/route-settings.ts.
 */
import { teamTexts } from '@shared/messages/server';
import { acceptRequest } from '../data/accounts/team';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('notification-accept', {
  handle: async ({ params, user, unit }) => {
    await acceptRequest(user.id, idParam(params, teamTexts.requestNotFound), unit);
    return { message: teamTexts.requestAccepted };
  },
});
