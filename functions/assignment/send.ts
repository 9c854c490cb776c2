/**
 * POST /api/notification/send-assignment: assigns a new task to teammates (one transaction,
 * functions/data/tasks/assignments.ts `sendAssignment`). Answers `{ message, todos }` with the new copies,
 * one per partner, shaped like the elements of `todo/get/assigned-by-me`
 * (docs/compat.md#assignments). DynamoDB calls: infra/route-settings.ts.
 */

import { sendAssignmentBody } from '@shared/contract/requests/assigned-task';
import { assignmentTexts } from '@shared/messages/server';
import { sendAssignment } from '../data/tasks/assignments';
import { assignmentCopies } from '../lib/assignment-copies';
import { createHandler } from '../lib/handler';

export const handler = createHandler('notification-send-assignment', {
  body: sendAssignmentBody,
  handle: async ({ input, user, unit }) => {
    // A floating time is read in the caller's zone: the request's, else the profile's.
    const timeZone = input.timeZone ?? user.timeZone;
    const row = await sendAssignment(user, { ...input, ...(timeZone ? { timeZone } : {}) }, unit);
    return { message: assignmentTexts.assignmentSent, todos: assignmentCopies(row, user.username) };
  },
});
