/** SWR keys: the API paths of the GET routes (one cache entry per resource). */
import { apiPath } from './client';

export const keys = {
  user: apiPath('auth-user'),
  /** Every group with its stored tasks: the whole dashboard. */
  groups: apiPath('todo-get-groups'),
  notifications: apiPath('notification-get-notifications'),
  requests: apiPath('notification-get-requests'),
  teammates: apiPath('notification-get-teammates'),
  /** First element of the status key (the rest are the copy ids asked about). */
  assignmentsStatus: apiPath('notification-get-assignments-status'),
  userInfo: (id: string) => apiPath('search-user', { id }),
  search: (query: string) => apiPath('search', undefined, { query }),
} as const;
