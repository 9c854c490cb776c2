/**
 * The dashboard's one cache entry, the groups with the tasks each stores (`dashboardKeys.groups`),
 * patched in place without a request. Every view is computed from it (shared/views.ts), so a change
 * patches one place and every view that shows the task follows. Each change patches and, on failure,
 * un-patches only its own items (rather than restoring a snapshot), so several changes in flight at
 * once never undo each other.
 */
import type { Group, Task } from '@shared/types';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { dashboardKeys } from './keys';

export type Patch<T> = (items: T[]) => T[];
export type TaskPatch = (todos: Task[], group: Group) => Task[];

export const byId =
  <T extends { _id: string }>(id: string, next: (item: T) => T): Patch<T> =>
  (items) =>
    items.map((item) => (item._id === id ? next(item) : item));

export const without =
  <T extends { _id: string }>(test: (item: T) => boolean): Patch<T> =>
  (items) =>
    items.filter((item) => !test(item));

/** Where a task was: its group and position, to put it back after a refused delete. */
export interface Place {
  groupId: string;
  index: number;
  todo: Task;
}

export const placesOf = (groups: Group[], test: (todo: Task) => boolean): Place[] =>
  groups.flatMap((group) =>
    group.todo.flatMap((todo, index) => (test(todo) ? [{ groupId: group._id, index, todo }] : [])),
  );

/** Puts tasks back where they were, unless they are there already. */
export const restore =
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
export function useGroupsCache() {
  const { mutate, cache } = useSWRConfig();
  const patchGroups = useCallback(
    (patch: Patch<Group>) =>
      mutate<Group[]>(dashboardKeys.groups, (current) => (current ? patch(current) : current), {
        revalidate: false,
      }),
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
    (): Group[] => (cache.get(dashboardKeys.groups)?.data as Group[] | undefined) ?? [],
    [cache],
  );
  return { patchGroups, patchTasks, groupsNow };
}

/**
 * Gives the item a create made offline the id the server answered with, in every group (once; the
 * outbox, api/outbox/). Here rather than with the overlay (pending-changes.ts, lazy): applied at once
 * when the id arrives, before the re-read that follows a replay starts, so SWR keeps that re-read.
 */
export const settleIn =
  (tempId: string, id: string) =>
  (groups: Group[]): Group[] => {
    const realGroup = groups.some((g) => g._id === id);
    const realTask = groups.some((g) => g.todo.some((t) => t._id === id));
    return groups
      .filter((g) => !(g._id === tempId && realGroup))
      .map((g) => ({
        ...g,
        _id: g._id === tempId ? id : g._id,
        todo: g.todo
          .filter((t) => !(t._id === tempId && realTask))
          .map((t) =>
            t._id === tempId || t.groupId === tempId
              ? { ...t, _id: t._id === tempId ? id : t._id, groupId: t.groupId === tempId ? id : t.groupId }
              : t,
          ),
      }));
  };
