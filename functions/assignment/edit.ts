/**
 * POST /api/notification/edit-assignment: the assigner changes the description of an assignment:
 * on the row, on every copy, and each assignee is notified. Answers `{ message }`. The grouped row
 * comes in `todos` (what the original client sends) or `todo`.
 * Only the assigner: the row is looked up in the caller's own partition, so anyone else gets 404.
 *
 * One TransactWriteItems of 1 + 2 per assignee items (row update conditioned on its assignees being
 * those read; copy updates conditioned on the copy existing; notifications). A copy that vanished is
 * left out on the next attempt; a row whose assignees changed is read again (retryOnConflict).
 * DynamoDB: session read + GetItem (row) + TransactWriteItems = 3 (2 more per retry).
 */

import { editAssignmentBody } from '../../shared/contract/requests/assignment';
import { assignmentTexts, serverErrors } from '../../shared/messages';
import { copiesOf, getAssignment, setAssignmentDescription, setCopyDescription } from '../data/assignments';
import { notificationPut } from '../data/notes';
import { cancellations, retryOnConflict, transact } from '../data/transactions';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { rowReference } from './lib/rows';

export const handler = createHandler('notification-edit-assignment', {
  body: editAssignmentBody,
  handle: async ({ input, user }) => {
    const { description } = input;
    const { marker } = rowReference(input.row);
    if (!marker) throw new NotFound(serverErrors.assignmentNotFound);
    const vanished = new Set<string>();
    return retryOnConflict(async () => {
      const row = await getAssignment(user.id, marker);
      if (!row) throw new NotFound(serverErrors.assignmentNotFound);
      const copies = copiesOf(row).filter((copy) => !vanished.has(copy.copyId));
      const message = assignmentTexts.edited(description);
      try {
        await transact([
          setAssignmentDescription(row, description),
          ...copies.map((copy) => setCopyDescription(copy, description)),
          ...copies.map((copy) => notificationPut(copy.assigneeId, user.id, message)),
        ]);
      } catch (error) {
        cancellations(error)?.forEach((reason, i) => {
          const copy = copies[i - 1];
          if (reason.conditionFailed && copy && i <= copies.length) vanished.add(copy.copyId);
        });
        throw error;
      }
      return { message: assignmentTexts.assignmentEdited };
    });
  },
});
