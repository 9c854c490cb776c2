/**
 * What the assignment routes take from a grouped "Assigned by you" row a client sends back. The row
 * is only trusted for what names the assignment (its uniqueMarker, or its _id) and, as a hint that
 * saves a read, the assignees and copies it lists: the routes check both against the stored row. A
 * marker or copy that is not one of our ids cannot be anyone's, and is dropped without a read (it
 * would also make a key longer than DynamoDB allows).
 */

import { type assignmentRow, claimedCopies } from '@shared/contract/requests/assignment';
import { validation as text } from '@shared/messages/validation';
import type * as v from 'valibot';
import { isId } from '../../data/core/ids';
import type { AssigneeCopy } from '../../data/tasks/assignments';
import { Invalid } from '../../lib/errors';

type Row = v.InferOutput<typeof assignmentRow>;

export interface RowReference {
  /** The uniqueMarker, or null when the row names none of our ids (answered 404 without a read). */
  marker: string | null;
  /** What the client believes the row lists, or null when it sent nothing usable. */
  claimed: AssigneeCopy[] | null;
}

export function rowReference(row: Row): RowReference {
  const marker = typeof row.uniqueMarker === 'string' ? row.uniqueMarker : row._id;
  return { marker: typeof marker === 'string' && isId(marker) ? marker : null, claimed: claimedCopies(row) };
}

/**
 * Copies one get-assignments-status request may ask about (one BatchGetItem per 100, in parallel).
 * The original client sends every row it holds at start-up; the route's body limit is sized to match.
 */
const statusCopiesMax = 2000;

/** get-assignments-status: the (assignee, copy) pairs of the rows that are our ids; 400 past the cap. */
export function statusCopies(rows: Row[]): AssigneeCopy[] {
  const copies = rows
    .flatMap((row) => claimedCopies(row) ?? [])
    .filter((copy) => isId(copy.assigneeId) && isId(copy.copyId));
  if (copies.length > statusCopiesMax) throw new Invalid(text.tooManyStatusCopies);
  return copies;
}
