/**
 * What the data layer throws when the state it finds refuses a request: domain errors with the
 * message to show. They know nothing of HTTP; the handler factory answers each with its status
 * (functions/lib/errors.ts, `domainErrorStatus`). Anything else a repository throws is a fault.
 */
import { serverErrors } from '../../shared/messages';

export abstract class DomainError extends Error {}

/** The item asked for does not exist (or is not the caller's to see). */
export class NotFound extends DomainError {
  override readonly name = 'NotFound';
  constructor(message: string = serverErrors.notFound) {
    super(message);
  }
}

/** The item exists but the caller may not change it this way. */
export class Forbidden extends DomainError {
  override readonly name = 'Forbidden';
  constructor(message: string = serverErrors.forbidden) {
    super(message);
  }
}

/** The stored state does not allow the change (taken, changed meanwhile). */
export class Conflict extends DomainError {
  override readonly name = 'Conflict';
}

/** Whether a single conditional write failed its condition (a transaction's reasons: `cancellations`). */
export const isConditionFailed = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';
