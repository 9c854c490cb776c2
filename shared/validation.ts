/**
 * Validation rules of SPEC.md section 5, shared by the web (to refuse early) and the functions
 * (to refuse for real). Field checks return the error message or null; body parsers return a typed,
 * normalised value or throw `ValidationError`, which the handler factory answers with 400.
 */
import { limits } from './limits';
import { inputTexts, validation as text } from './messages';
import type { Credentials, GroupNameInput, PasswordChange, ProfileUpdate, UpdateTodoInput } from './types';

export class ValidationError extends Error {
  override readonly name = 'ValidationError';
}

const fail = (message: string): never => {
  throw new ValidationError(message);
};

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

export function checkDescription(description: string): string | null {
  const trimmed = description.trim();
  if (trimmed === '') return text.descriptionRequired;
  return trimmed.length > limits.descriptionMax ? text.descriptionTooLong : null;
}

export function checkGroupName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return text.groupNameRequired;
  return trimmed.length > limits.groupNameMax ? text.groupNameTooLong : null;
}

/** Whether `value` is a real calendar date written yyyy-mm-dd (2025-02-30 is not). */
export function isValidYmd(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The due instant for a chosen day: 23:59 local time of that day (SPEC.md section 4), as ISO. */
export function endOfDayIso(ymd: string): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, limits.dueHour, limits.dueMinute, 0, 0).toISOString();
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

// ---- Well-formed text (issue 13) ----

/**
 * Whether `value` is well-formed UTF-16, that is has no lone surrogate. JSON can carry one
 * (`"\ud800"`) and DynamoDB Local stores it, but DynamoDB in AWS accepts valid UTF-8 only and
 * would fail the request with a 500; so such text is refused with 400 before any read or write.
 * In a `u` regular expression a surrogate pair is one code point, so only lone halves match.
 */
export const isWellFormedText = (value: string): boolean => !/\p{Surrogate}/u.test(value);

/**
 * Throws ValidationError when any string of a parsed JSON value, member names included, is not
 * well-formed. Iterative, so a deeply nested body (64 KB of `[`) cannot overflow the stack.
 */
export function assertWellFormedJson(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isWellFormedText(next)) fail(inputTexts.textNotUnicode);
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (typeof next === 'object' && next !== null) {
      for (const [name, member] of Object.entries(next)) {
        if (!isWellFormedText(name)) fail(inputTexts.textNotUnicode);
        pending.push(member);
      }
    }
  }
}

/**
 * The same check for path and query parameters. A gateway that percent-decodes strictly never
 * produces a lone surrogate there, so this is defence in depth for the handler factory.
 */
export function assertWellFormedParams(
  ...records: (Record<string, string | undefined> | null | undefined)[]
) {
  for (const record of records) {
    for (const [name, value] of Object.entries(record ?? {})) {
      if (!isWellFormedText(name) || (value !== undefined && !isWellFormedText(value)))
        fail(inputTexts.textNotUnicode);
    }
  }
}

// ---- Body parsers (server side; `body` is untrusted JSON) ----

export type JsonObject = Record<string, unknown>;

/**
 * Every body parser starts here: a JSON object, and (issue 13) no ill-formed text anywhere in it,
 * whether or not the route reads that field.
 */
export function asObject(body: unknown): JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return fail('Request body must be a JSON object');
  assertWellFormedJson(body);
  return body as JsonObject;
}

export function requiredString(body: JsonObject, field: string, missingMessage: string): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') return fail(missingMessage);
  if (typeof value !== 'string') return fail(`${field} must be a string`);
  return value;
}

export function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return fail(`${field} must be a string`);
  return value;
}

export function optionalBoolean(body: JsonObject, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') return fail(text.booleanInvalid(field));
  return value;
}

/** Sign-in: both fields present. The username is trimmed; the password is taken as typed. */
export function parseSignIn(body: unknown): Credentials {
  const object = asObject(body);
  const username = requiredString(object, 'username', text.usernameRequired).trim();
  if (username === '') fail(text.usernameRequired);
  // No account has a longer name, and the name becomes part of two keys (the claim and the
  // sign-in counter): refused before it reaches DynamoDB's 2,048-byte key limit.
  if (username.length > limits.usernameMax) fail(text.usernameForm);
  const password = requiredString(object, 'password', text.passwordRequired);
  if (password.length > limits.passwordMax) fail(text.passwordTooLong);
  return { username, password };
}

