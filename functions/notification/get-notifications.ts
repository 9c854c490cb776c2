/**
 * GET /api/notification/get-notifications: the caller's notifications, newest first (at most
 * limits.notesListMax), each with its sender as `{ _id, username, coverImg }` ('Unknown User'
 * when the sender's account is gone).
 * DynamoDB: session read + Query of the caller's NOTE# range + BatchGet of the senders (none when
 * there are no notifications) = 2 or 3.
 */
import { listNotes, toNotifications } from '../data/notes';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-get-notifications', {
  handle: async ({ user }) => toNotifications(await listNotes(user.id, 'notification')),
});
