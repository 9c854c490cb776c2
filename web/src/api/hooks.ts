/**
 * SWR hooks, one per server resource. Keys are API paths (see keys.ts), so a mutation anywhere can
 * update or revalidate exactly the lists it touches.
 */
import { limits } from '@shared/limits';
import type {
  AssignmentStatus,
  Group,
  Notification,
  PublicUser,
  SearchResult,
  TeamRequest,
  Todo,
} from '@shared/types';
import useSWR, { preload } from 'swr';
import { isTempId } from '../features/dashboard/format';
import { api } from './client';
import { keys } from './keys';

/**
 * Every group with the tasks it stores, built-ins included (one request): the dashboard computes
 * each view from it (shared/views.ts), so switching views costs no request.
 */
export function useGroups() {
  return useSWR<Group[]>(keys.groups, fetchGroups);
}

const fetchGroups = async (): Promise<Group[]> => (await api('todo-get-groups')).groups;

let groupsPreloaded = false;

/**
 * Starts reading the groups now, once per page load: the first useGroups takes this answer, one
 * round trip sooner. Only once, because SWR hands a preloaded answer to the next read of the key,
 * whenever that comes.
 */
export function preloadGroups(): void {
  if (groupsPreloaded) return;
  groupsPreloaded = true;
  void preload(keys.groups, fetchGroups);
}

export function useNotifications() {
  return useSWR<Notification[]>(keys.notifications, () => api('notification-get-notifications'));
}

export function useRequests() {
  return useSWR<TeamRequest[]>(keys.requests, () => api('notification-get-requests'));
}

/**
 * Lists the dashboard's panes share: read once, then kept fresh by live updates, focus and
 * reconnects, not re-read each time a pane mounts (switching views makes no request).
 */
const readOnce = { revalidateIfStale: false } as const;

/** All teammates' details in one request (the dashboard's request count does not grow with the team). */
export function useTeammates() {
  return useSWR<PublicUser[]>(
    keys.teammates,
    async () => {
      try {
        return await api('notification-get-teammates');
      } catch (error) {
        console.error('Loading teammates failed', error);
        return [];
      }
    },
    readOnce,
  );
}

/** One user's public details (for an assignee who is no longer in the teammate list). */
export function useUserInfo(id: string | null) {
  return useSWR<PublicUser>(
    id ? keys.userInfo(id) : null,
    () => api('search-user', { params: { id: id as string } }),
    {
      shouldRetryOnError: false,
    },
  );
}

/** Completion of each copy of the "Assigned by you" rows, by copy id (one request for every row). */
export function useAssignmentStatus(rows: Todo[] | undefined) {
  const ids = (rows ?? []).flatMap((t) => t.originalIds ?? []).filter((id) => !isTempId(id));
  return useSWR<AssignmentStatus>(
    rows && ids.length > 0 ? [keys.assignmentsStatus, ...ids] : null,
    () => api('notification-get-assignments-status', { body: { todos: rows ?? [] } }),
    readOnce,
  );
}

export function useSearch(query: string) {
  const trimmed = query.trim().slice(0, limits.searchQueryMax);
  return useSWR<SearchResult>(
    trimmed ? keys.search(trimmed) : null,
    () => api('search', { query: { query: trimmed } }),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      keepPreviousData: false,
    },
  );
}
