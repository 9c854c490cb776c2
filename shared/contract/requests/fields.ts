/**
 * What each route takes (bodies and query strings), declared once as valibot schemas with SPEC.md
 * section 5's messages, one module per area (shared/contract/requests/), so that each Lambda
 * bundle carries only its own area's schemas; this module holds their building blocks. The handler factory validates every request with them (400 with the first
 * issue's message; the rules run in the order the entries are declared), their outputs are the
 * routes' typed, normalised inputs, the web client is typed by their inputs, and the OpenAPI
 * document is generated from them. The field rules themselves (shared/validation.ts) are the ones
 * the web client checks before sending.
 */
import * as v from 'valibot';
import { limits } from '../../limits';
import { validation as text } from '../../messages';
import { formatRule, isTimeZone, parseRule, repeatFroms } from '../../repeat';
import { checkDescription, isIsoDateTime } from '../../validation';

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

/** A due date: absent or null is none; otherwise an ISO 8601 date-time, kept as sent. */
export const due = v.pipe(
  v.optional(
    v.nullable(
      v.custom<string>((value) => typeof value === 'string' && isIsoDateTime(value), text.dueInvalid),
    ),
  ),
  v.transform((value) => value ?? null),
);

// ---- Task details (issue 22) ----

/** A due date change: absent is no change, null clears it, otherwise an ISO 8601 date-time. */
export const dueChange = v.optional(
  v.nullable(v.custom<string>((value) => typeof value === 'string' && isIsoDateTime(value), text.dueInvalid)),
);

/** Notes: any text up to limits.notesMax characters, kept as sent ('' clears them). */
export const notes = v.pipe(v.string(text.notesInvalid), v.maxLength(limits.notesMax, text.notesTooLong));

/**
 * One step as a client sends it: `_id` is kept when it is a well-formed id, otherwise (or when
 * absent) the server gives the step a new one; `title` is trimmed, 1 to 180 characters;
 * `completed` defaults to false.
 */
export const stepInput = v.pipe(
  v.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    text.stepsInvalid,
  ),
  v.object(
    {
      _id: v.optional(v.nullable(v.string(text.stepsInvalid))),
      title: v.pipe(
        v.string(text.stepTitleRequired),
        v.trim(),
        v.minLength(1, text.stepTitleRequired),
        v.maxLength(limits.stepTitleMax, text.stepTitleTooLong),
      ),
      completed: v.optional(v.boolean(text.booleanInvalid('step completed'))),
    },
    text.stepsInvalid,
  ),
  v.transform((step) => ({
    ...(step._id ? { _id: step._id } : {}),
    title: step.title,
    completed: step.completed ?? false,
  })),
);

/** The whole list of steps, in order (at most limits.stepsMax): it replaces the stored list. */
export const steps = v.pipe(
  v.array(stepInput, text.stepsInvalid),
  v.maxLength(limits.stepsMax, text.tooManySteps),
);

/** A rule of the subset (shared/repeat.ts), answered in canonical form; otherwise its own refusal. */
const canonicalRuleText = v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
  const parsed = parseRule(dataset.value);
  if (parsed.ok) return formatRule(parsed.rule);
  addIssue({ message: parsed.message });
  return NEVER;
});

/**
 * A repeat: null (none) or `{ rule, from, timeZone? }`. The rule is one of the subset of
 * shared/repeat.ts and is answered in canonical form; `from` defaults to 'due'; `timeZone` (IANA)
 * is the zone whose calendar days the due date counts in (docs/api.md, "Repeating tasks").
 */
export const repeat = v.nullable(
  v.pipe(
    v.custom<Record<string, unknown>>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      text.repeatInvalid,
    ),
    v.object(
      {
        rule: v.pipe(v.string(text.repeatInvalid), canonicalRuleText),
        from: v.optional(v.picklist(repeatFroms, text.repeatFromInvalid), 'due'),
        timeZone: v.optional(
          v.pipe(v.string(text.repeatTimeZoneInvalid), v.check(isTimeZone, text.repeatTimeZoneInvalid)),
        ),
      },
      text.repeatInvalid,
    ),
    v.transform((value) => ({
      rule: value.rule,
      from: value.from,
      ...(value.timeZone ? { timeZone: value.timeZone } : {}),
    })),
  ),
);

/** The detail fields a new task or assignment may carry, all optional (create, send-assignment). */
export const detailEntries = {
  notes: v.optional(notes),
  steps: v.optional(steps),
  repeat: v.optional(repeat),
};

export type StepInput = v.InferOutput<typeof stepInput>;
export type RepeatInput = NonNullable<v.InferOutput<typeof repeat>>;

/** A new task's details, defaults filled in: no notes, no steps, no repeat. */
export interface TaskDetails {
  notes: string;
  steps: StepInput[];
  repeat: RepeatInput | null;
}

export const detailsOf = (input: Partial<TaskDetails>): TaskDetails => ({
  notes: input.notes ?? '',
  steps: input.steps ?? [],
  repeat: input.repeat ?? null,
});

/**
 * What todo/update changes, exactly the fields sent (edit-assignment: the same without `completed`
 * and `groupId`). `due: null` clears the due date, `repeat: null` stops repeating, `steps` replaces
 * the list.
 */
export interface TaskChanges {
  completed?: boolean;
  description?: string;
  important?: boolean;
  due?: string | null;
  groupId?: string;
  notes?: string;
  steps?: StepInput[];
  repeat?: RepeatInput | null;
}
