/** Bodies of the team routes. */
import * as v from 'valibot';
import { alphabet } from '../../ids';
import { teamTexts } from '../../messages/server';
import { body, requiredText } from './fields';

/** send-requests and remove-from-team: `{ toUser }`, a user id (the route answers 404 for any other). */
export const toUserBody = body(
  { toUser: v.pipe(requiredText('toUser', teamTexts.toUserRequired), v.trim()) },
  { toUser: teamTexts.toUserRequired },
);

const timeOrderedId = new RegExp(`^[${alphabet}]{26}$`);

/** notification-clear: `{ upTo }`, the id of the newest notification read (a time-ordered id). */
export const clearNotesBody = body(
  { upTo: v.pipe(v.string(teamTexts.clearUpToInvalid), v.regex(timeOrderedId, teamTexts.clearUpToInvalid)) },
  { upTo: teamTexts.clearUpToInvalid },
);

/** notification-seen: `{ upTo }`, the id of the newest notification a page showed (a time-ordered id). */
export const seenNotesBody = body(
  { upTo: v.pipe(v.string(teamTexts.seenUpToInvalid), v.regex(timeOrderedId, teamTexts.seenUpToInvalid)) },
  { upTo: teamTexts.seenUpToInvalid },
);
