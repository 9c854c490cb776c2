/**
 * The task detail fields (notes, steps, repeat) and the due-date change, as request
 * schemas: the building blocks of the task and assignment bodies only, apart from ./fields.ts so
 * that the other areas' bundles do not carry them.
 */
import * as v from 'valibot';
import { isDueTime } from '../../due-time';
import { labelsPerTaskMax } from '../../labels';
import { limits } from '../../limits';
import { labelTexts } from '../../messages/labels';
import { detailFieldTexts, validation as text, timeFieldTexts } from '../../messages/validation';
import { isPriority, type Priority } from '../../priority';
import { formatRule, isTimeZone, parseRule, repeatFroms } from '../../repeat';
import { type CompletionMode, completionModes } from '../../team-task-fields';
import { teamTaskLimits } from '../../team-tasks';
import { remindBeforeMax } from '../../timed-due';
import { isIsoDateTime } from '../../validation';

/** A task's priority (shared/priority.ts): an integer from 1 (highest) to 4 (none); absent is not sent. */
export const optionalPriority = v.optional(
  v.custom<Priority>((value) => isPriority(value), detailFieldTexts.priorityInvalid),
);

/**
 * Times of day (docs/api.md#times-of-day): `dueTime` "HH:MM" (24 h) or null (date-only); `dueZone`
 * null (floating) or an IANA zone (fixed); `timeZone`, the caller's zone, whose wall clock a
 * floating task's `due` instant is read in (else the profile's); `remindBefore`, a reminder that
 * many minutes before the due (0: at due time), or null for none.
 */
export const dueTimeEntries = {
  dueTime: v.optional(
    v.nullable(v.custom<string>((value) => isDueTime(value), timeFieldTexts.dueTimeInvalid)),
  ),
  dueZone: v.optional(
    v.nullable(
      v.custom<string>(
        (value) => typeof value === 'string' && isTimeZone(value),
        timeFieldTexts.dueZoneInvalid,
      ),
    ),
  ),
  timeZone: v.optional(
    v.custom<string>(
      (value) => typeof value === 'string' && isTimeZone(value),
      timeFieldTexts.requestTimeZoneInvalid,
    ),
  ),
};

export const timeEntries = {
  ...dueTimeEntries,
  remindBefore: v.optional(
    v.nullable(
      v.custom<number>(
        (value) =>
          typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= remindBeforeMax,
        timeFieldTexts.remindBeforeInvalid,
      ),
    ),
  ),
};

/**
 * A task's labels (docs/api.md#labels): a list of label ids, distinct, at most 10 ([] takes them
 * all off); whether each is the caller's is the server's check (functions/data/lists/labels.ts).
 */
export const optionalLabels = v.optional(
  v.custom<string[]>(
    (value) =>
      Array.isArray(value) &&
      value.length <= labelsPerTaskMax &&
      value.every((id) => typeof id === 'string' && /^[0-9A-Za-z]{1,64}$/.test(id)) &&
      new Set(value).size === value.length,
    labelTexts.listInvalid(labelsPerTaskMax),
  ),
);

/** Notes: any text up to limits.notesMax characters, kept as sent ('' clears them). */
export const notes = v.pipe(
  v.string(detailFieldTexts.notesInvalid),
  v.maxLength(limits.notesMax, detailFieldTexts.notesTooLong),
);

/**
 * One step as a client sends it: `_id` is kept when it is a well-formed id, otherwise (or when
 * absent) the server gives the step a new one; `title` is trimmed, 1 to 180 characters;
 * `completed` defaults to false.
 */
export const stepInput = v.pipe(
  v.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    detailFieldTexts.stepsInvalid,
  ),
  v.object(
    {
      _id: v.optional(v.nullable(v.string(detailFieldTexts.stepsInvalid))),
      title: v.pipe(
        v.string(detailFieldTexts.stepTitleRequired),
        v.trim(),
        v.minLength(1, detailFieldTexts.stepTitleRequired),
        v.maxLength(limits.stepTitleMax, detailFieldTexts.stepTitleTooLong),
      ),
      completed: v.optional(v.boolean(text.booleanInvalid('step completed'))),
    },
    detailFieldTexts.stepsInvalid,
  ),
  v.transform((step) => ({
    ...(step._id ? { _id: step._id } : {}),
    title: step.title,
    completed: step.completed ?? false,
  })),
);

