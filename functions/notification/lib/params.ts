/** The `{id}` path parameter of the request and notification routes. */
import { isId } from '../../data/ids';
import { NotFound } from '../../lib/errors';

/**
 * The `{id}` path parameter when it can name one of our items; anything else is answered 404 at
 * once (`message`), without a read, exactly like an id that names nothing.
 */
export function idParam(params: Record<string, string | undefined>, message: string): string {
  const id = params.id;
  if (!isId(id)) throw new NotFound(message);
  return id;
}