/** Sign-up: the sign-in fields, plus the username form and the password rule. */
export function parseSignUp(body: unknown): Credentials {
  const credentials = parseSignIn(body);
  const problem = checkUsername(credentials.username) ?? checkNewPassword(credentials.password);
  if (problem) fail(problem);
  return credentials;
}

/**
 * Change password: both required; the new one at least 6 characters (SPEC.md section 5, and the
 * original client's form), at most passwordMax. The sign-up pattern is not asked here.
 */
export function parsePasswordChange(body: unknown): PasswordChange {
  const object = asObject(body);
  const oldPassword = requiredString(object, 'oldPassword', text.passwordsRequired);
  const newPassword = requiredString(object, 'newPassword', text.passwordsRequired);
  if (oldPassword.length > limits.passwordMax || newPassword.length > limits.passwordMax)
    fail(text.passwordTooLong);
  if (newPassword.length < limits.passwordMin) fail(text.passwordMin);
  return { oldPassword, newPassword };
}

/** Profile update: email and bio, each optional, trimmed; an empty string clears the field. */
export function parseProfileUpdate(body: unknown): ProfileUpdate {
  const object = asObject(body);
  const email = optionalString(object, 'email')?.trim();
  const bio = optionalString(object, 'bio')?.trim();
  if (email !== undefined) {
    const problem = checkEmail(email);
    if (problem) fail(problem);
  }
  if (bio !== undefined && bio.length > limits.bioMax) fail(text.bioTooLong);
  const update: ProfileUpdate = {};
  if (email !== undefined) update.email = email;
  if (bio !== undefined) update.bio = bio;
  return update;
}

// ---- Tasks and groups ----

/** A task description field: a string, non-blank after trimming, at most 180 characters; answered trimmed. */
export function parseDescriptionField(body: JsonObject): string {
  const description = requiredString(body, 'description', text.descriptionRequired).trim();
  const problem = checkDescription(description);
  if (problem) fail(problem);
  return description;
}

/** A due field: absent or null means no due date; otherwise an ISO 8601 date-time, kept as sent. */
export function parseDueField(body: JsonObject): string | null {
  const due = body.due;
  if (due === undefined || due === null) return null;
  if (typeof due !== 'string' || !isIsoDateTime(due)) return fail(text.dueInvalid);
  return due;
}

/** A new task as the server creates it: always the caller's own, never an assigned copy. */
export interface NewTodoInput {
  description: string;
  completed: boolean;
  important: boolean;
  due: string | null;
  /** A user group id, a built-in view id, or null; the route resolves it. */
  groupId: string | null;
}

/**
 * todo/create. `user` is type-checked and otherwise ignored: a task always belongs to the caller.
 * `assigned: true` is refused: copies are made by send-assignment, with their assignees and marker.
 */
export function parseCreateTodo(body: unknown): NewTodoInput {
  const object = asObject(body);
  const description = parseDescriptionField(object);
  const completed = optionalBoolean(object, 'completed') ?? false;
  const important = optionalBoolean(object, 'important') ?? false;
  if (optionalBoolean(object, 'assigned') === true) fail(text.assignedOnCreate);
  optionalString(object, 'user');
  const groupId = object.groupId;
  if (groupId !== undefined && groupId !== null && typeof groupId !== 'string') fail(text.groupIdInvalid);
  return {
    description,
    completed,
    important,
    due: parseDueField(object),
    groupId: typeof groupId === 'string' && groupId !== '' ? groupId : null,
  };
}

/** todo/update: `completed`, `description` or both; at least one. */
export function parseUpdateTodo(body: unknown): UpdateTodoInput {
  const object = asObject(body);
  const completed = optionalBoolean(object, 'completed');
  const description =
    object.description === undefined || object.description === null
      ? undefined
      : parseDescriptionField(object);
  if (completed === undefined && description === undefined) fail(text.updateFieldsRequired);
  return {
    ...(completed !== undefined ? { completed } : {}),
    ...(description !== undefined ? { description } : {}),
  };
}

/** create-group and update-group: the name, trimmed, non-blank, at most 20 characters. */
export function parseGroupName(body: unknown): GroupNameInput {
  const name = requiredString(asObject(body), 'name', text.groupNameRequired).trim();
  const problem = checkGroupName(name);
  if (problem) fail(problem);
  return { name };
}
