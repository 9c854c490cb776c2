/**
 * POST /api/notification/send-requests `{ toUser }`: asks another user to join teams (200, the
 * status the other modules' tests and the web expect).
 * Refused: oneself (400), a user already pending with the caller either way or already a teammate
 * (409), a missing user (404).
 *
 * One TransactWriteItems: the recipient's pending entry (from=false), the caller's (from=true),
 * both conditioned on the two being neither pending nor teammates (so two racing requests cannot
 * both land), and the request note in the recipient's partition. A failed recipient condition
 * returns the old item, which tells "no such user" from "already pending/teammates" without a read.
 * DynamoDB: session read + TransactWriteItems = 2.
 */

import { toUserBody } from '../../shared/contract/requests/team';
import { serverErrors, teamTexts, validation } from '../../shared/messages';
import { isId } from '../data/ids';
import { newRequest, putNote } from '../data/notes';
import { accountGone, addPending, rawHasTeammate } from '../data/team';
import { cancellations, transact } from '../data/transactions';
import { Conflict, Invalid, NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-send-requests', {
  body: toUserBody,
  handle: async ({ input, user }) => {
    const otherId = input.toUser;
    if (otherId === user.id) throw new Invalid(validation.cannotRequestSelf);
    if (!isId(otherId)) throw new NotFound(serverErrors.userNotFound);
    if (Object.hasOwn(user.team ?? {}, otherId)) throw new Conflict(teamTexts.alreadyTeammate);
    if (Object.hasOwn(user.pending ?? {}, otherId)) throw new Conflict(teamTexts.alreadyPending);

    const note = newRequest(otherId, user.id);
    const entry = (from: boolean) => ({ from, requestId: note.id, since: note.createdAt });
    try {
      await transact([
        addPending(otherId, user.id, entry(false)),
        addPending(user.id, otherId, entry(true)),
        putNote(note),
      ]);
    } catch (error) {
      const reasons = cancellations(error);
      if (!reasons) throw error;
      const [recipient] = reasons;
      if (accountGone(recipient)) throw new NotFound(serverErrors.userNotFound);
      if (recipient?.conditionFailed && rawHasTeammate(recipient.item, user.id))
        throw new Conflict(teamTexts.alreadyTeammate);
      throw new Conflict(teamTexts.alreadyPending);
    }
    return { message: teamTexts.requestSent };
  },
});
