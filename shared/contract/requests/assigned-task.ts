/**
 * Bodies of the assignment routes that carry the task's fields (send-assignment, edit-assignment),
 * apart from ./assignment.ts so the other assignment routes do not carry the task detail schemas.
 */
import * as v from 'valibot';
import { requestedDueDay } from '../../due-day';
import { limits } from '../../limits';
import {
  detailFieldTexts as detailTexts,
  validation as text,
  timeFieldTexts,
} from '../../messages/validation';
import { noPriority } from '../../priority';
import { dueDayForRepeat } from '../../repeat';
import { rowBody } from './assignment';
import {
  detailEntries,
  detailsOf,
  dueTimeEntries,
  optionalPriority,
  sentFields,
  type TaskChanges,
} from './details';
import { body, description, due, dueDay, optionalBoolean } from './fields';

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
      priority: optionalPriority,
      due,
      dueDay,
      ...dueTimeEntries,
      partners: v.pipe(
        v.nullable(v.array(v.string(text.partnersInvalid), text.partnersInvalid)),
        v.check((partners) => partners != null && partners.length > 0, text.noTeammatesSelected),
        v.transform((partners) => [...new Set(partners)]),
        v.maxLength(limits.assignmentPartnersMax, text.tooManyPartners),
      ),
      ...detailEntries,
    },
    { description: text.descriptionRequired, partners: text.noTeammatesSelected },
  ),
  v.transform((input) => ({
    description: input.description,
    important: input.important ?? false,
    priority: input.priority ?? noPriority,
    // A repeat on chosen weekdays starts on one of them (../../repeat.ts `dueDayForRepeat`).
    dueDay: dueDayForRepeat(requestedDueDay(input) ?? null, input.repeat),
    partners: input.partners,
    details: detailsOf(input),
    remindAt: input.remindAt ?? null,
    dueTime: input.dueTime ?? null,
    dueZone: input.dueZone ?? null,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
  })),
  v.check((input) => input.details.repeat === null || input.dueDay !== null, detailTexts.repeatNeedsDue),
  v.check((input) => input.dueTime === null || input.dueDay !== null, timeFieldTexts.dueTimeNeedsDay),
  v.check((input) => input.dueZone === null || input.dueTime !== null, timeFieldTexts.dueZoneNeedsTime),
);

/**
 * edit-assignment: the row in `todos` (what the original client sends) or `todo`, and any non-empty
 * set of `description`, `important`, `priority`, `due` or `dueDay`, `notes`, `steps`, `repeat` for the whole assignment
 * (the same rules as todo/update). A body with none of them is refused as before, with
 * `descriptionRequired` (the original client always sends the description).
 */
export const editAssignmentBody = v.pipe(
  body({
    description: v.optional(description),
    important: optionalBoolean('important'),
    priority: optionalPriority,
    due,
    dueDay,
    ...dueTimeEntries,
    ...detailEntries,
    todos: v.optional(v.unknown()),
    todo: v.optional(v.unknown()),
  }),
  v.transform(({ todos, todo, due: dueSent, ...input }) => ({
    changes: sentFields({
      ...input,
      dueDay: requestedDueDay({ ...input, due: dueSent }),
    }) satisfies AssignmentChanges,
    row: todos ?? todo,
  })),
  v.check(
    (input) => Object.keys(input.changes).some((name) => name !== 'timeZone'),
    text.descriptionRequired,
  ),
  // The row comes from either field, so it is checked once it is picked.
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const picked = v.safeParse(rowBody, dataset.value.row);
    if (picked.success) return { changes: dataset.value.changes, row: picked.output };
    addIssue({ message: picked.issues[0].message });
    return NEVER;
  }),
);

/** What edit-assignment changes on the row and every copy: a task's changes but completion and home. */
export type AssignmentChanges = Omit<TaskChanges, 'completed' | 'groupId'>;
