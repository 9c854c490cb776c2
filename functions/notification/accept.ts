/**
 * POST /api/notification/accept/{id}: the recipient accepts a team request. Only the recipient can:
 * the request is read from the caller's own partition, so any other id is 404.
 *
 * One TransactWriteItems: the request marked processed (only if it was open), both profiles gain
 * each other in `team`, lose the pending entry and count totalTeams +1 (each only if the pending
 * entry is this request's), and a notification to the sender. If the sender's account is gone the
 * request is closed on the caller's side only and the answer is 404 'User not found'.
 * DynamoDB: session read + GetItem (the request) + TransactWriteItems = 3 (+1 when the sender is gone).
 */
import { serverErrors, teamTexts } from '../../shared/messages';
import { markProcessed, notificationPut } from '../data/notes';
import { joinTeam } from '../data/team';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { openRequest } from './lib/request';
import { settleRequest } from './lib/settle';

export const handler = createHandler('notification-accept', {
  handle: async ({ params, user }) => {
    const note = await openRequest(params, user.id);
    const senderId = note.fromUserId;
    const now = new Date().toISOString();
    const outcome = await settleRequest(
      note,
      markProcessed(note),
      joinTeam(user.id, senderId, note.id, now),
      [
        joinTeam(senderId, user.id, note.id, now),
        notificationPut(senderId, user.id, teamTexts.requestAcceptedNote),
      ],
    );
    if (outcome === 'senderGone') throw new NotFound(serverErrors.userNotFound);
    return { message: teamTexts.requestAccepted };
  },
});
