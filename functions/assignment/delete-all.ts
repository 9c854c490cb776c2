/**
 * POST /api/notification/delete-assignment-for-all-teammates: the assigner withdraws an assignment.
 * Every copy is deleted, each assignee's counters fall (completedTasks too where the copy was
 * completed) and their assignedToMe entry goes, each is notified, and the row is deleted.
 * Only the assigner (row looked up in the caller's partition; anyone else 404).
 *
 * One TransactWriteItems of 1 + 3 per assignee items (at most 61): row delete (conditioned on its
 * assignees being those read), per assignee the copy delete (conditioned on the completion read),
 * the profile update and a notification. A copy already gone only has its assignedToMe entry cleaned.
 * DynamoDB: session read + BatchGetItem (row + copies) + TransactWriteItems = 3 (+1 BatchGet when the
 * client's row is stale; 2 more per retry).
 */

import { deleteAllBody } from '../../shared/contract/requests/assignment';
import { assignmentTexts, serverErrors } from '../../shared/messages';
import {
  copiesOf,
  deleteAssignment,
  deleteCopy,
  readAssignment,
  removeFromAssignee,
} from '../data/assignments';
import { notificationPut } from '../data/notes';
import { retryOnConflict, transact } from '../data/transactions';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { rowReference } from './lib/rows';

export const handler = createHandler('notification-delete-assignment-for-all-teammates', {
  body: deleteAllBody,
  handle: async ({ input, user }) => {
    const { marker, claimed } = rowReference(input.todos);
    if (!marker) throw new NotFound(serverErrors.assignmentNotFound);
    return retryOnConflict(async () => {
      const read = await readAssignment(user.id, marker, claimed ?? []);
      if (!read) throw new NotFound(serverErrors.assignmentNotFound);
      const message = assignmentTexts.withdrawn(read.row.description);
      await transact([
        deleteAssignment(read.row),
        ...copiesOf(read.row).flatMap(({ assigneeId, copyId }) => {
          const copy = read.copies.get(copyId);
          return [
            ...(copy ? [deleteCopy(copy)] : []),
            removeFromAssignee(assigneeId, copy, copyId),
            notificationPut(assigneeId, user.id, message),
          ];
        }),
      ]);
      return { message: assignmentTexts.assignmentDeleted };
    });
  },
});
