/**
 * POST /api/notification/delete/{id}: deletes one of the caller's notifications or requests. The key
 * is in the caller's own partition, so anyone else's id is 404.
 *
 * A notification or an answered request goes with one conditional DeleteItem. An open request
 * cannot just vanish (both users would stay "pending" forever): it is dismissed, in one
 * TransactWriteItems that deletes it (only while still open) and removes the pending entry on both
 * profiles, without notifying the sender.
 * DynamoDB: session read + DeleteItem = 2; an open request: + GetItem + TransactWriteItems = 4.
 */
import { teamTexts } from '../../shared/messages';
import { deleteClosedNote, deleteOpenRequest } from '../data/notes';
import { dropPending } from '../data/team';
import { Conflict, NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { idParam } from './lib/params';
import { settleRequest } from './lib/settle';

export const handler = createHandler('notification-delete', {
  handle: async ({ params, user }) => {
    const id = idParam(params, teamTexts.noteNotFound);
    const outcome = await deleteClosedNote(user.id, id);
    if (outcome === undefined) throw new NotFound(teamTexts.noteNotFound);
    if (outcome !== 'deleted') {
      // Refused only because it is an open request; anything else means it changed meanwhile.
      if (outcome.kind !== 'request' || outcome.isProcessed) throw new Conflict(teamTexts.teamChanged);
      const senderId = outcome.fromUserId;
      await settleRequest(outcome, deleteOpenRequest(outcome), dropPending(user.id, senderId, outcome.id), [
        dropPending(senderId, user.id, outcome.id),
      ]);
    }
    return { message: teamTexts.noteDeleted };
  },
});
