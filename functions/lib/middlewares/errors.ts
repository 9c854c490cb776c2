/**
 * Middleware 1, errors: any error becomes `{ message }` with an honest status (docs/api.md);
 * internals go to the log only, never into the answer.
 */
import { serverErrors } from '../../../shared/messages';
import { ValidationError } from '../../../shared/validation';
import { DomainError } from '../../data/errors';
import { domainErrorStatus, HttpError, isUnavailableError } from '../errors';
import { json, type Result } from '../http';
import { createLogger, type Logger } from '../log';
import type { Middleware } from './types';

export function errorResponse(error: unknown, log: Logger): Result {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) log.error('request failed', { error });
    return json(error.statusCode, { message: error.message }, { headers: error.headers });
  }
  if (error instanceof ValidationError) return json(400, { message: error.message });
  if (error instanceof DomainError) return json(domainErrorStatus(error), { message: error.message });
  if (isUnavailableError(error)) {
    log.error('backing store unavailable', { error });
    return json(503, { message: serverErrors.unavailable }, { headers: { 'retry-after': '1' } });
  }
  log.error('unhandled error', { error });
  return json(500, { message: serverErrors.internal });
}

export const errors = (routeName: string): Middleware => ({
  onError: async (request) => {
    const log = request.context.state?.log ?? createLogger({ route: routeName });
    request.response = errorResponse(request.error, log);
  },
});
