/**
 * POST /api/notification/clear (extension, docs/api.md): `{ upTo }`, the id of the newest notification
 * the caller's page showed: deletes their notifications up to it (what they have read), never a team
 * request, so the bell goes plain once nothing is left to answer. Answers how many it cleared.
 * DynamoDB calls: infra/route-settings.ts.
 */
import { clearNotesBody } from '@shared/contract/requests/team';
import { teamTexts } from '@shared/messages/server';
import { clearNotifications } from '../data/notifications/notes';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-clear', {
  body: clearNotesBody,
  handle: async ({ input, user, unit }) => {
    const cleared = await clearNotifications(user.id, input.upTo, unit);
    return { message: teamTexts.notesCleared, cleared };
  },
});
