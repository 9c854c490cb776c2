/**
 * Task and group changes: applied to the SWR cache first, then sent; undone with an error toast when
 * the server refuses (SPEC.md section 4). A loading toast turns into the success or error toast.
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
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { api, errorText } from '../../api/client';
import { keys } from '../../api/keys';
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
      const id = toast.loading(toasts.creatingTask);
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
      await patchTasks((todos) => [...optimistic, ...todos], entryId);
      try {
        // The fields the original client sends (COMPAT.md section 2), so both clients store alike.
        const body = {
          description: task.description,
          completed: false,
          assigned: false,
          important: task.important,
          user: userId,
          due: task.due,
        };
        const saved = partners
          ? (await api('notification-send-assignment', { body: { ...body, partners } })).todos
          : [await api('todo-create', { body: { ...body, groupId: entryId } })];
        await patchTasks((todos) => [...saved, ...without(isOptimistic)(todos)], entryId);
        toast.success(toasts.taskCreated, { id });
        return true;
      } catch (error) {
        console.error('Creating the task failed', error);
        await patchTasks(without(isOptimistic), entryId);
        toast.error(toasts.createTaskFailed, { id });
        return false;
      }
    },
    [patchTasks, entryId, userId],
  );

  const toggle = useCallback(
    async (todo: Todo) => {
      const completed = !todo.completed;
      const id = toast.loading(toasts.updatingTask);
      const setCompleted = (value: boolean) =>
        patchTasks(byId<Todo>(todo._id, (t) => ({ ...t, completed: value })));
      await setCompleted(completed);
      try {
        const { todo: saved } = await api('todo-update', { params: { id: todo._id }, body: { completed } });
        await setCompleted(saved.completed);
        toast.success(completed ? toasts.taskCompleted : toasts.taskNotCompleted, { id });
      } catch (error) {
        console.error('Updating the task failed', error);
        await setCompleted(todo.completed);
        toast.error(toasts.updateTaskFailed, { id });
      }
    },
    [patchTasks],
  );

  /** A task's description; in "Assigned by you", the row's, on every copy of the assignment. */
  const edit = useCallback(
    async (todo: Todo, description: string) => {
      const id = toast.loading(toasts.updatingTask);
      const isRow = kind === 'assigned-by-me';
      const matches = (t: Todo) => (isRow ? t.uniqueMarker === todo.uniqueMarker : t._id === todo._id);
      const setDescription = (value: string) =>
        patchTasks((todos) => todos.map((t) => (matches(t) ? { ...t, description: value } : t)));
      await setDescription(description);
      try {
        if (isRow) await api('notification-edit-assignment', { body: { description, todos: todo } });
        else await api('todo-update', { params: { id: todo._id }, body: { description } });
        toast.success(toasts.taskUpdated, { id });
      } catch (error) {
        console.error('Updating the task failed', error);
        await setDescription(todo.description);
        toast.error(toasts.updateTaskFailed, { id });
      }
    },
    [patchTasks, kind],
  );

  const remove = useCallback(
    async (todo: Todo) => {
      const places = placesOf(groupsNow(), (t) => t._id === todo._id);
      await patchTasks(without((t) => t._id === todo._id));
      try {
        await api('todo-delete', { params: { id: todo._id } });
      } catch (error) {
        await patchTasks(restore(places));
        toast.error(errorText(error, failures.deleteTodo));
      }
    },
    [patchTasks, groupsNow],
  );

  /** View 4: removes one assignee (their copy); the row goes when none remain. */
  const removeAssignee = useCallback(
    async (row: Todo, index: number) => {
      const copyId = row.originalIds?.[index];
      const places = placesOf(groupsNow(), (t) => t._id === copyId);
      await patchTasks(without((t) => t._id === copyId));
      try {
        await api('notification-delete-assignment-for-single-teammate', { body: { todos: row, index } });
      } catch (error) {
        await patchTasks(restore(places));
        toast.error(errorText(error, failures.deleteAssignmentSingle));
      }
    },
    [patchTasks, groupsNow],
  );

  return { create, toggle, edit, remove, removeAssignee };
}

/** Actions on the user's groups (the sidebar). */
export function useGroupActions() {
  const { patchGroups, groupsNow } = useGroupsCache();

  const createGroup = useCallback(
    async (name: string): Promise<Group | null> => {
      const id = toast.loading(toasts.creatingGroup);
      const optimistic: Group = { _id: tempId(), name, todo: [] };
      await patchGroups((groups) => [...groups, optimistic]);
      try {
        const group = await api('todo-create-group', { body: { name } });
        await patchGroups(byId(optimistic._id, () => group));
        toast.success(toasts.groupCreated, { id });
        return group;
      } catch (error) {
        console.error('Creating the group failed', error);
        await patchGroups(without((g) => g._id === optimistic._id));
        toast.error(toasts.createGroupFailed, { id });
        return null;
      }
    },
    [patchGroups],
  );

  const renameGroup = useCallback(
    async (group: Group, name: string) => {
      const id = toast.loading(toasts.updatingGroup);
      const setName = (value: string) => patchGroups(byId(group._id, (g) => ({ ...g, name: value })));
      await setName(name);
      try {
        const saved = await api('todo-update-group', { params: { id: group._id }, body: { name } });
        await setName(saved.name);
        toast.success(toasts.groupUpdated, { id });
      } catch (error) {
        console.error('Renaming the group failed', error);
        await setName(group.name);
        toast.error(toasts.updateGroupFailed, { id });
      }
    },
    [patchGroups],
  );

  /** The group and its tasks go together (the server deletes them in one route). */
  const deleteGroup = useCallback(
    async (group: Group) => {
      const before = groupsNow();
      const index = before.findIndex((g) => g._id === group._id);
      await patchGroups(without((g) => g._id === group._id));
      try {
        await api('todo-delete-group', { params: { id: group._id } });
        return true;
      } catch (error) {
        await patchGroups((groups) => {
          if (groups.some((g) => g._id === group._id)) return groups;
          const copy = [...groups];
          copy.splice(Math.max(0, Math.min(index, copy.length)), 0, group);
          return copy;
        });
        toast.error(errorText(error, failures.deleteGroup));
        return false;
      }
    },
    [patchGroups, groupsNow],
  );

  return { createGroup, renameGroup, deleteGroup };
}
