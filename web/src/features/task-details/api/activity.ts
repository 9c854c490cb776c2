/**
 * A task's history (GET /api/tasks/{id}/activity) and its revert, for the details panel's Activity
 * tab (a lazy chunk). The first page is an SWR read; older pages are appended on demand. A revert
 * is no optimistic change (the server decides whether it still applies: 409 when a field changed
 * since): it is sent, then the history and the board are read again.
 */
import type { ResponseOf } from '@shared/contract';
import useSWR, { useSWRConfig } from 'swr';
import { api, apiPath } from '../../../api/client';
import { dashboardKeys } from '../../../tasks/api/keys';

export type ActivityPage = ResponseOf<'tasks-activity'>;
export type ActivityEntry = ActivityPage['entries'][number];

export const activityKey = (id: string) => apiPath('tasks-activity', { id });

export function useActivity(id: string) {
  return useSWR<ActivityPage>(activityKey(id), () => api('tasks-activity', { params: { id } }));
}

/** An older page, after the entry `cursor`. */
export const olderActivity = (id: string, cursor: string) =>
  api('tasks-activity', { params: { id }, query: { cursor } });

/** Reverts an entry (`force`: over later changes); the history and the board are read again after. */
export function useRevert(id: string) {
  const { mutate } = useSWRConfig();
  return async (entryId: string, force: boolean) => {
    try {
      return await api('tasks-activity-revert', { params: { id, entryId }, body: force ? { force } : {} });
    } finally {
      void mutate(activityKey(id));
      void mutate(dashboardKeys.groups);
    }
  };
}
