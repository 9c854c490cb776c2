/**
 * Changes in "Assigned by you": a new assignment (one copy per teammate), a row's new description
 * (on every copy), removing one assignee (their copy; the row goes when none remain) and deleting
 * the whole assignment for everyone. Applied to the groups' cache first, then sent, undone on
 * failure (task-changes.ts); the removals wait out an undo window first (held-deletes.ts).
 */
import { everydayTexts, failures } from '@shared/messages/screens';
import type { AssignmentRow } from '@shared/views';
import { useCallback } from 'react';
import { api } from '../../../api/client';
import { tempId } from '../format';
import { onTasks } from './groups-cache';
import { type NewTask, unsavedTask, useTaskChanges } from './task-changes';

export function useAssignmentActions(entryId: string, userId: string) {
  const { add, describe, removeTasks } = useTaskChanges(entryId);

  /** Shown at once as one copy per partner under a temporary marker (one row), then the saved copies. */
  const assign = useCallback(
    (task: NewTask, partners: string[]) => {
      const marker = tempId();
      const copies = partners.map((partner) => ({
        ...unsavedTask(task),
        _id: tempId(),
        assigned: true,
        user: partner,
        groupId: entryId,
        uniqueMarker: marker,
      }));
      const { description, important, dueDay } = task;
      return add(copies, {
        send: async () => {
          // The fields the original client sends, the due as its day (docs/compat.md#assignments).
          const body = {
            description,
            completed: false,
            assigned: false,
            important,
            user: userId,
            dueDay,
            partners,
          };
          return (await api('notification-send-assignment', { body })).todos;
        },
      });
    },
    [add, entryId, userId],
  );

  const edit = useCallback(
    (row: AssignmentRow, description: string) =>
      describe((t) => t.uniqueMarker === row.uniqueMarker, description, {
        send: () => api('notification-edit-assignment', { body: { description, todos: row } }),
      }),
    [describe],
  );

  /** One assignee's copy goes, after the undo window (their task would vanish from their list). */
  const removeAssignee = useCallback(
    (row: AssignmentRow, index: number) => {
      const copyId = row.originalIds[index] as string;
      return removeTasks(
        onTasks((tasks) => tasks.filter((t) => t._id !== copyId)),
        (keepalive) => ({
          send: () =>
            api('notification-delete-assignment-for-single-teammate', {
              body: { todos: row, index },
              keepalive,
            }),
        }),
        failures.deleteAssignmentSingle,
        copyId,
        everydayTexts.assigneeRemoved,
      );
    },
    [removeTasks],
  );

  /** The row and every assignee's copy go, after the undo window. */
  const deleteForEveryone = useCallback(
    (row: AssignmentRow) =>
      removeTasks(
        onTasks((tasks) => tasks.filter((t) => t.uniqueMarker !== row.uniqueMarker)),
        (keepalive) => ({
          send: () =>
            api('notification-delete-assignment-for-all-teammates', { body: { todos: row }, keepalive }),
        }),
        failures.deleteAssignmentAll,
        row.uniqueMarker,
        everydayTexts.assignmentDeleted,
      ),
    [removeTasks],
  );

  return { assign, edit, removeAssignee, deleteForEveryone };
}
