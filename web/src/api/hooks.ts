/**
 * SWR hooks, one per server resource. Keys are API paths (see keys.ts), so a mutation anywhere can
 * update or revalidate exactly the lists it touches.
 */
import useSWR from 'swr';
import { limits } from '../../../shared/limits';
import type {
  AssignmentStatus,
  Group,
  Notification,
  PublicUser,
  SearchResult,
  TeamRequest,
  Todo,
} from '../../../shared/types';
import { api } from './client';
import { keys } from './keys';

export function useGroups() {
  return useSWR<Group[]>(keys.groups, async () => (await api('todo-get-groups')).groups);
}

/** The tasks of one group or built-in view; a list that fails to load shows as empty (SPEC.md section 7). */
export function useTodos(groupId: string | null) {
  return useSWR<Todo[]>(groupId ? keys.todos(groupId) : null, async () => {
    try {
      return (await api('todo-get', { params: { groupId: groupId as string } })).todos;
    } catch (error) {
      console.error('Loading tasks failed', error);
      return [];
    }
  });
}

export function useNotifications() {
  return useSWR<Notification[]>(keys.notifications, () => api('notification-get-notifications'));
}

export function useRequests() {
  return useSWR<TeamRequest[]>(keys.requests, () => api('notification-get-requests'));
}

/** All teammates' details in one request (the dashboard's request count does not grow with the team). */
export function useTeammates() {
  return useSWR<PublicUser[]>(keys.teammates, async () => {
    try {
      return await api('notification-get-teammates');
    } catch (error) {
      console.error('Loading teammates failed', error);
      return [];
    }
  });
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

/** Completion of each copy of the "Assigned by you" rows, by copy id. */
export function useAssignmentStatus(todos: Todo[] | undefined) {
  const ids = (todos ?? []).flatMap((t) => t.originalIds ?? []);
  return useSWR<AssignmentStatus>(todos && ids.length > 0 ? ['assignments-status', ...ids] : null, () =>
    api('notification-get-assignments-status', { body: { todos: todos ?? [] } }),
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
