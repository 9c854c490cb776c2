/**
 * Answering team requests and deleting notifications, with the toasts of SPEC.md section 8. After
 * each, the lists and the current user (team, pendingTeam) are re-read; the top bar's bell reads the
 * same keys, so it follows. An answered request is not re-read at once: the server lists open
 * requests only, and the request keeps its 'Processed' badge here until the list is next read.
 */
import { toasts } from '@shared/messages';
import type { Notification, TeamRequest } from '@shared/types';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { api } from '../../api/client';
import { keys } from '../../api/keys';

export function useNotificationActions() {
  const { mutate } = useSWRConfig();

  const refresh = useCallback(
    (...list: string[]) =>
      Promise.all(list.map((key) => mutate(key))).catch((error: unknown) =>
        console.error('Refreshing after a notification action failed', error),
      ),
    [mutate],
  );

  /** Shows the request as processed at once; the re-read confirms it. */
  const markProcessed = useCallback(
    (id: string) =>
      mutate<TeamRequest[]>(
        keys.requests,
        (list) => list?.map((r) => (r._id === id ? { ...r, isProcessed: true } : r)),
        { revalidate: false },
      ),
    [mutate],
  );

  const accept = useCallback(
    async (id: string) => {
      try {
        await api('notification-accept', { params: { id } });
        await markProcessed(id);
        toast.success(toasts.requestAccepted);
      } catch (error) {
        console.error(error);
        toast.error(toasts.acceptRequestFailed);
      }
      await refresh(keys.user, keys.teammates, keys.notifications);
    },
    [markProcessed, refresh],
  );

  const reject = useCallback(
    async (id: string) => {
      try {
        await api('notification-reject', { params: { id } });
        await markProcessed(id);
        toast.success(toasts.requestRejected);
      } catch (error) {
        console.error(error);
        toast.error(toasts.rejectRequestFailed);
      }
      await refresh(keys.user);
    },
    [markProcessed, refresh],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        await api('notification-delete', { params: { id } });
        await mutate<Notification[]>(keys.notifications, (list) => list?.filter((n) => n._id !== id), {
          revalidate: false,
        });
        toast.success(toasts.notificationDeleted);
      } catch (error) {
        console.error(error);
        toast.error(toasts.deleteNotificationFailed);
      }
      await refresh(keys.notifications);
    },
    [mutate, refresh],
  );

  return { accept, reject, remove };
}
