/**
 * POST /api/notification/reject/{id}: the recipient rejects a team request. Only the recipient can:
 * the request is read from the caller's own partition, so any other id is 404.
 *
 * One TransactWriteItems: the request marked processed (only if it was open), the pending entry
 * removed on both profiles (each only if it is this request's), and a notification to the sender.
 * If the sender's account is gone the request is closed on the caller's side only.
 * DynamoDB: session read + GetItem (the request) + TransactWriteItems = 3 (+1 when the sender is gone).
 */
import { teamTexts } from '../../shared/messages';
import { markProcessed, notificationPut } from '../data/notes';
import { dropPending } from '../data/team';
import { createHandler } from '../lib/handler';
import { openRequest } from './lib/request';
import { settleRequest } from './lib/settle';

export const handler = createHandler('notification-reject', {
  handle: async ({ params, user }) => {
    const note = await openRequest(params, user.id);
    const senderId = note.fromUserId;
    await settleRequest(note, markProcessed(note), dropPending(user.id, senderId, note.id), [
      dropPending(senderId, user.id, note.id),
      notificationPut(senderId, user.id, teamTexts.requestRejectedNote),
    ]);
    return { message: teamTexts.requestRejected };
  },
});
