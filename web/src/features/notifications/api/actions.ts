/**
 * Answering team requests and deleting notifications, with the toasts of SPEC.md section 8. After
 * each, the lists and the current user (team, pendingTeam) are re-read; the top bar's bell reads the
 * same keys, so it follows. The server lists open requests only: the notifications page keeps the
 * requests answered on it, with their 'Processed' badge (NotificationsPage.tsx).
 */
import { notificationsPageTexts } from '@shared/messages/notifications-page';
import { toasts } from '@shared/messages/screens';
import type { Notification } from '@shared/types';
import { api } from '../../../api/client';
import { type ChangeToasts, useMutation } from '../../../api/mutation';
import { sessionKeys } from '../../../session/keys';
import { notificationKeys } from './keys';

export function useNotificationActions() {
  const { run, mutate } = useMutation();

  /** Accept or reject; answers whether the server took it. */
  const answer =
    (route: 'notification-accept' | 'notification-reject', texts: ChangeToasts, revalidate: string[]) =>
    async (id: string): Promise<boolean> => {
      const outcome = await run({ send: () => api(route, { params: { id } }), toasts: texts, revalidate });
      return outcome.ok;
    };

  const remove = async (id: string) => {
    await run({
      send: () => api('notification-delete', { params: { id } }),
      update: () =>
        mutate<Notification[]>(notificationKeys.notifications, (list) => list?.filter((n) => n._id !== id), {
          revalidate: false,
        }),
      toasts: { success: toasts.notificationDeleted, error: toasts.deleteNotificationFailed },
      revalidate: [notificationKeys.notifications],
    });
  };

  /** Clears the notifications read, up to the newest shown (`upTo`); team requests stay. */
  const clearRead = async (upTo: string) => {
    await run({
      send: () => api('notification-clear', { body: { upTo } }),
      update: () =>
        mutate<Notification[]>(notificationKeys.notifications, (list) => list?.filter((n) => n._id > upTo), {
          revalidate: false,
        }),
      toasts: { success: notificationsPageTexts.cleared, error: notificationsPageTexts.clearFailed },
      revalidate: [notificationKeys.notifications],
    });
  };

  return {
    clearRead,
    accept: answer(
      'notification-accept',
      { success: toasts.requestAccepted, error: toasts.acceptRequestFailed },
      [sessionKeys.user, sessionKeys.teammates, notificationKeys.notifications],
    ),
    reject: answer(
      'notification-reject',
      { success: toasts.requestRejected, error: toasts.rejectRequestFailed },
      [sessionKeys.user],
    ),
    remove,
  };
}
