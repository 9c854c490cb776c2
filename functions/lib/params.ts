/** Path parameters that name one of the caller's items, shared by the routes of every area. */
import { isId } from '../data/core/ids';
import { NotFound } from './errors';

/**
 * The path parameter `name` when it can name one of our items; anything else is answered 404 at
 * once (`message`), without a read, exactly like an id that names nothing.
 */
export function idParam(params: Record<string, string | undefined>, message: string, name = 'id'): string {
  const id = params[name];
  if (!isId(id)) throw new NotFound(message);
  return id;
}
