/** Inputs of the team routes: the `toUser` body and the `{id}` path parameter. */
import { teamTexts } from '../../shared/messages';
import type { ToUserInput } from '../../shared/types';
import { asObject, requiredString } from '../../shared/validation';
import { isId } from '../data/ids';
import { notFound } from '../lib/errors';

/** `{ toUser }`: a user id string (400 when missing or not a string). */
export function parseToUser(body: unknown): ToUserInput {
  return { toUser: requiredString(asObject(body), 'toUser', teamTexts.toUserRequired).trim() };
}

/**
 * The `{id}` path parameter when it can name one of our items; anything else is answered 404 at
 * once (`message`), without a read, exactly like an id that names nothing.
 */
export function idParam(params: Record<string, string | undefined>, message: string): string {
  const id = params.id;
  if (!isId(id)) throw notFound(message);
  return id;
}
