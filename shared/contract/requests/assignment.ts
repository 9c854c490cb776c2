/** Bodies of the assignment routes. */
import * as v from 'valibot';
import { limits } from '../../limits';
import { validation as text } from '../../messages';
import {
  body,
  description,
  detailEntries,
  detailsOf,
  due,
  dueChange,
  optionalBoolean,
  type TaskChanges,
} from './fields';

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
      ...detailEntries,
    },
    { description: text.descriptionRequired, partners: text.noTeammatesSelected },
  ),
  v.transform((input) => ({
    description: input.description,
    important: input.important ?? false,
    due: input.due ?? null,
    partners: input.partners,
    details: detailsOf(input),
  })),
  v.check((input) => input.details.repeat === null || input.due !== null, text.repeatNeedsDue),
);

/**
 * edit-assignment: the row in `todos` (what the original client sends) or `todo`, and any non-empty
 * set of `description`, `important`, `due`, `notes`, `steps`, `repeat` for the whole assignment
 * (issue 22; the same rules as todo/update). A body with none of them is refused as before, with
 * `descriptionRequired` (the original client always sends the description).
 */
export const editAssignmentBody = v.pipe(
  body({
    description: v.optional(description),
    important: optionalBoolean('important'),
    due: dueChange,
    ...detailEntries,
    todos: v.optional(v.unknown()),
    todo: v.optional(v.unknown()),
  }),
  v.transform((input) => ({
    changes: {
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.important !== undefined ? { important: input.important } : {}),
      ...(input.due !== undefined ? { due: input.due } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.steps !== undefined ? { steps: input.steps } : {}),
      ...(input.repeat !== undefined ? { repeat: input.repeat } : {}),
    } satisfies AssignmentChanges,
    row: input.todos ?? input.todo,
  })),
  v.check((input) => Object.keys(input.changes).length > 0, text.descriptionRequired),
  // The row comes from either field, so it is checked once it is picked.
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const picked = v.safeParse(row, dataset.value.row);
    if (picked.success) return { changes: dataset.value.changes, row: picked.output };
    addIssue({ message: picked.issues[0].message });
    return NEVER;
  }),
);

/** What edit-assignment changes on the row and every copy: a task's changes but completion and home. */
export type AssignmentChanges = Omit<TaskChanges, 'completed' | 'groupId'>;

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
