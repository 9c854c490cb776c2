/** Bodies of the assignment routes. */
import * as v from 'valibot';
import { limits } from '../../limits';
import { validation as text } from '../../messages/validation';
import { body } from './fields';

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
/** A grouped row in a body: an object, read as `assignmentRow`. */
export const rowBody = v.pipe(
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

/** delete-assignment-for-single-teammate: the row and the position of the assignee to remove. */
export const deleteSingleBody = v.pipe(
  body(
    {
      todos: rowBody,
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

export const deleteAllBody = body({ todos: rowBody }, { todos: text.assignmentRowRequired });

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
    /**
     * Extension: true also answers each copy's ticked steps, `<copyId>:<stepId>: true`
     * beside the completion flags (the map keeps its shape: text keys, boolean values; a step
     * not listed is not ticked).
     */
    steps: v.optional(v.boolean(text.booleanInvalid('steps'))),
  },
  { todos: text.assignmentTodosInvalid },
);
