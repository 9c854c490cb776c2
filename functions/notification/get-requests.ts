/**
 * GET /api/notification/get-requests: the team requests the caller received, newest first (at
 * most limits.notesListMax), answered or not, each with its sender as `{ _id, username, coverImg }`
 * ('Unknown User' when the sender's account is gone).
 * DynamoDB: session read + Query of the caller's NOTE# range + BatchGet of the senders (none when
 * there are no requests) = 2 or 3.
 */
import { listNotes, toRequests } from '../data/notes';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-get-requests', {
  handle: async ({ user }) => toRequests(await listNotes(user.id, 'request')),
});
