/**
 * POST /api/notification/remove-from-team `{ toUser }`: ends a team membership, for both users.
 * Refused: someone not on the caller's team (409), an id that cannot name a user (404).
 *
 * One TransactWriteItems: the team entry removed and totalTeams -1 on both profiles (each only
 * while the entry is there), and a notification to the removed user. If their profile no longer
 * lists the caller (their account is gone), only the caller's side is removed, in a second one.
 * DynamoDB: session read + TransactWriteItems = 2 (+1 in that repair case).
 */

import { toUserBody } from '../../shared/contract/requests/team';
import { serverErrors, teamTexts } from '../../shared/messages';
import { isId } from '../data/ids';
import { notificationPut } from '../data/notes';
import { leaveTeam } from '../data/team';
import { cancellations, transact } from '../data/transactions';
import { Conflict, NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-remove-from-team', {
  body: toUserBody,
  handle: async ({ input, user }) => {
    const otherId = input.toUser;
    if (!isId(otherId)) throw new NotFound(serverErrors.userNotFound);
    if (!Object.hasOwn(user.team ?? {}, otherId)) throw new Conflict(teamTexts.notTeammate);
    try {
      await transact([
        leaveTeam(user.id, otherId),
        leaveTeam(otherId, user.id),
        notificationPut(otherId, user.id, teamTexts.removedFromTeamNote),
      ]);
    } catch (error) {
      const reasons = cancellations(error);
      if (!reasons) throw error;
      if (reasons[0]?.conditionFailed) throw new Conflict(teamTexts.notTeammate);
      if (!reasons[1]?.conditionFailed) throw new Conflict(teamTexts.teamChanged);
      await transact([leaveTeam(user.id, otherId)]).catch((repairError: unknown) => {
        throw cancellations(repairError) ? new Conflict(teamTexts.notTeammate) : repairError;
      });
    }
    return { message: teamTexts.removedFromTeam };
  },
});
