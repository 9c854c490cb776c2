/**
 * The calendar's change of a task's due (features/calendar): the dashboard's own change of
 * a task, or of an assignment's copies, optimistic and queued offline (api/outbox-change.ts). Given
 * to the calendar's chunk by the app: that chunk importing the outbox's modules makes the bundler
 * split them out of the first download into chunks of their own (0.8 to 2 KB gzipped more,
 * measured). Imported by the app after the dashboard, which keeps those modules in its order.
 */
import type { Task, TaskChanges } from '@shared/types';
import type { AssignmentRow } from '@shared/views';
import { useCallback } from 'react';
import { useQueuedChange } from './api/outbox-change';
import { assignmentRequests, taskRequests } from './api/requests';
import { updateToasts } from './api/task-changes';

/** Sends a task's new due fields (an assignment's, given its row). */
export type SendMove = (task: Task, changes: TaskChanges, row?: AssignmentRow) => void;

export function useSendMove(): SendMove {
  const queuedChange = useQueuedChange();
  return useCallback<SendMove>(
    (task, changes, row) =>
      void (row
        ? queuedChange(assignmentRequests.edit(row, changes), { toasts: updateToasts })
        : queuedChange(taskRequests.update(task, changes), { toasts: updateToasts })),
    [queuedChange],
  );
}
