/** Bodies of the task and group routes. */
import * as v from 'valibot';
import { requestedDueDay } from '../../due-day';
import {
  detailFieldTexts as detailTexts,
  validation as text,
  timeFieldTexts,
} from '../../messages/validation';
import { noPriority } from '../../priority';
import { dueDayForRepeat } from '../../repeat';
import {
  detailEntries,
  detailsOf,
  optionalPriority,
  sentFields,
  type TaskChanges,
  teamTaskEntries,
  timeEntries,
} from './details';
import { body, description, due, dueDay, optionalBoolean, optionalText } from './fields';

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
