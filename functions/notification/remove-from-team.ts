/**
 * POST /api/notification/remove-from-team `{ toUser }`: ends a team membership, for both users, and
 * notifies the removed user (functions/data/accounts/team.ts `removeTeammate`).
 * Refused: someone not on the caller's team (409), an id that cannot name a user (404).
 * DynamoDB calls: infra/route-settings.ts.
 */

import { toUserBody } from '@shared/contract/requests/team';
import { serverErrors, teamTexts } from '@shared/messages/server';
import { removeTeammate } from '../data/accounts/team';
import { isId } from '../data/core/ids';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-remove-from-team', {
  body: toUserBody,
  handle: async ({ input, user, unit }) => {
    const otherId = input.toUser;
    if (!isId(otherId)) throw new NotFound(serverErrors.userNotFound);
    await removeTeammate(user, otherId, unit);
    return { message: teamTexts.removedFromTeam };
  },
});
