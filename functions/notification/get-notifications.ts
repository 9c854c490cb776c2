/**
 * GET /api/notification/get-notifications: the caller's notifications, newest first (at most
 * limits.notesListMax), each with its sender flat and nested (`fromUser: { _id, username,
 * coverImg, user: {...} }`, COMPAT.md section 8 item 8; 'Unknown User' when the account is gone).
 * DynamoDB: session read + Query of the caller's NOTE# range + BatchGet of the senders (none when
 * there are no notifications) = 2 or 3.
 */
import { listNotes, toNotifications } from '../data/notes';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-get-notifications', {
  handle: async ({ user }) => toNotifications(await listNotes(user.id, 'notification')),
});
