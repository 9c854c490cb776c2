/**
 * Changes of task rows and assignment rows, each applied to the groups' cache first, then sent, and
 * undone with an error toast when the server refuses (SPEC.md section 4; the undo is
 * outbox-change.ts `undoable`, for every change): adding tasks, giving tasks a new description, and
 * taking tasks out (held for an undo window when asked).
 */
import { everydayTexts, toasts } from '@shared/messages/screens';
import type { Group, Task } from '@shared/types';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { errorText } from '../../../api/client';
import { change, type Sender } from '../../../api/mutation';
import type { OutboxEntry } from '../../../api/outbox/state';
import { showUndoToast, undoWindowMs } from '../../../components/undoToast';
import { onTasks, type Patch, useGroupsCache } from './groups-cache';
import { holdDelete } from './held-deletes';
import { undoable } from './outbox-change';

export { type NewTask, unsavedTask } from './new-task';

/**
 * Adds a task the server made (a repeating task's next occurrence) to its group, unless a
 * re-read brought it already.
 */
export const addOnce = (patchTasks: ReturnType<typeof useGroupsCache>['patchTasks'], task: Task) =>
  patchTasks((tasks) => (tasks.some((t) => t._id === task._id) ? tasks : [task, ...tasks]), task.groupId);

export function useTaskChanges(entryId: string) {
  const { patchTasks, patchGroups } = useGroupsCache();

  /**
   * Shows `optimistic` at the top of the entry, then the tasks the server saved in their place.
   * Answers the tasks, the optimistic ones while the change waits, or null when refused.
   */
  const add = useCallback(
    async (optimistic: Task[], sender: Sender<Task[]>) => {
      const outcome = await change({
        ...sender,
        toasts: { loading: toasts.creatingTask, success: toasts.taskCreated, error: toasts.createTaskFailed },
        ...undoable(
          patchGroups,
          onTasks((tasks) => [...optimistic, ...tasks], entryId),
        ),
        update: (saved) =>
          patchTasks(
            (tasks) => [...saved, ...tasks.filter((t) => !optimistic.some((o) => o._id === t._id))],
            entryId,
          ),
      });
      if (!outcome.ok) return null;
      return outcome.queued ? optimistic : outcome.result;
    },
    [patchGroups, patchTasks, entryId],
  );

  /**
   * Gives every task that `matches` the new description; the old one comes back on failure.
   * Answers whether it was saved (a caller offers the unsaved text back).
   */
  const describe = useCallback(
    async (matches: (task: Task) => boolean, description: string, sender: Sender<unknown>) =>
      (
        await change({
          ...sender,
          toasts: {
            loading: toasts.updatingTask,
            success: toasts.taskUpdated,
            error: toasts.updateTaskFailed,
          },
          ...undoable(
            patchGroups,
            onTasks((tasks) => tasks.map((t) => (matches(t) ? { ...t, description } : t))),
          ),
        })
      ).ok,
    [patchGroups],
  );

  /**
   * Takes tasks out of the lists (`remove`: a delete's change, outbox-change.ts `patchOf`, or a patch
   * of its own); puts them back where they were on failure. With `undoableId` (a task's id, or an
   * assignment's marker), the request is held for the undo window behind a toast (`undoText`) with
   * Undo, which puts them back with nothing sent (held-deletes.ts).
   */
  const removeTasks = useCallback(
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
          if (held?.cancel()) void putBack();
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

  return { add, describe, removeTasks, patchTasks };
}
