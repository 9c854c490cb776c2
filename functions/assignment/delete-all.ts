/**
 * POST /api/notification/delete-assignment-for-all-teammates: the assigner withdraws an assignment.
 * Every copy is deleted, each assignee's counters fall (completedTasks too where the copy was
 * completed) and their assignedToMe entry goes, each is notified, and the row is deleted, in one
 * transaction (functions/data/tasks/assignments.ts `withdrawAssignment`). Only the assigner (row looked
 * up in the caller's partition; anyone else 404). DynamoDB calls: infra/route-settings.ts.
 */

import { deleteAllBody } from '@shared/contract/requests/assignment';
import { assignmentTexts, serverErrors } from '@shared/messages/server';
import { withdrawAssignment } from '../data/tasks/assignments';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { rowReference } from './lib/rows';

export const handler = createHandler('notification-delete-assignment-for-all-teammates', {
  body: deleteAllBody,
  handle: async ({ input, user, unit }) => {
    const { marker, claimed } = rowReference(input.todos);
    if (!marker) throw new NotFound(serverErrors.assignmentNotFound);
    await withdrawAssignment(user.id, marker, claimed ?? [], unit, user.username);
    return { message: assignmentTexts.assignmentDeleted };
  },
});
