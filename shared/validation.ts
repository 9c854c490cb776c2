/**
 * Validation rules of SPEC.md section 5, shared by the web (to refuse early) and the request schemas
 * of the functions (shared/contract/requests/, to refuse for real). Field checks return the error
 * message or null; the functions turn a refusal into their `Invalid` error (functions/lib/errors.ts).
 */
import { limits } from './limits';
import { validation as text } from './messages/validation';
import { isValidYmd } from './task-input';

export { checkDescription, checkGroupName, isValidYmd } from './task-input';

/** Letters, digits, dot, dash and underscore; 3 to 30 characters; must start with a letter or digit. */
export const usernamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{2,29}$/;

/** At least 6 characters with a digit, a lowercase and an uppercase letter (SPEC.md section 5). */
export const passwordPattern = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{6,}$/;

export function checkUsername(username: string): string | null {
  if (username.trim() === '') return text.usernameRequired;
  return usernamePattern.test(username) ? null : text.usernameForm;
}

export function checkNewPassword(password: string): string | null {
  if (password === '') return text.passwordRequired;
  if (password.length > limits.passwordMax) return text.passwordTooLong;
  return passwordPattern.test(password) ? null : text.passwordPattern;
}

/** Whether `value` is an ISO 8601 date-time that parses to a real instant. */
export function isIsoDateTime(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    isValidYmd(value.slice(0, 10)) && // Date.parse rolls 02-30 over into March
    !Number.isNaN(Date.parse(value))
  );
}

/** A practical email check: one @, no spaces, a dot in the domain; empty means "no email". */
export function checkEmail(email: string): string | null {
  if (email === '') return null;
  if (email.length > limits.emailMax) return text.emailInvalid;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : text.emailInvalid;
}

// ---- Well-formed text ----

/**
 * Whether `value` is well-formed UTF-16, that is has no lone surrogate. JSON can carry one
 * (`"\ud800"`) and DynamoDB Local stores it, but DynamoDB in AWS accepts valid UTF-8 only and
 * would fail the request with a 500; so such text is refused with 400 before any read or write.
 * In a `u` regular expression a surrogate pair is one code point, so only lone halves match.
 */
export const isWellFormedText = (value: string): boolean => !/\p{Surrogate}/u.test(value);
