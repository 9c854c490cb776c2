/** The dashboard's SWR keys: the API paths of its reads (one cache entry per resource). */
import { apiPath } from '../../api/client';

export const dashboardKeys = {
  /** Every group with its stored tasks: the whole dashboard. */
  groups: apiPath('todo-get-groups'),
  /** First element of the status key (the rest are the copy ids asked about). */
  assignmentsStatus: apiPath('notification-get-assignments-status'),
} as const;
