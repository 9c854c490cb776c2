/** SWR keys: the API paths of the GET routes (one cache entry per resource). */
import { apiPath } from './client';

export const keys = {
  user: apiPath('auth-user'),
  groups: apiPath('todo-get-groups'),
  todos: (groupId: string) => apiPath('todo-get', { groupId }),
  allTodos: apiPath('todo-getall'),
  notifications: apiPath('notification-get-notifications'),
  requests: apiPath('notification-get-requests'),
  teammates: apiPath('notification-get-teammates'),
  userInfo: (id: string) => apiPath('search-user', { id }),
  search: (query: string) => apiPath('search', undefined, { query }),
  todosPrefix: apiPath('todo-get', { groupId: '' }),
} as const;

/** Whether an SWR key is one of the task lists (any group or view). */
export const isTodoListKey = (key: unknown): key is string =>
  typeof key === 'string' && key.startsWith(keys.todosPrefix) && key.length > keys.todosPrefix.length;
