/**
 * What each route takes (bodies and query strings), declared once as valibot schemas with SPEC.md
 * section 5's messages. The handler factory validates every request with them (400 with the first
 * issue's message; the rules run in the order the entries are declared), their outputs are the
 * routes' typed, normalised inputs, the web client is typed by their inputs, and the OpenAPI
 * document is generated from them. The field rules themselves (shared/validation.ts) are the ones
 * the web client checks before sending.
 */
import * as v from 'valibot';
import { limits } from '../limits';
import { inputTexts, teamTexts, validation as text } from '../messages';
import {
  checkDescription,
  checkEmail,
  checkGroupName,
  checkNewPassword,
  checkUsername,
  isIsoDateTime,
  isWellFormedText,
} from '../validation';

const bodyNotObject = 'Request body must be a JSON object';

/**
 * A JSON object body with these entries. A missing entry is answered with its `missing` message
 * (what the user left out), any other entry issue with the entry's own message.
 */
function body<const Entries extends v.ObjectEntries>(
  entries: Entries,
  missing: Partial<Record<keyof Entries, string>> = {},
) {
  return v.pipe(
    // Typed as the object's input, so a client sending this body is typed by it.
    v.custom<v.InferInput<v.ObjectSchema<Entries, undefined>>>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      bodyNotObject,
    ),
    v.object(entries, (issue) => {
      const key = issue.path?.[issue.path.length - 1]?.key;
      return typeof key === 'string'
        ? (missing[key as keyof Entries] ?? `${key} is required`)
        : bodyNotObject;
    }),
  );
}

/** A required text field: absent, null or empty is `missing`; another type is refused by name. */
const requiredText = (field: string, missing: string) =>
  v.pipe(
    v.nullable(v.string(`${field} must be a string`)),
    v.check((value) => value !== null && value !== '', missing),
    v.transform((value) => value as string),
  );

