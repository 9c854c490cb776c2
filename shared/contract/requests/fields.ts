/**
 * What each route takes (bodies and query strings), declared once as valibot schemas with SPEC.md
 * section 5's messages, one module per area (shared/contract/requests/), so that each Lambda
 * bundle carries only its own area's schemas; this module holds their building blocks (the task
 * detail fields are in ./details.ts). The handler factory validates every request
 * with them (400 with the first issue's message; the rules run in the order the entries are
 * declared), their outputs are the routes' typed, normalised inputs, the web client is typed by
 * their inputs, and the OpenAPI document is generated from them. The field rules themselves
 * (shared/validation.ts) are the ones the web client checks before sending.
 */
import * as v from 'valibot';
import { validation as text } from '../../messages/validation';
import { checkDescription, isIsoDateTime, isValidYmd } from '../../validation';

const bodyNotObject = 'Request body must be a JSON object';

/**
 * A JSON object body with these entries. A missing entry is answered with its `missing` message
 * (what the user left out), any other entry issue with the entry's own message.
 */
export function body<const Entries extends v.ObjectEntries>(
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
export const requiredText = (field: string, missing: string) =>
  v.pipe(
    v.nullable(v.string(`${field} must be a string`)),
    v.check((value) => value !== null && value !== '', missing),
    v.transform((value) => value as string),
  );

/** An optional text field (absent or null: not sent). */
export const optionalText = (field: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${field} must be a string`))),
    v.transform((value) => value ?? undefined),
  );

export const optionalBoolean = (field: string) => v.optional(v.boolean(text.booleanInvalid(field)));

/** A rule of shared/validation.ts (message or null) as a check. */
export const rule = (check: (value: string) => string | null) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = check(dataset.value);
    if (problem) addIssue({ message: problem });
  });

/** A task description: non-blank after trimming, at most 180 characters; answered trimmed. */
export const description = v.pipe(
  requiredText('description', text.descriptionRequired),
  v.trim(),
  rule(checkDescription),
);

/**
 * A due date as the original client sends it: an ISO 8601 date-time; absent or null is none. The
 * request's due day is read from it when `dueDay` is not sent (../../due-day.ts `requestedDueDay`).
 */
export const due = v.optional(
  v.nullable(v.custom<string>((value) => typeof value === 'string' && isIsoDateTime(value), text.dueInvalid)),
);

/** A due day (docs/decisions/0113): a calendar date written yyyy-mm-dd; null is none. */
export const dueDay = v.optional(
  v.nullable(v.custom<string>((value) => typeof value === 'string' && isValidYmd(value), text.dueDayInvalid)),
);
