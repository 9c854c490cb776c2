/**
 * POST /api/notification/send-requests `{ toUser }`: asks another user to join teams (200, the
 * status the other modules' tests and the web expect).
 * Refused: oneself (400), a user already pending with the caller either way or already a teammate
 * (409), a missing user (404). One transaction: functions/data/accounts/team.ts `sendTeamRequest`.
 * DynamoDB calls: infra/route-settings.ts.
 */

import { toUserBody } from '@shared/contract/requests/team';
import { serverErrors, teamTexts } from '@shared/messages/server';
import { validation } from '@shared/messages/validation';
import { sendTeamRequest } from '../data/accounts/team';
import { isId } from '../data/core/ids';
import { Invalid, NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-send-requests', {
  body: toUserBody,
  handle: async ({ input, user, unit }) => {
    const otherId = input.toUser;
    if (otherId === user.id) throw new Invalid(validation.cannotRequestSelf);
    if (!isId(otherId)) throw new NotFound(serverErrors.userNotFound);
    await sendTeamRequest(user, otherId, unit);
    return { message: teamTexts.requestSent };
  },
});
