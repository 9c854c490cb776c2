/** Bodies of the team routes. */
import * as v from 'valibot';
import { teamTexts } from '../../messages/server';
import { body, requiredText } from './fields';

/** send-requests and remove-from-team: `{ toUser }`, a user id (the route answers 404 for any other). */
export const toUserBody = body(
  { toUser: v.pipe(requiredText('toUser', teamTexts.toUserRequired), v.trim()) },
  { toUser: teamTexts.toUserRequired },
);
