/** Bodies of the task and group routes. */
import * as v from 'valibot';
import { requestedDueDay } from '../../due-day';
import { quickAddTexts } from '../../messages/quick-add';
import {
  detailFieldTexts as detailTexts,
  validation as text,
  timeFieldTexts,
} from '../../messages/validation';
import { noPriority } from '../../priority';
import { quickAddAtSpanMs, quickAddTextMax } from '../../quick-add/limits';
import { dueDayForRepeat, isTimeZone } from '../../repeat';
import { isIsoDateTime } from '../../validation';
import {
  detailEntries,
  detailsOf,
  optionalLabels,
  optionalPriority,
  sentFields,
  type TaskChanges,
  teamTaskEntries,
  timeEntries,
} from './details';
import { body, description, due, dueDay, optionalBoolean, optionalText, requiredText } from './fields';

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
      priority: optionalPriority,
      labels: optionalLabels,
      assigned: v.pipe(
        optionalBoolean('assigned'),
        v.check((assigned) => assigned !== true, text.assignedOnCreate),
      ),
      user: optionalText('user'),
      groupId: v.optional(v.nullable(v.string(text.groupIdInvalid))),
      due,
      dueDay,
      ...timeEntries,
      ...detailEntries,
    },
    { description: text.descriptionRequired },
  ),
  v.transform((input) => ({
    description: input.description,
    completed: input.completed ?? false,
    important: input.important ?? false,
    priority: input.priority ?? noPriority,
    labels: input.labels ?? [],
    // A repeat on chosen weekdays starts on one of them (../../repeat.ts `dueDayForRepeat`).
    dueDay: dueDayForRepeat(requestedDueDay(input) ?? null, input.repeat),
    groupId: input.groupId ? input.groupId : null,
    details: detailsOf(input),
    remindAt: input.remindAt ?? null,
    dueTime: input.dueTime ?? null,
    dueZone: input.dueZone ?? null,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    remindBefore: input.remindBefore ?? null,
  })),
  v.check((input) => input.details.repeat == null || input.dueDay !== null, detailTexts.repeatNeedsDue),
  v.check((input) => input.dueTime === null || input.dueDay !== null, timeFieldTexts.dueTimeNeedsDay),
  v.check((input) => input.dueZone === null || input.dueTime !== null, timeFieldTexts.dueZoneNeedsTime),
  v.check(
    (input) => input.remindBefore === null || input.dueDay !== null,
    timeFieldTexts.remindBeforeNeedsDue,
  ),
);

/**
 * todo/quick-add (docs/quick-add.md#the-route): one line, the home it is typed in (as create's
 * `groupId`; a "#List" in the line wins), and the caller's IANA zone the dates are read in.
 */
export const quickAddBody = body(
  {
    text: v.pipe(
      requiredText('text', quickAddTexts.textRequired),
      v.trim(),
      v.minLength(1, quickAddTexts.textRequired),
      v.maxLength(quickAddTextMax, quickAddTexts.textTooLong),
    ),
    groupId: v.optional(v.nullable(v.string(text.groupIdInvalid))),
    timeZone: v.pipe(
      v.string(quickAddTexts.timeZoneInvalid),
      v.check(isTimeZone, quickAddTexts.timeZoneInvalid),
    ),
    /** Highlights turned back into text: stretches of `text` (as trimmed) read as plain text. */
    plain: v.optional(
      v.pipe(
        v.array(
          v.object({
            start: v.pipe(v.number(quickAddTexts.plainInvalid), v.integer(quickAddTexts.plainInvalid)),
            end: v.pipe(v.number(quickAddTexts.plainInvalid), v.integer(quickAddTexts.plainInvalid)),
          }),
          quickAddTexts.plainInvalid,
        ),
        v.maxLength(50, quickAddTexts.plainInvalid),
      ),
    ),
    /** When the line was read (a change replayed later reads "tomorrow" as the day after that). */
    at: v.optional(
      v.pipe(
        v.custom<string>(
          (value) => typeof value === 'string' && isIsoDateTime(value),
          quickAddTexts.atInvalid,
        ),
        v.check(
          (value) => Math.abs(Date.parse(value) - Date.now()) <= quickAddAtSpanMs,
          quickAddTexts.atInvalid,
        ),
      ),
    ),
    /** The form's own choices, which the line's date and star win over. */
    important: optionalBoolean('important'),
    dueDay,
  },
  { text: quickAddTexts.textRequired, timeZone: quickAddTexts.timeZoneInvalid },
);

/**
 * todo/update: any non-empty set of the task's fields. `{ completed }` (a toggle) and
 * `{ description }` (an edit) are the original client's calls and keep their messages; the fields
 * are checked one by one, so each refusal has its own message (a body with none of them is
 * `updateFieldsRequired`). The output holds exactly the fields sent, normalised: `description:
 * null` is "not sent" (as before), `due: null` or `dueDay: null` clears the due date, `repeat: null` stops repeating,
 * `steps` replaces the whole list (docs/api.md, "Task details"); on a task in a shared list,
 * `assignees`, `completion`, `rotation` and `forEveryone` (docs/api.md#team-tasks).
 */
export const updateTodoBody = v.pipe(
  body({
    completed: optionalBoolean('completed'),
    description: v.optional(v.nullable(description)),
    important: optionalBoolean('important'),
    priority: optionalPriority,
    labels: optionalLabels,
    due,
    dueDay,
    ...timeEntries,
    groupId: v.optional(
      v.pipe(v.string(detailTexts.groupIdNotText), v.minLength(1, detailTexts.groupIdNotText)),
    ),
    ...detailEntries,
    ...teamTaskEntries,
  }),
  v.check(
    (input) => input.forEveryone === undefined || input.completed !== undefined,
    detailTexts.forEveryoneAlone,
  ),
  // `description: null` is "not sent", as before.
  v.transform(
    ({ description, due: dueSent, ...input }): TaskChanges =>
      sentFields({
        ...input,
        description: description ?? undefined,
        dueDay: requestedDueDay({ ...input, due: dueSent }),
      }),
  ),
  // The caller's zone alone changes nothing.
  v.check((changes) => Object.keys(changes).some((name) => name !== 'timeZone'), text.updateFieldsRequired),
);
