/**
 * Errors a handler throws to answer with a status. The handler factory turns them, and the data
 * layer's domain errors (functions/data/errors.ts), into `{ message }` with that status; anything
 * else becomes 500 (or 503 when the store is unavailable) with a generic message, and the details
 * go to the log only.
 */
import { serverErrors } from '../../shared/messages';
import { Conflict, type DomainError, Forbidden, NotFound } from '../data/errors';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, for example Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = serverErrors.notSignedIn) => new HttpError(401, message);
export const forbidden = (message: string = serverErrors.forbidden) => new HttpError(403, message);
export const notFound = (message: string = serverErrors.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message: string = serverErrors.tooLarge) => new HttpError(413, message);
export const unsupportedMediaType = (message: string = serverErrors.jsonContentType) =>
  new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });

/** The status a domain error of the data layer answers with. */
export function domainErrorStatus(error: DomainError): number {
  if (error instanceof NotFound) return 404;
  if (error instanceof Forbidden) return 403;
  if (error instanceof Conflict) return 409;
  return 500;
}

/** SDK error names that mean "the store is busy or unreachable, retry later" (answered 503). */
const unavailableErrorNames = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'TimeoutError',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
]);

export function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return unavailableErrorNames.has(error.name) || (code !== undefined && unavailableErrorNames.has(code));
}
