/**
 * The changes task rows and assignment rows have in common, each applied to the groups' cache
 * first, then sent, and undone with an error toast when the server refuses (SPEC.md section 4):
 * adding tasks, giving tasks a new description, and taking tasks out. Each patches and un-patches
 * only its own tasks, so several changes in flight never undo each other.
 */
import { everydayTexts, toasts } from '@shared/messages';
import type { Task } from '@shared/types';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { errorText } from '../../../api/client';
import { change, type Sender } from '../../../api/mutation';
import type { OutboxEntry } from '../../../api/outbox/state';
import { showUndoToast } from '../../../components/undoToast';
import { placesOf, restore, useGroupsCache, without } from './groups-cache';
import { holdDelete, undoWindowMs } from './held-deletes';

export interface NewTask {
  description: string;
  important: boolean;
  /** ISO instant (end of the chosen day) or null. */
  due: string | null;
}

/** The fields of a task not saved yet, as the list shows it meanwhile. */
export const unsavedTask = (task: NewTask) => ({
  description: task.description,
  completed: false,
  important: task.important,
  due: task.due,
  createdAt: new Date().toISOString(),
});

/**
 * Adds a task the server made (a repeating task's next occurrence, issue 22) to its group, unless a
 * re-read brought it already.
 */
export const addOnce = (patchTasks: ReturnType<typeof useGroupsCache>['patchTasks'], task: Task) =>
  patchTasks((tasks) => (tasks.some((t) => t._id === task._id) ? tasks : [task, ...tasks]), task.groupId);

export function useTaskChanges(entryId: string) {
  const { patchTasks, groupsNow } = useGroupsCache();

  /**
   * Shows `optimistic` at the top of the entry, then the tasks the server saved in their place.
   * Answers the tasks, the optimistic ones while the change waits in the outbox, or null when refused.
   */
  const add = useCallback(
    async (optimistic: Task[], sender: Sender<Task | Task[]>) => {
      const isOptimistic = (t: Task) => optimistic.some((o) => o._id === t._id);
      const outcome = await change({
        ...sender,
        toasts: { loading: toasts.creatingTask, success: toasts.taskCreated, error: toasts.createTaskFailed },
        apply: () => patchTasks((tasks) => [...optimistic, ...tasks], entryId),
        // By id: the outbox may have given the optimistic task the saved id already (groups-cache.ts
        // `settleIn`), and a re-read may have brought it.
        update: (answer) => {
          const saved = [answer].flat();
          const isSaved = (t: Task) => saved.some((s) => s._id === t._id);
          return patchTasks(
            (tasks) => [...saved, ...tasks.filter((t) => !isOptimistic(t) && !isSaved(t))],
            entryId,
          );
        },
        undo: () => patchTasks(without(isOptimistic), entryId),
      });
      if (!outcome.ok) return null;
      return outcome.queued ? optimistic : [outcome.result].flat();
    },
    [patchTasks, entryId],
  );

  /**
   * Gives every task that `matches` the new description; the old one comes back on failure.
   * Answers whether it was saved (a caller offers the unsaved text back).
   */
  const describe = useCallback(
    async (
      matches: (task: Task) => boolean,
      description: string,
      previous: string,
      sender: Sender<unknown>,
    ): Promise<boolean> => {
      const setDescription = (value: string) =>
        patchTasks((tasks) => tasks.map((t) => (matches(t) ? { ...t, description: value } : t)));
      const outcome = await change({
        ...sender,
        toasts: { loading: toasts.updatingTask, success: toasts.taskUpdated, error: toasts.updateTaskFailed },
        apply: () => setDescription(description),
        undo: () => setDescription(previous),
      });
      return outcome.ok;
    },
    [patchTasks],
  );

  /**
   * Takes the tasks that pass `test` out of the lists; puts them back where they were on failure.
   * With `undoable` (a task's id), the request is held for the undo window behind a toast with Undo,
   * which puts them back with nothing sent (held-deletes.ts).
   */
  const removeTasks = useCallback(
    async (
      test: (task: Task) => boolean,
      sender: (keepalive: boolean) => Sender<unknown>,
      failure: string,
      undoable?: string,
    ) => {
      const places = placesOf(groupsNow(), test);
      const putBack = () => patchTasks(restore(places));
      const sendNow = (keepalive: boolean, heldAs: OutboxEntry | null = null) => {
        const spec = sender(keepalive);
        return change({
          ...(spec.request && heldAs ? { ...spec, heldAs } : spec),
          toasts: { error: (error) => errorText(error, failure) },
          undo: putBack,
        });
      };
      await patchTasks(without(test));
      if (undoable === undefined) return void (await sendNow(false));
      let held: { cancel: () => boolean } | undefined;
      const toastId = showUndoToast(
        everydayTexts.taskDeleted,
        () => {
          if (held?.cancel()) void putBack();
        },
        undoWindowMs,
      );
      // Sent early (the page hidden or going away): the Undo could no longer keep its word.
      held = holdDelete(undoable, sender(false).request, (keepalive, heldAs) => {
        toast.dismiss(toastId);
        return sendNow(keepalive, heldAs);
      });
    },
    [patchTasks, groupsNow],
  );

  return { add, describe, removeTasks, patchTasks };
}
