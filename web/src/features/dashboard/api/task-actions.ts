/**
 * Task changes: applied to the groups' cache first, then sent; undone with an error toast when the
 * server refuses (SPEC.md section 4), through the one change helper (api/mutation.ts): a loading
 * toast turns into the success or error toast.
 */
import { failures, toasts } from '@shared/messages';
import type { Todo } from '@shared/types';
import type { EntryKind } from '@shared/views';
import { useCallback } from 'react';
import { api, errorText } from '../../../api/client';
import { change } from '../../../api/mutation';
import { tempId } from '../format';
import { byId, placesOf, restore, useGroupsCache, without } from './groups-cache';

export interface NewTask {
  description: string;
  important: boolean;
  /** ISO instant (end of the chosen day) or null. */
  due: string | null;
}

/** Actions on the tasks shown in one entry of the sidebar (a built-in view or a user group). */
export function useTaskActions(entryId: string, kind: EntryKind, userId: string) {
  const { patchTasks, groupsNow } = useGroupsCache();

  /**
   * A new task is stored in the selected entry (the built-in homes Today, Important and Planned
   * too, as the original client does); from "Assigned by you" it is an assignment to `partners`.
   */
  const create = useCallback(
    async (task: NewTask, partners: string[] | null) => {
      const base = {
        description: task.description,
        completed: false,
        important: task.important,
        due: task.due,
        createdAt: new Date().toISOString(),
      };
      const marker = tempId();
      const optimistic: Todo[] = partners
        ? partners.map((partner) => ({
            ...base,
            _id: tempId(),
            assigned: true,
            user: partner,
            groupId: entryId,
            uniqueMarker: marker,
          }))
        : [{ ...base, _id: tempId(), assigned: false, user: userId, groupId: entryId }];
      const isOptimistic = (t: Todo) => optimistic.some((o) => o._id === t._id);
      // The fields the original client sends (COMPAT.md section 2), so both clients store alike.
      const body = {
        description: task.description,
        completed: false,
        assigned: false,
        important: task.important,
        user: userId,
        due: task.due,
      };
      const outcome = await change({
        toasts: { loading: toasts.creatingTask, success: toasts.taskCreated, error: toasts.createTaskFailed },
        apply: () => patchTasks((todos) => [...optimistic, ...todos], entryId),
        send: async () =>
          partners
            ? (await api('notification-send-assignment', { body: { ...body, partners } })).todos
            : [await api('todo-create', { body: { ...body, groupId: entryId } })],
        update: (saved) => patchTasks((todos) => [...saved, ...without(isOptimistic)(todos)], entryId),
        undo: () => patchTasks(without(isOptimistic), entryId),
      });
      return outcome.ok;
    },
    [patchTasks, entryId, userId],
  );

  const toggle = useCallback(
    async (todo: Todo) => {
      const completed = !todo.completed;
      const setCompleted = (value: boolean) =>
        patchTasks(byId<Todo>(todo._id, (t) => ({ ...t, completed: value })));
      await change({
        toasts: {
          loading: toasts.updatingTask,
          success: completed ? toasts.taskCompleted : toasts.taskNotCompleted,
          error: toasts.updateTaskFailed,
        },
        apply: () => setCompleted(completed),
        send: () => api('todo-update', { params: { id: todo._id }, body: { completed } }),
        update: ({ todo: saved }) => setCompleted(saved.completed),
        undo: () => setCompleted(todo.completed),
      });
    },
    [patchTasks],
  );

  /** A task's description; in "Assigned by you", the row's, on every copy of the assignment. */
  const edit = useCallback(
    async (todo: Todo, description: string) => {
      const isRow = kind === 'assigned-by-me';
      const matches = (t: Todo) => (isRow ? t.uniqueMarker === todo.uniqueMarker : t._id === todo._id);
      const setDescription = (value: string) =>
        patchTasks((todos) => todos.map((t) => (matches(t) ? { ...t, description: value } : t)));
      await change({
        toasts: { loading: toasts.updatingTask, success: toasts.taskUpdated, error: toasts.updateTaskFailed },
        apply: () => setDescription(description),
        send: async () => {
          if (isRow) await api('notification-edit-assignment', { body: { description, todos: todo } });
          else await api('todo-update', { params: { id: todo._id }, body: { description } });
        },
        undo: () => setDescription(todo.description),
      });
    },
    [patchTasks, kind],
  );

  /** Takes the tasks that pass `test` out of the lists; puts them back where they were on failure. */
  const removeTasks = useCallback(
    async (test: (todo: Todo) => boolean, send: () => Promise<unknown>, failure: string) => {
      const places = placesOf(groupsNow(), test);
      await change({
        toasts: { error: (error) => errorText(error, failure) },
        apply: () => patchTasks(without(test)),
        send,
        undo: () => patchTasks(restore(places)),
      });
    },
    [patchTasks, groupsNow],
  );

  const remove = useCallback(
    (todo: Todo) =>
      removeTasks(
        (t) => t._id === todo._id,
        () => api('todo-delete', { params: { id: todo._id } }),
        failures.deleteTodo,
      ),
    [removeTasks],
  );

  /** "Assigned by you": removes one assignee (their copy); the row goes when none remain. */
  const removeAssignee = useCallback(
    (row: Todo, index: number) => {
      const copyId = row.originalIds?.[index];
      return removeTasks(
        (t) => t._id === copyId,
        () => api('notification-delete-assignment-for-single-teammate', { body: { todos: row, index } }),
        failures.deleteAssignmentSingle,
      );
    },
    [removeTasks],
  );

  return { create, toggle, edit, remove, removeAssignee };
}
