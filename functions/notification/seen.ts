/**
 * POST /api/notification/seen (extension, docs/api.md#notifications-seen): `{ upTo }`, the id of the
 * newest notification the caller's page showed: kept on the profile, so that every device's bell
 * agrees on what is new. Nothing is deleted; a mark older than the one kept changes nothing.
 */
import { seenNotesBody } from '@shared/contract/requests/team';
import { teamTexts } from '@shared/messages/server';
import { markNotesSeen } from '../data/notifications/notes-seen';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-seen', {
  body: seenNotesBody,
  handle: async ({ input, user, unit }) => ({
    message: teamTexts.notesSeen,
    notificationsSeenUpTo: await markNotesSeen(user, input.upTo, unit),
  }),
});
