/**
 * POST /api/notification/send-assignment: assigns a new task to teammates. Answers `{ message, todos }`
 * with the new copies, one per partner, shaped like the elements of `todo/get/assigned-by-me`
 * (COMPAT.md section 8 item 6).
 *
 * One TransactWriteItems of 1 + 3 per partner items (at most 61 for limits.assignmentPartnersMax):
 * the caller's row (ASSIGN#<marker>), and per partner their copy (TODO#<copyId>, same marker, the
 * caller's username), one Update of their profile (totalTasks +1 and the assignedToMe entry, merged
 * because a transaction touches an item once; conditioned on the partner still having the caller as
 * a teammate) and a notification.
 * DynamoDB: session read + TransactWriteItems = 2.
 */

import { sendAssignmentBody } from '../../shared/contract/requests/assignment';
import { assignmentTexts, validation } from '../../shared/messages';
import { addToAssignee, putAssignment, putCopy } from '../data/assignments';
import { newId } from '../data/ids';
import type { AssignmentItem, TodoItem } from '../data/items';
import { keys } from '../data/keys';
import { notificationPut } from '../data/notes';
import { cancellations, retryOnConflict, transact } from '../data/transactions';
import { assignmentCopies } from '../lib/assignment-copies';
import { Invalid } from '../lib/errors';
import { createHandler } from '../lib/handler';

/** Items per partner in the transaction: copy, profile update, notification (the row comes first). */
const itemsPerPartner = 3;

export const handler = createHandler('notification-send-assignment', {
  body: sendAssignmentBody,
  handle: async ({ input, user }) => {
    const team = user.team ?? {};
    if (input.partners.some((id) => id === user.id || !Object.hasOwn(team, id)))
      throw new Invalid(validation.notTeammate);

    const marker = newId();
    const createdAt = new Date().toISOString();
    const copies: TodoItem[] = input.partners.map((partnerId) => {
      const id = newId();
      return {
        ...keys.todo(partnerId, id),
        type: 'todo',
        id,
        userId: partnerId,
        groupId: null,
        description: input.description,
        descriptionLower: input.description.toLowerCase(),
        completed: false,
        important: input.important,
        due: input.due,
        createdAt,
        assigned: true,
        uniqueMarker: marker,
        assignerId: user.id,
        assignerUsername: user.username,
      };
    });
    const row: AssignmentItem = {
      ...keys.assignment(user.id, marker),
      type: 'assignment',
      id: marker,
      assignerId: user.id,
      description: input.description,
      descriptionLower: input.description.toLowerCase(),
      important: input.important,
      due: input.due,
      createdAt,
      assignedTo: copies.map((copy) => copy.userId),
      originalIds: copies.map((copy) => copy.id),
    };
    const items = [
      putAssignment(row),
      ...copies.flatMap((copy) => [
        putCopy(copy),
        addToAssignee(copy.userId, user.id, copy.id),
        notificationPut(copy.userId, user.id, assignmentTexts.assigned(input.description)),
      ]),
    ];

    // New keys only, so a transaction cancelled by a concurrent one can simply run again.
    await retryOnConflict(async () => {
      try {
        await transact(items);
      } catch (error) {
        // A partner's profile condition failed: they left the team (or the account) meanwhile.
        const failedProfile = cancellations(error)?.some(
          (reason, i) => reason.conditionFailed && i > 0 && (i - 1) % itemsPerPartner === 1,
        );
        if (failedProfile) throw new Invalid(validation.notTeammate);
        throw error;
      }
    });

    return { message: assignmentTexts.assignmentSent, todos: assignmentCopies(row, user.username) };
  },
});
