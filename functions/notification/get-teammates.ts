/**
 * GET /api/notification/get-teammates: the caller's teammates' public profiles, in the order they
 * joined, each with their own team resolved. Teammates whose account is gone are left out.
 * DynamoDB: session read + BatchGet of the teammates (none without teammates) + BatchGet of their
 * team members who are neither the caller nor among the teammates (only when there are any) = 1 to 3.
 */
import { getPublicProfiles } from '../data/public-profiles';
import { toSummary } from '../data/users';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-get-teammates', {
  handle: async ({ user }) => {
    const ids = Object.entries(user.team ?? {})
      .sort(([, a], [, b]) => a.localeCompare(b))
      .map(([id]) => id);
    return getPublicProfiles(ids, [toSummary(user)]);
  },
});
