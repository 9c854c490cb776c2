/**
 * GET /api/notification/get-requests: the open team requests the caller received, newest
 * first (at most limits.notesListMax): an accepted or rejected request leaves the list, as in the
 * original system, so the bell goes quiet once every request is answered. Each carries its sender
 * flat and nested (`fromUser: { _id, username, coverImg, user: {...} }`; 'Unknown User' when the
 * sender's account is gone).
 * Reads: a Query of the caller's NOTE# range, and a BatchGet of the senders (none when there are no
 * requests). DynamoDB calls: infra/route-settings.ts.
 */
import { listNotes, toRequests } from '../data/notifications/notes';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-get-requests', {
  handle: async ({ user }) => toRequests(await listNotes(user.id, 'request')),
});
