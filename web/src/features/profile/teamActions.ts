/**
 * Team actions of the other user's profile: send a request, remove from team. Each shows its toast
 * (SPEC.md section 8) and re-reads what it changed: the current user (team, pendingTeam), the
 * teammates and the other user's profile.
 */
import { toasts } from '@shared/messages';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { api } from '../../api/client';
import { keys } from '../../api/keys';

export function useTeamActions(otherId: string) {
  const { mutate } = useSWRConfig();

  const refresh = useCallback(
    () =>
      Promise.all([keys.user, keys.teammates, keys.userInfo(otherId)].map((key) => mutate(key))).catch(
        (error: unknown) => console.error('Refreshing after a team action failed', error),
      ),
    [mutate, otherId],
  );

  const sendRequest = useCallback(async () => {
    try {
      await api('notification-send-requests', { body: { toUser: otherId } });
      toast.success(toasts.requestSent);
    } catch (error) {
      console.error(error);
      toast.error(toasts.sendRequestFailed);
    }
    await refresh();
  }, [otherId, refresh]);

  const removeFromTeam = useCallback(async () => {
    try {
      await api('notification-remove-from-team', { body: { toUser: otherId } });
      toast.success(toasts.userRemoved);
    } catch (error) {
      console.error(error);
      toast.error(toasts.removeUserFailed);
    }
    await refresh();
  }, [otherId, refresh]);

  return { sendRequest, removeFromTeam };
}