/** The whole list of steps, in order (at most limits.stepsMax): it replaces the stored list. */
export const steps = v.pipe(
  v.array(stepInput, detailFieldTexts.stepsInvalid),
  v.maxLength(limits.stepsMax, detailFieldTexts.tooManySteps),
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
      detailFieldTexts.repeatInvalid,
    ),
    v.object(
      {
        rule: v.pipe(v.string(detailFieldTexts.repeatInvalid), canonicalRuleText),
        from: v.optional(v.picklist(repeatFroms, detailFieldTexts.repeatFromInvalid), 'due'),
        timeZone: v.optional(
          v.pipe(
            v.string(detailFieldTexts.repeatTimeZoneInvalid),
            v.check(isTimeZone, detailFieldTexts.repeatTimeZoneInvalid),
          ),
        ),
      },
      detailFieldTexts.repeatInvalid,
    ),
    v.transform((value) => ({
      rule: value.rule,
      from: value.from,
      ...(value.timeZone ? { timeZone: value.timeZone } : {}),
    })),
  ),
);

/**
 * A reminder: absent is no change, null removes it, otherwise an ISO 8601 date-time in
 * the future (a reminder in the past is refused), answered in UTC (`toISOString`), the form the
 * reminder index sorts by.
 */
export const remindAt = v.optional(
  v.nullable(
    v.pipe(
      v.custom<string>(
        (value) => typeof value === 'string' && isIsoDateTime(value),
        detailFieldTexts.remindAtInvalid,
      ),
      v.check((value) => Date.parse(value) > Date.now(), detailFieldTexts.remindAtPast),
      v.transform((value) => new Date(value).toISOString()),
    ),
  ),
);

/** A list of user ids (at most teamTaskLimits.assigneesMax), each kept once, in the order sent. */
const userIds = (invalid: string) =>
  v.pipe(
    v.array(v.pipe(v.string(invalid), v.minLength(1, invalid)), invalid),
    v.transform((ids) => [...new Set(ids)]),
    v.maxLength(teamTaskLimits.assigneesMax, detailFieldTexts.tooManyAssignees),
  );

/** The team-task fields of todo/update (docs/api.md#team-tasks). */
export const teamTaskEntries = {
  assignees: v.optional(userIds(detailFieldTexts.assigneesInvalid)),
  completion: v.optional(v.picklist(completionModes, detailFieldTexts.completionInvalid)),
  rotation: v.optional(v.nullable(userIds(detailFieldTexts.rotationInvalid))),
  forEveryone: v.optional(v.boolean(text.booleanInvalid('forEveryone'))),
};

/** The detail fields a new task or assignment may carry, all optional (create, send-assignment). */
export const detailEntries = {
  notes: v.optional(notes),
  steps: v.optional(steps),
  repeat: v.optional(repeat),
  remindAt,
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
 * and `groupId`). `dueDay: null` clears the due date, `repeat: null` stops repeating, `steps` replaces
 * the list.
 */
export interface TaskChanges {
  completed?: boolean;
  description?: string;
  important?: boolean;
  /** 1 (highest) to 4 (none): shared/priority.ts. */
  priority?: Priority;
  /** The task's label ids (./details.ts `optionalLabels`): the whole list, [] for none. */
  labels?: string[];
  /** The due day (yyyy-mm-dd), from `dueDay` or the original client's `due` (./fields.ts). */
  dueDay?: string | null;
  groupId?: string;
  notes?: string;
  steps?: StepInput[];
  repeat?: RepeatInput | null;
  /** Null removes the reminder; a new time re-arms it. */
  remindAt?: string | null;
  /** Times of day (docs/api.md#times-of-day): null clears the time (and its zone). */
  dueTime?: string | null;
  /** Null: floating; an IANA zone: fixed. */
  dueZone?: string | null;
  /** The setter's zone (the request's, else the profile's): a floating task's instant is read there. */
  timeZone?: string;
  /** A reminder this many minutes before the due (0: at due time); null stops it. */
  remindBefore?: number | null;
  /** Team tasks (docs/api.md#team-tasks): the assignees' ids, in order, each once. */
  assignees?: string[];
  completion?: CompletionMode;
  /** The members a repeating task's occurrences go to in turn; null or [] stops rotating. */
  rotation?: string[] | null;
  /** With `completed`: the whole task, every part, rather than the caller's own part. */
  forEveryone?: boolean;
}

/** The fields of a parsed body that were sent: entries that are undefined are left out. */
export function sentFields<T extends Record<string, unknown>>(
  input: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  // Only undefined entries are dropped, so every kept entry has its declared type.
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
