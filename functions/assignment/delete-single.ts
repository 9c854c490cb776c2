/**
 * POST /api/notification/delete-assignment-for-single-teammate: the assigner removes one assignee.
 * Their copy is deleted, their totalTasks falls (and completedTasks if the copy was completed), the
 * copy leaves their assignedToMe, and they are notified; the row drops them, or is deleted when no
 * assignee remains (one transaction: functions/data/tasks/assignments.ts `removeAssignee`). Only the
 * assigner (row looked up in the caller's partition; anyone else 404).
 *
 * The assignee is the one the client's row shows at `index` (checked against the stored row: one
 * already removed is 404); a client row without its lists falls back to the stored row's index.
 * DynamoDB calls: infra/route-settings.ts.
 */

import { deleteSingleBody } from '@shared/contract/requests/assignment';
import { assignmentTexts, serverErrors } from '@shared/messages/server';
import { removeAssignee } from '../data/tasks/assignments';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { rowReference } from './lib/rows';

export const handler = createHandler('notification-delete-assignment-for-single-teammate', {
  body: deleteSingleBody,
  handle: async ({ input, user, unit }) => {
    const { marker, claimed } = rowReference(input.todos);
    if (!marker) throw new NotFound(serverErrors.assignmentNotFound);
    await removeAssignee(user.id, marker, claimed?.[input.index], input.index, unit, user);
    return { message: assignmentTexts.assigneeRemoved };
  },
});
