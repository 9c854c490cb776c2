/**
 * The signed-in user's team and other users' public profiles: shown by the dashboard (assignee
 * picker, team panel, assignees) and the profile pages, so they live with the session rather than
 * in one feature. A failed read stays an error (callers show its text) and is read again by SWR's
 * retry, on focus and on the next mount: it never turns into an empty team.
 */
import type { PublicUser } from '@shared/types';
import useSWR from 'swr';
import { api } from '../api/client';
import { sessionKeys } from './keys';
import { isRestored, readAgain } from './restored-keys';

/**
 * All teammates' details in one request (the dashboard's request count does not grow with the
 * team). Read once, then kept fresh by live updates, focus and reconnects rather than re-read by
 * each pane that mounts: switching dashboard views makes no request. Without an answer (a failure)
 * a mount reads again.
 */
export function useTeammates() {
  const key = sessionKeys.teammates;
  return useSWR<PublicUser[]>(
    key,
    () => {
      readAgain(key);
      return api('notification-get-teammates');
    },
    // A team kept from an earlier visit is shown at once and read again once.
    { revalidateIfStale: false, ...(isRestored(key) ? { revalidateOnMount: true } : {}) },
  );
}

/** One user's public details (another user's profile; an assignee who left the team). */
export function useUserInfo(id: string | null) {
  return useSWR<PublicUser>(
    id ? sessionKeys.userInfo(id) : null,
    () => api('search-user', { params: { id: id as string } }),
    // A missing user answers 404, which another try does not change.
    { shouldRetryOnError: false },
  );
}
