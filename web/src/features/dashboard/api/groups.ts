/**
 * Every group with the tasks it stores, built-ins included (one request): the dashboard computes
 * each view from it (shared/views.ts), so switching views costs no request.
 */
import type { Group } from '@shared/types';
import useSWR, { preload } from 'swr';
import { api } from '../../../api/client';
import { isHeld } from './held-deletes';
import { dashboardKeys } from './keys';

/** The groups, less the tasks whose delete waits out its undo window (not sent yet, so still stored). */
const fetchGroups = async (): Promise<Group[]> =>
  (await api('todo-get-groups')).groups.map((group) =>
    group.todo.some((t) => isHeld(t._id))
      ? { ...group, todo: group.todo.filter((t) => !isHeld(t._id)) }
      : group,
  );

export function useGroups() {
  return useSWR<Group[]>(dashboardKeys.groups, fetchGroups);
}

let groupsPreloaded = false;

/**
 * Starts reading the groups now, once per page load: the first useGroups takes this answer, one
 * round trip sooner. Only once, because SWR hands a preloaded answer to the next read of the key,
 * whenever that comes.
 */
export function preloadGroups(): void {
  if (groupsPreloaded) return;
  groupsPreloaded = true;
  void preload(dashboardKeys.groups, fetchGroups);
}
