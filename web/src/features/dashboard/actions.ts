/**
 * Task and group changes: applied to the SWR cache first, then sent; undone with an error toast when
 * the server refuses (SPEC.md section 4). A loading toast turns into the success or error toast.
 *
 * Each change patches and, on failure, un-patches only its own item (rather than restoring a snapshot),
 * so that several changes in flight at once (two quick adds, a toggle during an add) never undo each
 * other.
 */
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { failures, toasts } from '../../../../shared/messages';
import type { Group, Todo } from '../../../../shared/types';
import { api, errorText } from '../../api/client';
import { isTodoListKey, keys } from '../../api/keys';
import { tempId } from './format';

export interface NewTask {
  description: string;
  important: boolean;
  /** ISO instant (end of the chosen day) or null. */
  due: string | null;
}

type Patch<T> = (items: T[]) => T[];

const mapItem =
  <T extends { _id: string }>(id: string, next: (item: T) => T): Patch<T> =>
  (items) =>
    items.map((item) => (item._id === id ? next(item) : item));

const dropItem =
  <T extends { _id: string }>(id: string): Patch<T> =>
  (items) =>
    items.filter((item) => item._id !== id);

/** Puts `item` back where it was (by its neighbour), unless it is there already. */
const restoreItem =
  <T extends { _id: string }>(item: T, before: T[]): Patch<T> =>
  (items) => {
    if (items.some((i) => i._id === item._id)) return items.map((i) => (i._id === item._id ? item : i));
    const index = before.findIndex((i) => i._id === item._id);
    const copy = [...items];
    copy.splice(Math.max(0, Math.min(index, copy.length)), 0, item);
    return copy;
  };

function usePatch() {
  const { mutate } = useSWRConfig();
  return useCallback(
    <T>(key: string, patch: Patch<T>) =>
      mutate<T[]>(key, (current) => (current ? patch(current) : current), { revalidate: false }),
    [mutate],
  );
}

/** Actions on the task list of one group or view. */
export function useTaskActions(groupId: string, viewIndex: number, userId: string) {
  const { mutate, cache } = useSWRConfig();
  const patch = usePatch();
  const key = keys.todos(groupId);
  const isUserGroup = viewIndex > 4;
  const listNow = useCallback((): Todo[] => (cache.get(key)?.data as Todo[] | undefined) ?? [], [cache, key]);

  /** The other lists (built-in views, other groups) may show the same task: re-read them. */
  const refreshOtherLists = useCallback(
    () => void mutate((k) => isTodoListKey(k) && k !== key).catch(() => undefined),
    [mutate, key],
  );

  const create = useCallback(
    async (task: NewTask, partners: string[] | null) => {
      const id = toast.loading(toasts.creatingTask);
      const optimistic: Todo = {
        _id: tempId(),
        description: task.description,
        completed: false,
        assigned: partners !== null,
        important: task.important,
        due: task.due,
        createdAt: new Date().toISOString(),
        user: userId,
        groupId: isUserGroup ? groupId : null,
        ...(partners ? { assignedTo: partners, originalIds: [] } : {}),
      };
      await patch<Todo>(key, (items) => [optimistic, ...items]);
      try {
        if (partners) {
          const { todos } = await api('notification-send-assignment', {
            body: {
              description: task.description,
              completed: false,
              assigned: true,
              important: task.important,
              user: userId,
              groupId: null,
              due: task.due,
              partners,
            },
          });
          // The answer is the whole "Assigned by you" list; keep rows still being created.
          await patch<Todo>(key, (items) => [
            ...items.filter((t) => t._id.startsWith('temp-') && t._id !== optimistic._id),
            ...todos,
          ]);
        } else {
          const { todo } = await api('todo-create', {
            body: {
              description: task.description,
              completed: false,
              assigned: false,
              important: task.important,
              user: userId,
              groupId: isUserGroup ? groupId : null,
              due: task.due,
            },
          });
          await patch<Todo>(
            key,
            mapItem(optimistic._id, () => todo),
          );
          // A built-in view lists what the server decides (today, important, planned): re-read it.
          if (!isUserGroup) void mutate(key).catch(() => undefined);
        }
        toast.success(toasts.taskCreated, { id });
        refreshOtherLists();
        return true;
      } catch (error) {
        console.error('Creating the task failed', error);
        await patch<Todo>(key, dropItem(optimistic._id));
        toast.error(toasts.createTaskFailed, { id });
        return false;
      }
    },
    [patch, mutate, key, groupId, isUserGroup, userId, refreshOtherLists],
  );

  const toggle = useCallback(
    async (todo: Todo) => {
      const completed = !todo.completed;
      const id = toast.loading(toasts.updatingTask);
      await patch<Todo>(
        key,
        mapItem(todo._id, (t) => ({ ...t, completed })),
      );
      try {
        const { todo: saved } = await api('todo-update', { params: { id: todo._id }, body: { completed } });
        await patch<Todo>(
          key,
          mapItem(todo._id, (t) => ({ ...t, ...saved, completed: saved.completed })),
        );
        toast.success(completed ? toasts.taskCompleted : toasts.taskNotCompleted, { id });
        refreshOtherLists();
      } catch (error) {
        console.error('Updating the task failed', error);
        await patch<Todo>(
          key,
          mapItem(todo._id, (t) => ({ ...t, completed: todo.completed })),
        );
        toast.error(toasts.updateTaskFailed, { id });
      }
    },
    [patch, key, refreshOtherLists],
  );

  const edit = useCallback(
    async (todo: Todo, description: string) => {
      const id = toast.loading(toasts.updatingTask);
      await patch<Todo>(
        key,
        mapItem(todo._id, (t) => ({ ...t, description })),
      );
      try {
        const saved =
          viewIndex === 4
            ? (await api('notification-edit-assignment', { body: { description, todo } })).todo
            : (await api('todo-update', { params: { id: todo._id }, body: { description } })).todo;
        await patch<Todo>(
          key,
          mapItem(todo._id, (t) => ({ ...t, ...saved })),
        );
        toast.success(toasts.taskUpdated, { id });
        refreshOtherLists();
      } catch (error) {
        console.error('Updating the task failed', error);
        await patch<Todo>(
          key,
          mapItem(todo._id, (t) => ({ ...t, description: todo.description })),
        );
        toast.error(toasts.updateTaskFailed, { id });
      }
    },
    [patch, key, viewIndex, refreshOtherLists],
  );

  const remove = useCallback(
    async (todo: Todo) => {
      const before = listNow();
      await patch<Todo>(key, dropItem(todo._id));
      try {
        await api('todo-delete', { params: { id: todo._id } });
        refreshOtherLists();
      } catch (error) {
        await patch<Todo>(key, restoreItem(todo, before));
        toast.error(errorText(error, failures.deleteTodo));
      }
    },
    [patch, key, listNow, refreshOtherLists],
  );

  /** View 4: removes one assignee; the whole row goes when none remain. */
  const removeAssignee = useCallback(
    async (row: Todo, index: number) => {
      const before = listNow();
      const assignedTo = (row.assignedTo ?? []).filter((_, i) => i !== index);
      const originalIds = (row.originalIds ?? []).filter((_, i) => i !== index);
      await patch<Todo>(
        key,
        assignedTo.length === 0
          ? dropItem(row._id)
          : mapItem(row._id, (t) => ({ ...t, assignedTo, originalIds })),
      );
      try {
        await api('notification-delete-assignment-for-single-teammate', { body: { todos: row, index } });
      } catch (error) {
        await patch<Todo>(key, restoreItem(row, before));
        toast.error(errorText(error, failures.deleteAssignmentSingle));
      }
    },
    [patch, key, listNow],
  );

  return { create, toggle, edit, remove, removeAssignee };
}

