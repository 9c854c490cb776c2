/**
 * Changes to the tasks of one sidebar entry (a built-in view or a user group): applied to the groups'
 * cache first, then sent, undone on failure (task-changes.ts), through the one change helper
 * (api/mutation.ts): a loading toast turns into the success or error toast.
 */
import { failures, toasts } from '@shared/messages';
import type { Task } from '@shared/types';
import { useCallback } from 'react';
import { change, queued } from '../../../api/mutation';
import { tempId } from '../format';
import { byId } from './groups-cache';
import { addOnce, type NewTask, unsavedTask, useTaskChanges } from './task-changes';

export function useTaskActions(entryId: string, userId: string) {
  const { add, describe, removeTasks, patchTasks } = useTaskChanges(entryId);

  /** A new task is stored in the selected entry (the built-in homes Today, Important and Planned too, as the original client does). */
  const create = useCallback(
    (task: NewTask) => {
      const id = tempId();
      return add([{ ...unsavedTask(task), _id: id, assigned: false, user: userId, groupId: entryId }], {
        request: queued('todo-create', {
          // The fields the original client sends, so both clients store alike
          // (docs/compat.md#creating-a-task).
          body: {
            description: task.description,
            completed: false,
            assigned: false,
            important: task.important,
            user: userId,
            due: task.due,
            groupId: entryId,
          },
          tempId: id,
          what: { kind: 'createTask', name: task.description },
          touches: [id],
        }),
      });
    },
    [add, entryId, userId],
  );

  /** Sets one flag of a task: applied first, then sent, and undone (only this flag) on failure. */
  const setFlag = useCallback(
    async (task: Task, flag: 'completed' | 'important', value: boolean, success: string) => {
      const patch = (to: boolean) => patchTasks(byId<Task>(task._id, (t) => ({ ...t, [flag]: to })));
      await change({
        toasts: { loading: toasts.updatingTask, success, error: toasts.updateTaskFailed },
        apply: () => patch(value),
        request: queued('todo-update', {
          params: { id: task._id },
          body: flag === 'completed' ? { completed: value } : { important: value },
          what: { kind: 'changeTask', name: task.description },
          touches: [task._id],
        }),
        // Completing a repeating task made its next occurrence: shown at once.
        update: ({ todo: saved, next }) =>
          Promise.all([patch(saved[flag]), next && addOnce(patchTasks, next)]),
        undo: () => patch(task[flag]),
      });
    },
    [patchTasks],
  );

  const toggle = useCallback(
    (task: Task) =>
      setFlag(
        task,
        'completed',
        !task.completed,
        task.completed ? toasts.taskNotCompleted : toasts.taskCompleted,
      ),
    [setFlag],
  );

  /** The `s` shortcut: star or unstar (the update route takes `important` since issue 22). */
  const star = useCallback(
    (task: Task) => setFlag(task, 'important', !task.important, toasts.taskUpdated),
    [setFlag],
  );

  const edit = useCallback(
    (task: Task, description: string) =>
      describe((t) => t._id === task._id, description, task.description, {
        request: queued('todo-update', {
          params: { id: task._id },
          body: { description },
          what: { kind: 'changeTask', name: description },
          touches: [task._id],
        }),
      }),
    [describe],
  );

  const remove = useCallback(
    (task: Task) =>
      removeTasks(
        (t) => t._id === task._id,
        (keepalive) => ({
          request: queued('todo-delete', {
            params: { id: task._id },
            what: { kind: 'deleteTask', name: task.description },
            touches: [task._id],
          }),
          keepalive,
        }),
        failures.deleteTodo,
        task._id,
      ),
    [removeTasks],
  );

  return { create, toggle, star, edit, remove };
}
