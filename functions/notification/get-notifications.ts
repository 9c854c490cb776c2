/**
 * GET /api/notification/get-notifications: the caller's notifications, newest first (at most
 * limits.notesListMax), each with its sender flat and nested (`fromUser: { _id, username,
 * coverImg, user: {...} }`, docs/compat.md#the-sender; 'Unknown User' when the account is gone).
 * Reads: a Query of the caller's NOTE# range, and a BatchGet of the senders (none when there are no
 * notifications). DynamoDB calls: infra/route-settings.ts.
 */
import { listNotes, toNotifications } from '../data/notifications/notes';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-get-notifications', {
  handle: async ({ user }) => toNotifications(await listNotes(user.id, 'notification')),
});
