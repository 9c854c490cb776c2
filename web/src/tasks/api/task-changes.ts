/**
 * Taking task rows, assignment rows and lists out of the board: applied to the groups' cache first, then
 * sent (held for an undo window when asked), and put back with an error toast when the server
 * refuses (SPEC.md section 4; the undo is outbox-change.ts `undoable`, for every change).
 */
import { everydayTexts, toasts } from '@shared/messages/screens';
import type { Group, Task } from '@shared/types';
import { useCallback } from 'react';
import { errorText } from '../../api/client';
import { change, type Sender } from '../../api/mutation';
import type { OutboxEntry } from '../../api/outbox/state';
import { showUndoToast } from '../../components/undoToast';
import { todoHighlight } from '../../lib/highlight';
import { toast } from '../../lib/toast';
import { undoWindowMs } from '../../lib/undo-window';
import { type Patch, useGroupsCache } from './groups-cache';
import { holdDelete } from './held-deletes';
import { undoable } from './outbox-change';

/**
 * Adds a task the server made (a repeating task's next occurrence) to its group, unless a
 * re-read brought it already.
 */
export const addOnce = (patchTasks: ReturnType<typeof useGroupsCache>['patchTasks'], task: Task) =>
  patchTasks((tasks) => (tasks.some((t) => t._id === task._id) ? tasks : [task, ...tasks]), task.groupId);

/** The toasts of a change to a task's or an assignment's fields. */
export const updateToasts = {
  loading: toasts.updatingTask,
  success: toasts.taskUpdated,
  error: toasts.updateTaskFailed,
} as const;

/**
 * Takes rows out of the lists, or a whole list (`remove`: a delete's change, outbox-change.ts
 * `patchOf`, or a patch of its own); puts them back where they were on failure. With `undoableId`
 * (a task's or a list's id, or an assignment's marker), the request is held for the undo window
 * behind a toast (`undoText`) with Undo, which puts them back with nothing sent (held-deletes.ts).
 */
export function useRemoval() {
  const { patchGroups } = useGroupsCache();
  return useCallback(
    async (
      remove: Patch<Group> | Promise<Patch<Group>>,
      sender: (keepalive: boolean) => Sender<unknown>,
      failure: string,
      undoableId?: string,
      undoText: string = everydayTexts.taskDeleted,
    ) => {
      const { apply, undo: putBack } = undoable(patchGroups, remove);
      const sendNow = (keepalive: boolean, heldAs: OutboxEntry | null = null) => {
        const spec = sender(keepalive);
        return change({
          ...(spec.request && heldAs ? { ...spec, heldAs } : spec),
          toasts: { error: (error) => errorText(error, failure) },
          undo: putBack,
        });
      };
      await apply();
      if (undoableId === undefined) return void (await sendNow(false));
      let held: { cancel: () => boolean } | undefined;
      const toastId = showUndoToast(
        undoText,
        () => {
          if (!held?.cancel()) return;
          // A task's row comes back with the focus, whichever Undo (its toast's, or z) brought it.
          void putBack().then(() =>
            window.requestAnimationFrame(() => document.getElementById(todoHighlight(undoableId))?.focus()),
          );
        },
        undoWindowMs,
      );
      // Sent early (the page hidden or going away): the Undo could no longer keep its word.
      held = holdDelete(undoableId, sender(false).request, (keepalive, heldAs) => {
        toast.dismiss(toastId);
        return sendNow(keepalive, heldAs);
      });
    },
    [patchGroups],
  );
}

export function useTaskChanges(_entryId: string) {
  const { patchTasks } = useGroupsCache();
  const removeTasks = useRemoval();
  return { removeTasks, patchTasks };
}
