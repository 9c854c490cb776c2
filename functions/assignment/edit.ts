/**
 * POST /api/notification/edit-assignment: the assigner changes an assignment (its description, and
 * with its importance, due date, notes, steps and repeat): on the row, on every copy (each
 * keeps its own completion and step ticks), and each assignee is notified
 * (functions/data/tasks/assignments.ts `editAssignment`). Answers `{ message }`. The grouped row comes in `todos` (what the original
 * client sends) or `todo`. Only the assigner: the row is looked up in the caller's own partition,
 * so anyone else gets 404. DynamoDB calls: infra/route-settings.ts.
 */

import { editAssignmentBody } from '@shared/contract/requests/assigned-task';
import { assignmentTexts, serverErrors } from '@shared/messages/server';
import { editAssignment } from '../data/tasks/assignments';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { rowReference } from './lib/rows';

export const handler = createHandler('notification-edit-assignment', {
  body: editAssignmentBody,
  handle: async ({ input, user, unit }) => {
    const { marker } = rowReference(input.row);
    if (!marker) throw new NotFound(serverErrors.assignmentNotFound);
    await editAssignment(
      user.id,
      marker,
      // A floating time is read in the caller's zone: the request's, else the profile's.
      {
        ...input.changes,
        ...((input.changes.timeZone ?? user.timeZone)
          ? { timeZone: input.changes.timeZone ?? user.timeZone }
          : {}),
      },
      unit,
      user.username,
    );
    return { message: assignmentTexts.assignmentEdited };
  },
});
