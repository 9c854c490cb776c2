/**
 * Errors a handler throws to answer with a status. The handler factory turns them into
 * `{ message }` with that status; anything else becomes 500 (or 503 when the store is unavailable)
 * with a generic message, and the details go to the log only.
 */
import { serverErrors } from '../../shared/messages';

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

/** Whether a TransactWriteItems failure was caused by a condition check (and which items, by index). */
export function cancelledConditions(error: unknown): boolean[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code === 'ConditionalCheckFailed');
}

export const isConditionFailed = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';
