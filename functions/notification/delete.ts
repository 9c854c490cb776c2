/**
 * POST /api/notification/delete/{id}: deletes one of the caller's notifications or requests. The key
 * is in the caller's own partition, so anyone else's id is 404. An open request is dismissed with
 * both pending entries, without notifying the sender (functions/data/accounts/team.ts `deleteNote`).
 * DynamoDB calls: infra/route-settings.ts.
 */
import { teamTexts } from '@shared/messages/server';
import { deleteNote } from '../data/accounts/team';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('notification-delete', {
  handle: async ({ params, user, unit }) => {
    await deleteNote(user.id, idParam(params, teamTexts.noteNotFound), unit);
    return { message: teamTexts.noteDeleted };
  },
});
