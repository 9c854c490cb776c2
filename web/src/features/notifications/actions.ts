/**
 * Answering team requests and deleting notifications, with the toasts of SPEC.md section 8. After
 * each, the lists and the current user (team, pendingTeam) are re-read; the top bar's bell reads the
 * same keys, so it follows. An answered request is not re-read at once: the server lists open
 * requests only, and the request keeps its 'Processed' badge here until the list is next read.
 */
import { toasts } from '@shared/messages';
import type { Notification, TeamRequest } from '@shared/types';
import { api } from '../../api/client';
import { keys } from '../../api/keys';
import { type ChangeToasts, useMutation } from '../../api/mutation';

export function useNotificationActions() {
  const { run, mutate } = useMutation();

  /** Accept or reject: the request shows as processed at once; the re-read confirms it. */
  const answer =
    (route: 'notification-accept' | 'notification-reject', texts: ChangeToasts, revalidate: string[]) =>
    async (id: string) => {
      await run({
        send: () => api(route, { params: { id } }),
        update: () =>
          mutate<TeamRequest[]>(
            keys.requests,
            (list) => list?.map((r) => (r._id === id ? { ...r, isProcessed: true } : r)),
            { revalidate: false },
          ),
        toasts: texts,
        revalidate,
      });
    };

  const remove = async (id: string) => {
    await run({
      send: () => api('notification-delete', { params: { id } }),
      update: () =>
        mutate<Notification[]>(keys.notifications, (list) => list?.filter((n) => n._id !== id), {
          revalidate: false,
        }),
      toasts: { success: toasts.notificationDeleted, error: toasts.deleteNotificationFailed },
      revalidate: [keys.notifications],
    });
  };

  return {
    accept: answer(
      'notification-accept',
      { success: toasts.requestAccepted, error: toasts.acceptRequestFailed },
      [keys.user, keys.teammates, keys.notifications],
    ),
    reject: answer(
      'notification-reject',
      { success: toasts.requestRejected, error: toasts.rejectRequestFailed },
      [keys.user],
    ),
    remove,
  };
}
