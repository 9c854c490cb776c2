/**
 * GET /api/notification/get-teammates: the caller's teammates' public profiles, in the order they
 * joined, each with their own team resolved. Teammates whose account is gone are left out.
 * Reads: a BatchGet of the teammates (none without teammates), and one of their team members who
 * are neither the caller nor among the teammates (only when there are any). DynamoDB calls:
 * infra/route-settings.ts.
 */
import { getTeammates } from '../data/accounts/public-profiles';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-get-teammates', {
  handle: async ({ user }) => getTeammates(user),
});
