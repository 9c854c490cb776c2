/**
 * Middleware 1, errors: any error becomes `{ message }` with an honest status (functions/lib/errors.ts
 * `toResponse`, shared with the WebSocket factories); internals go to the log only.
 */
import { toResponse } from '../errors';
import { json } from '../http';
import type { Middleware } from './types';

export const errors = (): Middleware => ({
  onError: async (request) => {
    const answer = toResponse(request.error, request.context.state.log);
    request.response = json(answer.statusCode, answer.body, { headers: { ...answer.headers } });
  },
});
