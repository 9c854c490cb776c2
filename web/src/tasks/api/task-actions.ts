/**
 * Changes to the tasks of one sidebar entry (a built-in view or a user group): each applied to the
 * groups' cache first by its route's change (changes.ts), then sent through the outbox, undone on
 * failure (outbox-change.ts); a loading toast turns into the success or error toast.
 */
import { everydayTexts, failures, toasts } from '@shared/messages/screens';
import type { Priority } from '@shared/priority';
import { hasTeamState } from '@shared/team-task-fields';
import type { Task } from '@shared/types';
import { useCallback, useRef } from 'react';
import type { QueuedRequest } from '../../api/mutation';
import { outboxNow } from '../../api/outbox/state';
import { toast } from '../../lib/toast';
import { tempId } from '../format';
import { byEitherId, onTasks, useGroupsCache } from './groups-cache';
import type { NewTask } from './new-task';
import { loadChanges, patchOf, useQueuedChange } from './outbox-change';
import { taskRequests } from './requests';
import { addOnce, updateToasts, useTaskChanges } from './task-changes';

/** The writer's own part of a team task, when they are one of its assignees (docs/api.md#team-tasks). */
export const ownPartOf = (task: Task, userId: string) => task.assignees?.find((part) => part._id === userId);

/** Whether the writer's completion of the task is done: their own part of a team task, else the task. */
export const doneFor = (task: Task, userId: string): boolean =>
  ownPartOf(task, userId)?.completed ?? task.completed;

export function useTaskActions(entryId: string, user: { _id: string; username: string }) {
  const userId = user._id;
  const username = user.username;
  const { removeTasks, patchTasks } = useTaskChanges(entryId);
  const { patchGroups } = useGroupsCache();
  const queuedChange = useQueuedChange();

  /**
   * A new task is stored in the selected entry (the built-in homes Today, Important and Planned too,
   * as the original client does). Answers the saved task's id, or the one it shows with while the
   * change waits in the outbox; null when refused.
   */
  const create = useCallback(
    async (task: NewTask): Promise<string | null> => {
      // A quick-add line (docs/quick-add.md) comes as its change, built by the lazy layer.
      const { quick } = task;
      const id = quick?.tempId ?? tempId();
      const request = (quick ?? taskRequests.create(task, userId, entryId, id)) as QueuedRequest<
        Task | { todo: Task }
      >;
      const outcome = await queuedChange(request, {
        toasts: { loading: toasts.creatingTask, success: toasts.taskCreated, error: toasts.createTaskFailed },
        // The shown task may have the saved id already (the outbox swapped it: changes.ts `settleIn`),
        // and its group too: `taskSaved` finds both.
        update: async (answer) => {
          const { taskSaved } = await loadChanges();
          await patchGroups(taskSaved(id, 'todo' in answer ? answer.todo : answer, outboxNow().waiting));
        },
      });
      if (!outcome.ok) return null;
      return outcome.queued ? id : ('todo' in outcome.result ? outcome.result.todo : outcome.result)._id;
    },
    [queuedChange, patchGroups, entryId, userId],
  );

  // The Undo of a completion reopens the task, or the writer's part (a ref: setFlag names itself).
  const undoCompletion = useRef((_: Task) => {});

  /**
   * Sets one flag of a task: applied first, then sent, and undone (only this flag) on failure. A
   * completion's toast offers Undo (`z` too), which reopens the task; reopening a repeating task
   * takes back the occurrence its completion created, unless that was changed (docs/api.md).
   */
  const setFlag = useCallback(
    async (task: Task, flag: 'completed' | 'important', value: boolean, success: string) => {
      const completing = flag === 'completed' && value;
      // A team task's completion depends on who sends it: their own part moves (./team-task-change.ts).
      const writer = hasTeamState(task) ? { id: userId, username } : undefined;
      await queuedChange(
        taskRequests.update(
          task,
          flag === 'completed' ? { completed: value } : { important: value },
          task.description,
          writer,
        ),
        {
          toasts: {
            loading: toasts.updatingTask,
            success,
            error: toasts.updateTaskFailed,
            ...(completing ? { undo: () => void undoCompletion.current(task) } : {}),
          },
          // Completing a repeating task made its next occurrence: shown at once. Reopening it may
          // have taken that occurrence back: gone at once.
          // The changes made after this one and still waiting stay shown over its answer (a reopening
          // pressed before the completion was answered): laid over it, as a re-read would show them.
          update: async ({ todo: saved, next, nextRemoved, nextKept }) => {
            const { withPending } = await loadChanges();
            const answered = onTasks(
              byEitherId<Task>(task._id, saved._id, (t) => ({
                ...t,
                [flag]: saved[flag],
                // A team task's parts as the server left them (a teammate's part may have moved too).
                ...(saved.assignees ? { assignees: saved.assignees } : {}),
              })),
            );
            await patchGroups((groups) => withPending(answered(groups), outboxNow().waiting));
            await Promise.all([
              next && addOnce(patchTasks, next),
              nextRemoved && patchTasks((tasks) => tasks.filter((t) => t._id !== nextRemoved)),
            ]);
            if (nextRemoved) toast(everydayTexts.nextOccurrenceRemoved);
            if (nextKept) toast(everydayTexts.nextOccurrenceKept);
          },
        },
      );
    },
    [queuedChange, patchTasks, patchGroups, userId, username],
  );
  /** Completes or reopens the task, or the writer's own part of a team task. */
  const toggle = useCallback(
    (task: Task) => {
      const done = doneFor(task, userId);
      return setFlag(task, 'completed', !done, done ? toasts.taskNotCompleted : toasts.taskCompleted);
    },
    [setFlag, userId],
  );
  undoCompletion.current = (task) => void setFlag(task, 'completed', false, toasts.taskNotCompleted);

  /** The `s` shortcut: star or unstar (the update route takes `important`: docs/api.md). */
  const star = useCallback(
    (task: Task) => setFlag(task, 'important', !task.important, toasts.taskUpdated),
    [setFlag],
  );

  /** The '1' to '4' shortcuts: the task's priority, 1 (highest) to 4 (none). */
  const setPriority = useCallback(
    (task: Task, priority: Priority) =>
      void queuedChange(taskRequests.update(task, { priority }), { toasts: updateToasts }),
    [queuedChange],
  );

  /** A new description; answers whether it was saved (a caller offers the unsaved text back). */
  const edit = useCallback(
    async (task: Task, description: string) =>
      (await queuedChange(taskRequests.update(task, { description }, description), { toasts: updateToasts }))
        .ok,
    [queuedChange],
  );

  const remove = useCallback(
    (task: Task) => {
      const request = taskRequests.delete(task);
      return removeTasks(
        patchOf(request),
        (keepalive) => ({ request, keepalive }),
        failures.deleteTodo,
        task._id,
      );
    },
    [removeTasks],
  );

  return { create, toggle, star, setPriority, edit, remove };
}
