/**
 * POST /api/notification/send-assignment: assigns a new task to teammates (one transaction,
 * functions/data/assignments.ts `sendAssignment`). Answers `{ message, todos }` with the new copies,
 * one per partner, shaped like the elements of `todo/get/assigned-by-me`
 * (docs/compat.md#assignments). DynamoDB calls: infra/route-settings.ts.
 */

import { sendAssignmentBody } from '@shared/contract/requests/assigned-task';
import { assignmentTexts } from '@shared/messages/server';
import { sendAssignment } from '../data/assignments';
import { assignmentCopies } from '../lib/assignment-copies';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-send-assignment', {
  body: sendAssignmentBody,
  handle: async ({ input, user, unit }) => {
    const row = await sendAssignment(user, input, unit);
    return { message: assignmentTexts.assignmentSent, todos: assignmentCopies(row, user.username) };
  },
});
