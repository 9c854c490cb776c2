/**
 * The one error family of the functions: what a route, the data layer or a middleware throws when a
 * request cannot be answered as asked. Each member says what went wrong (not how HTTP spells it)
 * and carries the message to show; `statusOf` and `toResponse` are the one place that turns any
 * error into a status and `{ message }` (with a refusal's `details`, which few have), for the HTTP handler factory (./middlewares/errors.ts) and
 * the WebSocket factories (./ws-handler.ts, ./ws-connect.ts) alike. Anything outside the family is a
 * fault: 503 when the store is unavailable, 500 otherwise, with the details in the log only.
 */
import { serverErrors } from '@shared/messages/server';
import type { Logger } from './log';

/** Each member's status, by its name: declared once, read by `statusOf`. */
const statusByName = {
  Invalid: 400,
  NotSignedIn: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooLarge: 413,
  UnsupportedMediaType: 415,
  TooMany: 429,
  Unavailable: 503,
  NotSetUp: 503,
} as const;

export abstract class AppError extends Error {
  abstract override readonly name: keyof typeof statusByName;
  /** Extra response headers the refusal needs (Retry-After). */
  readonly headers: Readonly<Record<string, string>> = {};
  /** What the answer says beside `{ message }`, for the few refusals a client acts on (sign-in's second factor). */
  readonly details: Readonly<Record<string, unknown>> = {};
}

/** The input breaks a rule (the first rule it breaks, in the contract's order). */
export class Invalid extends AppError {
  override readonly name = 'Invalid';
}

/** No live session on a route that needs one. */
export class NotSignedIn extends AppError {
  override readonly name = 'NotSignedIn';
  constructor(message: string = serverErrors.notSignedIn) {
    super(message);
  }
}

/**
 * The password was right and the account asks for its second factor: 401, with the challenge that
 * the code step (POST /api/auth/signin/2fa) takes with the code, and no session.
 */
export class SecondFactorNeeded extends NotSignedIn {
  override readonly details: Readonly<{ twoFactor: true; challenge: string }>;
  constructor(message: string, challenge: string) {
    super(message);
    this.details = { twoFactor: true, challenge };
  }
}

/** The item exists but the caller may not change it this way (or the request is not the site's own). */
export class Forbidden extends AppError {
  override readonly name = 'Forbidden';
  constructor(message: string = serverErrors.forbidden) {
    super(message);
  }
}

/** The item asked for does not exist (or is not the caller's to see). */
export class NotFound extends AppError {
  override readonly name = 'NotFound';
  constructor(message: string = serverErrors.notFound) {
    super(message);
  }
}

/** The stored state does not allow the change (taken, answered, changed meanwhile). */
export class Conflict extends AppError {
  override readonly name = 'Conflict';
}

/** The body, or the image in it, is over its limit. */
export class TooLarge extends AppError {
  override readonly name = 'TooLarge';
  constructor(message: string = serverErrors.tooLarge) {
    super(message);
  }
}

/** A state-changing request with a body that is not JSON (the CSRF rule of ./middlewares/guard.ts). */
export class UnsupportedMediaType extends AppError {
  override readonly name = 'UnsupportedMediaType';
  constructor(message: string = serverErrors.jsonContentType) {
    super(message);
  }
}

/** Too many attempts: try again after `retryAfterSeconds`. */
export class TooMany extends AppError {
  override readonly name = 'TooMany';
  override readonly headers: Readonly<Record<string, string>>;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/** The backing store is busy or unreachable: retry shortly. */
export class Unavailable extends AppError {
  override readonly name = 'Unavailable';
  override readonly headers = { 'retry-after': '1' };
  constructor(message: string = serverErrors.unavailable) {
    super(message);
  }
}

/**
 * A part of the site its operator has not set up (mail without a sender, functions/lib/mail.ts).
 * 503, as the family answers a backing service it cannot reach: the request is sound (a 4xx would
 * blame the caller for what no change of the request can fix), the site cannot serve it. No
 * Retry-After, unlike Unavailable: waiting does not help until the operator sets it up. Logged as
 * an error, so the operator sees it.
 */
export class NotSetUp extends AppError {
  override readonly name = 'NotSetUp';
}

/** SDK error names that mean "the store is busy or unreachable, retry later" (answered as Unavailable). */
const unavailableErrorNames = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  // SES's throttling (functions/lib/mail.ts).
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'TimeoutError',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
]);

function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return unavailableErrorNames.has(error.name) || (code !== undefined && unavailableErrorNames.has(code));
}

/** The status an error answers with. */
export function statusOf(error: unknown): number {
  if (error instanceof AppError) return statusByName[error.name];
  return isUnavailableError(error) ? statusByName.Unavailable : 500;
}

export interface ErrorResponse {
  statusCode: number;
  body: { message: string } & Readonly<Record<string, unknown>>;
  headers: Readonly<Record<string, string>>;
}

/** The answer to an error: the family's own message, or a generic one for a fault (logged, never shown). */
export function toResponse(error: unknown, log: Logger): ErrorResponse {
  const statusCode = statusOf(error);
  if (error instanceof AppError) {
    if (statusCode >= 500) log.error('request failed', { error });
    return { statusCode, body: { ...error.details, message: error.message }, headers: error.headers };
  }
  if (statusCode === statusByName.Unavailable) {
    log.error('backing store unavailable', { error });
    const unavailable = new Unavailable();
    return { statusCode, body: { message: unavailable.message }, headers: unavailable.headers };
  }
  log.error('unhandled error', { error });
  return { statusCode, body: { message: serverErrors.internal }, headers: {} };
}
