/**
 * Changes in "Assigned by you": a new assignment (one copy per teammate), a row's new description
 * (on every copy), and removing one assignee (their copy; the row goes when none remain). Applied to
 * the groups' cache first, then sent, undone on failure (task-changes.ts).
 */
import { failures } from '@shared/messages/screens';
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
      const { description, important, due } = task;
      return add(copies, {
        send: async () => {
          // The fields the original client sends, so both clients store alike
          // (docs/compat.md#assignments).
          const body = {
            description,
            completed: false,
            assigned: false,
            important,
            user: userId,
            due,
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

  const removeAssignee = useCallback(
    (row: AssignmentRow, index: number) => {
      const copyId = row.originalIds[index];
      return removeTasks(
        onTasks((tasks) => tasks.filter((t) => t._id !== copyId)),
        () => ({
          send: () =>
            api('notification-delete-assignment-for-single-teammate', { body: { todos: row, index } }),
        }),
        failures.deleteAssignmentSingle,
      );
    },
    [removeTasks],
  );

  return { assign, edit, removeAssignee };
}
