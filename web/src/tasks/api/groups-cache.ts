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
import { groupsReadOnItsWay } from './groups-read';
import { dashboardKeys } from './keys';

export type Patch<T> = (items: T[]) => T[];
export type TaskPatch = (todos: Task[], group: Group) => Task[];

export const byId =
  <T extends { _id: string }>(id: string, next: (item: T) => T): Patch<T> =>
  (items) =>
    items.map((item) => (item._id === id ? next(item) : item));

/**
 * The item shown as `shownId` or, once its create was answered, as `savedId`: an answer to a change
 * made on a task before its create was answered names the saved id, while the change was made on
 * the temporary one (the outbox swaps it: `settleIn`).
 */
export const byEitherId =
  <T extends { _id: string }>(shownId: string, savedId: string, next: (item: T) => T): Patch<T> =>
  (items) =>
    items.map((item) => (item._id === shownId || item._id === savedId ? next(item) : item));

export const without =
  <T extends { _id: string }>(test: (item: T) => boolean): Patch<T> =>
  (items) =>
    items.filter((item) => !test(item));

/** `patch` applied to the task list of every group (or only of `groupId`). */
export const onTasks =
  (patch: TaskPatch, groupId?: string): Patch<Group> =>
  (groups) =>
    groups.map((group) =>
      groupId === undefined || group._id === groupId ? { ...group, todo: patch(group.todo, group) } : group,
    );

/** The cache of the groups, patched in place without a request. */
export function useGroupsCache() {
  const { mutate, cache } = useSWRConfig();
  const patchGroups = useCallback(
    (patch: Patch<Group>) => {
      // A read on its way now has its answer dropped by SWR (groups-read.ts): read again once it lands,
      // so that what else it brought is not lost (the waiting changes are laid over that read too).
      const overtaken = groupsReadOnItsWay();
      if (overtaken) void overtaken.finally(() => void mutate(dashboardKeys.groups)).catch(() => undefined);
      return mutate<Group[]>(dashboardKeys.groups, (current) => (current ? patch(current) : current), {
        revalidate: false,
      });
    },
    [mutate],
  );
  /** Applies `patch` to the task list of every group (or only of `groupId`). */
  const patchTasks = useCallback(
    (patch: TaskPatch, groupId?: string) => patchGroups(onTasks(patch, groupId)),
    [patchGroups],
  );
  const groupsNow = useCallback(
    (): Group[] => (cache.get(dashboardKeys.groups)?.data as Group[] | undefined) ?? [],
    [cache],
  );
  return { patchGroups, patchTasks, groupsNow };
}
