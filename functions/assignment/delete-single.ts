/**
 * POST /api/notification/delete-assignment-for-single-teammate: the assigner removes one assignee.
 * Their copy is deleted, their totalTasks falls (and completedTasks if the copy was completed), the
 * copy leaves their assignedToMe, and they are notified; the row drops them, or is deleted when no
 * assignee remains. Only the assigner (row looked up in the caller's partition; anyone else 404).
 *
 * The assignee is the one the client's row shows at `index` (checked against the stored row: one
 * already removed is 404); a client row without its lists falls back to the stored row's index.
 * One TransactWriteItems of up to 4 items: row update or delete (conditioned on its assignees being
 * those read), copy delete (conditioned on its completion being the one read, so the counts are
 * right), assignee profile update, notification.
 * DynamoDB: session read + BatchGetItem (row + the copy) + TransactWriteItems = 3 (+1 BatchGet when
 * the client's row is stale or lacks its lists; 2 more per retry).
 */

import { deleteSingleBody } from '../../shared/contract/requests/assignment';
import { assignmentTexts, serverErrors, validation } from '../../shared/messages';
import {
  type AssigneeCopy,
  copiesOf,
  deleteAssignment,
  deleteCopy,
  readAssignment,
  removeFromAssignee,
  setAssignees,
} from '../data/assignments';
import type { AssignmentItem } from '../data/items';
import { notificationPut } from '../data/notes';
import { retryOnConflict, transact } from '../data/transactions';
import { Invalid, NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { rowReference } from './lib/rows';

export const handler = createHandler('notification-delete-assignment-for-single-teammate', {
  body: deleteSingleBody,
  handle: async ({ input, user }) => {
    const { marker, claimed } = rowReference(input.todos);
    const { index } = input;
    if (!marker) throw new NotFound(serverErrors.assignmentNotFound);
    const claim = claimed?.[index];
    // The assignee the client means: the one its row shows at `index`, or the stored row's.
    const pick = (row: AssignmentItem): { position: number; target: AssigneeCopy | undefined } => {
      const all = copiesOf(row);
      const position = claim
        ? all.findIndex((copy) => copy.assigneeId === claim.assigneeId && copy.copyId === claim.copyId)
        : index;
      return { position, target: all[position] };
    };
    return retryOnConflict(async () => {
      const read = await readAssignment(user.id, marker, claim ? [claim] : [], (row) => {
        const { target } = pick(row);
        return target ? [target] : [];
      });
      if (!read) throw new NotFound(serverErrors.assignmentNotFound);
      const { position, target } = pick(read.row);
      if (!target) {
        // Named by the client but no longer on the row: already removed.
        if (claim) throw new NotFound(serverErrors.assignmentNotFound);
        throw new Invalid(validation.assignmentIndexInvalid);
      }
      const all = copiesOf(read.row);
      const copy = read.copies.get(target.copyId);
      const remaining = all.filter((_, i) => i !== position);
      await transact([
        remaining.length > 0 ? setAssignees(read.row, remaining) : deleteAssignment(read.row),
        ...(copy ? [deleteCopy(copy)] : []),
        removeFromAssignee(target.assigneeId, copy, target.copyId),
        notificationPut(target.assigneeId, user.id, assignmentTexts.withdrawn(read.row.description)),
      ]);
      return { message: assignmentTexts.assigneeRemoved };
    });
  },
});
