/**
 * When a change that was not answered with success is tried again, and when it counts as refused
 * (SPEC.md section 4): no answer, the session gone, or a conflict that passes wait; a server error
 * on a replay is tried again a few times; anything else is refused. Waits grow from 1 s to 30 s.
 */

import { teamTexts, serverErrors as texts } from '@shared/messages/server';

/** Replays a server error (5xx) answered before the change counts as refused. */
export const serverErrorAttempts = 3;
export const firstRetryMs = 1000;
export const lastRetryMs = 30_000;

/**
 * The conflicts (409) that pass: the same change still running (idempotency), or what it changes
 * changing meanwhile. Any other 409 is a refusal that stands: a task someone else claimed first, a
 * list that is full.
 */
const passingConflicts = new Set<string>([
  texts.idempotencyInProgress,
  texts.assignmentChanged,
  teamTexts.teamChanged,
]);

/**
 * What a failed send means: `wait` (send it again later) or `refused`. `waited`: its caller waits for
 * the answer; `serverErrors`: the 5xx answers it had before this one.
 */
export function failureOutcome(error: unknown, waited: boolean, serverErrors: number): 'wait' | 'refused' {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  if (typeof status !== 'number') return 'wait';
  // No answer, the session gone (sent again after sign-in), or a conflict that passes.
  if (status === 0 || status === 401) return 'wait';
  if (status === 409)
    return typeof message === 'string' && !passingConflicts.has(message) ? 'refused' : 'wait';
  // A server error on replay may pass; one its caller waits for is refused at once.
  if (status >= 500 && !waited && serverErrors + 1 < serverErrorAttempts) return 'wait';
  return 'refused';
}

/** The waits between tries: doubling from the first to the last, back to the first once all is sent. */
export function backoff() {
  let delay = firstRetryMs;
  return {
    next: (): number => {
      const now = delay;
      delay = Math.min(delay * 2, lastRetryMs);
      return now;
    },
    reset: () => {
      delay = firstRetryMs;
    },
  };
}
