/**
 * Task and group changes: applied to the SWR cache first, then sent; undone with an error toast when
 * the server refuses (SPEC.md section 4), through the one change helper (api/mutation.ts): a loading
 * toast turns into the success or error toast.
 *
 * The dashboard has one cache entry, the groups with the tasks each stores (`keys.groups`); every
 * view is computed from it (shared/views.ts), so a change patches one place and every view that
 * shows the task follows. Each change patches and, on failure, un-patches only its own task (rather
 * than restoring a snapshot), so several changes in flight at once never undo each other.
 */
import { failures, toasts } from '@shared/messages';
import type { Group, Todo } from '@shared/types';
import type { EntryKind } from '@shared/views';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, errorText } from '../../api/client';
import { keys } from '../../api/keys';
import { change } from '../../api/mutation';
import { tempId } from './format';

export interface NewTask {
  description: string;
  important: boolean;
  /** ISO instant (end of the chosen day) or null. */
  due: string | null;
}

type Patch<T> = (items: T[]) => T[];
type TaskPatch = (todos: Todo[], group: Group) => Todo[];

const byId =
  <T extends { _id: string }>(id: string, next: (item: T) => T): Patch<T> =>
  (items) =>
    items.map((item) => (item._id === id ? next(item) : item));

const without =
  <T extends { _id: string }>(test: (item: T) => boolean): Patch<T> =>
  (items) =>
    items.filter((item) => !test(item));

/** Where a task was: its group and position, to put it back after a refused delete. */
interface Place {
  groupId: string;
  index: number;
  todo: Todo;
}

const placesOf = (groups: Group[], test: (todo: Todo) => boolean): Place[] =>
  groups.flatMap((group) =>
    group.todo.flatMap((todo, index) => (test(todo) ? [{ groupId: group._id, index, todo }] : [])),
  );

/** Puts tasks back where they were, unless they are there already. */
const restore =
  (places: Place[]): TaskPatch =>
  (todos, group) => {
    const copy = [...todos];
    for (const place of places) {
      if (place.groupId !== group._id || copy.some((t) => t._id === place.todo._id)) continue;
      copy.splice(Math.min(place.index, copy.length), 0, place.todo);
    }
    return copy;
  };

/** The cache of the groups, patched in place without a request. */
function useGroupsCache() {
  const { mutate, cache } = useSWRConfig();
  const patchGroups = useCallback(
    (patch: Patch<Group>) =>
      mutate<Group[]>(keys.groups, (current) => (current ? patch(current) : current), { revalidate: false }),
    [mutate],
  );
  /** Applies `patch` to the task list of every group (or only of `groupId`). */
  const patchTasks = useCallback(
    (patch: TaskPatch, groupId?: string) =>
      patchGroups((groups) =>
        groups.map((group) =>
          groupId === undefined || group._id === groupId
            ? { ...group, todo: patch(group.todo, group) }
            : group,
        ),
      ),
    [patchGroups],
  );
  const groupsNow = useCallback(
    (): Group[] => (cache.get(keys.groups)?.data as Group[] | undefined) ?? [],
    [cache],
  );
  return { patchGroups, patchTasks, groupsNow };
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

/** Actions on the user's groups (the sidebar). */
export function useGroupActions() {
  const { patchGroups, groupsNow } = useGroupsCache();

  const createGroup = useCallback(
    async (name: string): Promise<Group | null> => {
      const optimistic: Group = { _id: tempId(), name, todo: [] };
      const outcome = await change({
        toasts: {
          loading: toasts.creatingGroup,
          success: toasts.groupCreated,
          error: toasts.createGroupFailed,
        },
        apply: () => patchGroups((groups) => [...groups, optimistic]),
        send: () => api('todo-create-group', { body: { name } }),
        update: (group) => patchGroups(byId(optimistic._id, () => group)),
        undo: () => patchGroups(without((g) => g._id === optimistic._id)),
      });
      return outcome.ok ? outcome.result : null;
    },
    [patchGroups],
  );

  const renameGroup = useCallback(
    async (group: Group, name: string) => {
      const setName = (value: string) => patchGroups(byId(group._id, (g) => ({ ...g, name: value })));
      await change({
        toasts: {
          loading: toasts.updatingGroup,
          success: toasts.groupUpdated,
          error: toasts.updateGroupFailed,
        },
        apply: () => setName(name),
        send: () => api('todo-update-group', { params: { id: group._id }, body: { name } }),
        update: (saved) => setName(saved.name),
        undo: () => setName(group.name),
      });
    },
    [patchGroups],
  );

  /** The group and its tasks go together (the server deletes them in one route). */
  const deleteGroup = useCallback(
    async (group: Group) => {
      const index = groupsNow().findIndex((g) => g._id === group._id);
      const outcome = await change({
        toasts: { error: (error) => errorText(error, failures.deleteGroup) },
        apply: () => patchGroups(without((g) => g._id === group._id)),
        send: () => api('todo-delete-group', { params: { id: group._id } }),
        undo: () =>
          patchGroups((groups) => {
            if (groups.some((g) => g._id === group._id)) return groups;
            const copy = [...groups];
            copy.splice(Math.max(0, Math.min(index, copy.length)), 0, group);
            return copy;
          }),
      });
      return outcome.ok;
    },
    [patchGroups, groupsNow],
  );

  return { createGroup, renameGroup, deleteGroup };
}