/** An optional text field (absent or null: not sent). */
const optionalText = (field: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${field} must be a string`))),
    v.transform((value) => value ?? undefined),
  );

const optionalBoolean = (field: string) => v.optional(v.boolean(text.booleanInvalid(field)));

/** A rule of shared/validation.ts (message or null) as a check. */
const rule = (check: (value: string) => string | null) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = check(dataset.value);
    if (problem) addIssue({ message: problem });
  });

/** A task description: non-blank after trimming, at most 180 characters; answered trimmed. */
const description = v.pipe(
  requiredText('description', text.descriptionRequired),
  v.trim(),
  rule(checkDescription),
);

/** A due date: absent or null is none; otherwise an ISO 8601 date-time, kept as sent. */
const due = v.pipe(
  v.optional(
    v.nullable(
      v.custom<string>((value) => typeof value === 'string' && isIsoDateTime(value), text.dueInvalid),
    ),
  ),
  v.transform((value) => value ?? null),
);

// ---- Auth ----

const signInUsername = v.pipe(
  requiredText('username', text.usernameRequired),
  v.trim(),
  v.check((name) => name !== '', text.usernameRequired),
  // No account has a longer name, and the name becomes part of two keys: refused before it
  // reaches DynamoDB's 2,048-byte key limit (issue 13).
  v.maxLength(limits.usernameMax, text.usernameForm),
);
const password = v.pipe(
  requiredText('password', text.passwordRequired),
  v.maxLength(limits.passwordMax, text.passwordTooLong),
);

export const signInBody = body(
  { username: signInUsername, password },
  {
    username: text.usernameRequired,
    password: text.passwordRequired,
  },
);

/** Sign-up: the sign-in fields, then the username form and the password rule of SPEC.md section 5. */
export const signUpBody = v.pipe(
  signInBody,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = checkUsername(dataset.value.username) ?? checkNewPassword(dataset.value.password);
    if (problem) addIssue({ message: problem });
  }),
);

const passwordOfChange = v.pipe(
  requiredText('password', text.passwordsRequired),
  v.maxLength(limits.passwordMax, text.passwordTooLong),
);
/** Change password: both required; the new one 6 to 128 characters (not the sign-up pattern). */
export const passwordChangeBody = body(
  {
    oldPassword: passwordOfChange,
    newPassword: v.pipe(passwordOfChange, v.minLength(limits.passwordMin, text.passwordMin)),
  },
  { oldPassword: text.passwordsRequired, newPassword: text.passwordsRequired },
);

/** Profile update: email and bio, each optional, trimmed; an empty string clears the field. */
export const profileUpdateBody = v.pipe(
  body({
    email: v.pipe(
      optionalText('email'),
      v.transform((value) => value?.trim()),
      v.check((value) => value === undefined || checkEmail(value) === null, text.emailInvalid),
    ),
    bio: v.pipe(
      optionalText('bio'),
      v.transform((value) => value?.trim()),
      v.check((value) => value === undefined || value.length <= limits.bioMax, text.bioTooLong),
    ),
  }),
  v.transform(({ email, bio }) => ({
    ...(email !== undefined ? { email } : {}),
    ...(bio !== undefined ? { bio } : {}),
  })),
);

// ---- Tasks and groups ----

/**
 * todo/create. `user` is type-checked and otherwise ignored: a task always belongs to the caller.
 * `assigned: true` is refused: copies are made by send-assignment, with their assignees and marker.
 * `groupId`: a user group id, a built-in home, or none (the route resolves it).
 */
export const createTodoBody = v.pipe(
  body(
    {
      description,
      completed: optionalBoolean('completed'),
      important: optionalBoolean('important'),
      assigned: v.pipe(
        optionalBoolean('assigned'),
        v.check((assigned) => assigned !== true, text.assignedOnCreate),
      ),
      user: optionalText('user'),
      groupId: v.optional(v.nullable(v.string(text.groupIdInvalid))),
      due,
    },
    { description: text.descriptionRequired },
  ),
  v.transform((input) => ({
    description: input.description,
    completed: input.completed ?? false,
    important: input.important ?? false,
    // An absent due date skips its rule (an optional entry): none.
    due: input.due ?? null,
    groupId: input.groupId ? input.groupId : null,
  })),
);

/** todo/update: `completed`, `description` or both; at least one. */
export const updateTodoBody = v.pipe(
  body({
    completed: optionalBoolean('completed'),
    description: v.optional(v.nullable(description)),
  }),
  v.check((input) => input.completed !== undefined || input.description != null, text.updateFieldsRequired),
  v.transform((input) => ({
    ...(input.completed !== undefined ? { completed: input.completed } : {}),
    ...(input.description != null ? { description: input.description } : {}),
  })),
);

/** create-group and update-group: the name, trimmed, non-blank, at most 20 characters. */
export const groupNameBody = body(
  { name: v.pipe(requiredText('name', text.groupNameRequired), v.trim(), rule(checkGroupName)) },
  { name: text.groupNameRequired },
);

// ---- Team ----

/** send-requests and remove-from-team: `{ toUser }`, a user id (the route answers 404 for any other). */
export const toUserBody = body(
  { toUser: v.pipe(requiredText('toUser', teamTexts.toUserRequired), v.trim()) },
  { toUser: teamTexts.toUserRequired },
);

// ---- Assignments ----

/**
 * A grouped "Assigned by you" row as a client sends it back. Only what names the assignment (its
 * uniqueMarker, or its _id) and, as hints, its assignees and copies are read; the routes check both
 * against the stored row (functions/assignment/lib/rows.ts).
 */
export const assignmentRow = v.looseObject({
  uniqueMarker: v.optional(v.unknown()),
  _id: v.optional(v.unknown()),
  assignedTo: v.optional(v.unknown()),
  originalIds: v.optional(v.unknown()),
});
const row = v.pipe(
  v.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    text.assignmentRowRequired,
  ),
  assignmentRow,
);

/** The assignees and copies a grouped row lists, when it lists them well-formed; otherwise null. */
export function claimedCopies(
  value: v.InferOutput<typeof assignmentRow>,
): { assigneeId: string; copyId: string }[] | null {
  const { assignedTo, originalIds } = value;
  if (!Array.isArray(assignedTo) || !Array.isArray(originalIds) || assignedTo.length !== originalIds.length)
    return null;
  if (assignedTo.length > limits.assignmentPartnersMax) return null;
  const copies: { assigneeId: string; copyId: string }[] = [];
  for (const [i, assigneeId] of assignedTo.entries()) {
    const copyId = originalIds[i];
    if (typeof assigneeId !== 'string' || typeof copyId !== 'string') return null;
    copies.push({ assigneeId, copyId });
  }
  return copies;
}

/**
 * send-assignment: the task fields of todo/create plus `partners`, de-duplicated and capped at
 * limits.assignmentPartnersMax so the whole assignment fits one transaction. Fields that make no
 * sense for a copy (`completed`, `assigned`, `groupId`, `user`) are not read.
 */
export const sendAssignmentBody = v.pipe(
  body(
    {
      description,
      important: optionalBoolean('important'),
      due,
      partners: v.pipe(
        v.nullable(v.array(v.string(text.partnersInvalid), text.partnersInvalid)),
        v.check((partners) => partners != null && partners.length > 0, text.noTeammatesSelected),
        v.transform((partners) => [...new Set(partners)]),
        v.maxLength(limits.assignmentPartnersMax, text.tooManyPartners),
      ),
    },
    { description: text.descriptionRequired, partners: text.noTeammatesSelected },
  ),
  v.transform((input) => ({ ...input, important: input.important ?? false, due: input.due ?? null })),
);

/** edit-assignment: the row in `todos` (what the original client sends) or `todo`. */
export const editAssignmentBody = v.pipe(
  body(
    { description, todos: v.optional(v.unknown()), todo: v.optional(v.unknown()) },
    { description: text.descriptionRequired },
  ),
  v.transform((input) => ({ description: input.description, row: input.todos ?? input.todo })),
  v.object({ description: v.string(), row }),
);

/** delete-assignment-for-single-teammate: the row and the position of the assignee to remove. */
export const deleteSingleBody = v.pipe(
  body(
    {
      todos: row,
      index: v.pipe(
        v.number(text.assignmentIndexInvalid),
        v.integer(text.assignmentIndexInvalid),
        v.minValue(0, text.assignmentIndexInvalid),
      ),
    },
    { todos: text.assignmentRowRequired, index: text.assignmentIndexInvalid },
  ),
  v.check((input) => {
    const claimed = claimedCopies(input.todos);
    return claimed === null || input.index < claimed.length;
  }, text.assignmentIndexInvalid),
);

export const deleteAllBody = body({ todos: row }, { todos: text.assignmentRowRequired });

/** get-assignments-status: the grouped rows of view 4 (only their assignee and copy lists are read). */
export const assignmentsStatusBody = body(
  {
    todos: v.array(
      v.pipe(
        v.custom<Record<string, unknown>>(
          (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
          text.assignmentTodosInvalid,
        ),
        assignmentRow,
      ),
      text.assignmentTodosInvalid,
    ),
  },
  { todos: text.assignmentTodosInvalid },
);

// ---- Avatars ----

/** Standard base64 (no data-URL header, no line breaks). */
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** image/upload: base64 JPEG data without its header (size and JPEG structure: functions/image). */
export const imageUploadBody = body(
  {
    image: v.pipe(
      v.nullable(v.unknown()),
      v.check((image) => image !== null && image !== '', text.imageRequired),
      v.check((image) => typeof image === 'string' && base64Pattern.test(image), text.imageNotBase64),
      v.transform((image) => image as string),
    ),
  },
  { image: text.imageRequired },
);

// ---- Query strings ----

/** GET /api/search?query=: trimmed, at most 100 characters, matched lowercase. */
export const searchQuery = v.object({
  query: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(limits.searchQueryMax, teamTexts.searchQueryTooLong),
    v.check(isWellFormedText, inputTexts.textNotUnicode),
    v.toLowerCase(),
  ),
});

/**
 * GET /burn/memory?size=n, in MB: the leading integer of `size` clamped to 1-400 as the original
 * system does (COMPAT.md section 8 item 16); 200 when absent or not a number.
 */
export const burnMemoryQuery = v.object({
  size: v.pipe(
    v.optional(v.string(), ''),
    v.transform((size) => {
      const mb = Number.parseInt(size, 10);
      if (!Number.isFinite(mb)) return limits.burnMemoryDefaultMb as number;
      return Math.min(limits.burnMemoryMaxMb, Math.max(1, mb));
    }),
  ),
});