/** Actions on the user's groups (the sidebar). */
export function useGroupActions() {
  const { mutate, cache } = useSWRConfig();
  const patch = usePatch();

  const createGroup = useCallback(
    async (name: string): Promise<Group | null> => {
      const id = toast.loading(toasts.creatingGroup);
      const optimistic: Group = { _id: tempId(), name, todo: [] };
      await patch<Group>(keys.groups, (items) => [...items, optimistic]);
      try {
        const { group } = await api('todo-create-group', { body: { name } });
        await patch<Group>(
          keys.groups,
          mapItem(optimistic._id, () => group),
        );
        toast.success(toasts.groupCreated, { id });
        return group;
      } catch (error) {
        console.error('Creating the group failed', error);
        await patch<Group>(keys.groups, dropItem(optimistic._id));
        toast.error(toasts.createGroupFailed, { id });
        return null;
      }
    },
    [patch],
  );

  const renameGroup = useCallback(
    async (group: Group, name: string) => {
      const id = toast.loading(toasts.updatingGroup);
      await patch<Group>(
        keys.groups,
        mapItem(group._id, (g) => ({ ...g, name })),
      );
      try {
        const { group: saved } = await api('todo-update-group', {
          params: { id: group._id },
          body: { name },
        });
        await patch<Group>(
          keys.groups,
          mapItem(group._id, (g) => ({ ...g, name: saved.name })),
        );
        toast.success(toasts.groupUpdated, { id });
        // Views 0-2 show '(from {group name})'.
        void mutate((k) => isTodoListKey(k) && k !== keys.todos(group._id)).catch(() => undefined);
      } catch (error) {
        console.error('Renaming the group failed', error);
        await patch<Group>(
          keys.groups,
          mapItem(group._id, (g) => ({ ...g, name: group.name })),
        );
        toast.error(toasts.updateGroupFailed, { id });
      }
    },
    [patch, mutate],
  );

  const deleteGroup = useCallback(
    async (group: Group) => {
      const before = (cache.get(keys.groups)?.data as Group[] | undefined) ?? [];
      await patch<Group>(keys.groups, dropItem(group._id));
      try {
        await api('todo-delete-group', { params: { id: group._id } });
        void mutate((k) => isTodoListKey(k) && k !== keys.todos(group._id)).catch(() => undefined);
        return true;
      } catch (error) {
        await patch<Group>(keys.groups, restoreItem(group, before));
        toast.error(errorText(error, failures.deleteGroup));
        return false;
      }
    },
    [patch, mutate, cache],
  );

  return { createGroup, renameGroup, deleteGroup };
}
