/**
 * Changes in "Assigned by you": a new assignment (one copy per teammate), a row's new description
 * (on every copy), removing one assignee (their copy; the row goes when none remain) and deleting
 * the whole assignment for everyone. Like task changes, each goes through the outbox: applied to the
 * groups' cache by its route's change (changes.ts), sent, kept while offline, undone when refused
 * (outbox-change.ts); the removals wait out an undo window first (held-deletes.ts).
 */
import { everydayTexts, failures, toasts } from '@shared/messages/screens';
import type { AssignmentRow } from '@shared/views';
import { useCallback } from 'react';
import { outboxNow } from '../../../api/outbox/state';
import { useGroupsCache } from '../../../tasks/api/groups-cache';
import type { NewTask } from '../../../tasks/api/new-task';
import { loadChanges, patchOf, useQueuedChange } from '../../../tasks/api/outbox-change';
import { assignmentRequests } from '../../../tasks/api/requests';
import { updateToasts, useTaskChanges } from '../../../tasks/api/task-changes';
import { tempId } from '../../../tasks/format';

export function useAssignmentActions(entryId: string) {
  const { removeTasks } = useTaskChanges(entryId);
  const { patchGroups } = useGroupsCache();
  const queuedChange = useQueuedChange();

  /**
   * Shown at once as one copy per partner under temporary ids (one row), then the saved copies.
   * Answers the copies' ids (the temporary ones while the change waits in the outbox); null when refused.
   */
  const assign = useCallback(
    async (task: NewTask, partners: string[]): Promise<string[] | null> => {
      const copyIds = partners.map(() => tempId());
      const request = assignmentRequests.create(task, partners, tempId(), copyIds);
      const outcome = await queuedChange(request, {
        toasts: { loading: toasts.creatingTask, success: toasts.taskCreated, error: toasts.createTaskFailed },
        update: async ({ todos }) => {
          const { assignmentSaved } = await loadChanges();
          await patchGroups(assignmentSaved(copyIds, todos, outboxNow().waiting));
        },
      });
      if (!outcome.ok) return null;
      return outcome.queued ? copyIds : outcome.result.todos.map((copy) => copy._id);
    },
    [queuedChange, patchGroups],
  );

  /** A row's new description, on every copy; answers whether it was saved (or kept to send). */
  const edit = useCallback(
    async (row: AssignmentRow, description: string) =>
      (
        await queuedChange(assignmentRequests.edit(row, { description }, description), {
          toasts: updateToasts,
        })
      ).ok,
    [queuedChange],
  );

  /** One assignee's copy goes, after the undo window (their task would vanish from their list). */
  const removeAssignee = useCallback(
    (row: AssignmentRow, index: number) => {
      const request = assignmentRequests.removeAssignee(row, index);
      return removeTasks(
        patchOf(request),
        (keepalive) => ({ request, keepalive }),
        failures.deleteAssignmentSingle,
        row.originalIds[index] as string,
        everydayTexts.assigneeRemoved,
      );
    },
    [removeTasks],
  );

  /** The row and every assignee's copy go, after the undo window. */
  const deleteForEveryone = useCallback(
    (row: AssignmentRow) => {
      const request = assignmentRequests.deleteForEveryone(row);
      return removeTasks(
        patchOf(request),
        (keepalive) => ({ request, keepalive }),
        failures.deleteAssignmentAll,
        row.uniqueMarker,
        everydayTexts.assignmentDeleted,
      );
    },
    [removeTasks],
  );

  return { assign, edit, removeAssignee, deleteForEveryone };
}
