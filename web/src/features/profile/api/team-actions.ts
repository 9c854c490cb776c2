/**
 * Team actions of the other user's profile: send a request, remove from team. Each shows its toast
 * (SPEC.md section 8) and re-reads what it changed: the current user (team, pendingTeam), the
 * teammates and the other user's profile.
 */
import { toasts } from '@shared/messages/screens';
import { api } from '../../../api/client';
import { type ChangeToasts, useMutation } from '../../../api/mutation';
import { sessionKeys } from '../../../session/keys';

export function useTeamActions(otherId: string) {
  const { run, pending } = useMutation();
  const teamChange = (send: () => Promise<unknown>, texts: ChangeToasts) => async () => {
    await run({
      send,
      toasts: texts,
      revalidate: [sessionKeys.user, sessionKeys.teammates, sessionKeys.userInfo(otherId)],
    });
  };
  const toUser = { body: { toUser: otherId } };
  return {
    sendRequest: teamChange(() => api('notification-send-requests', toUser), {
      success: toasts.requestSent,
      error: toasts.sendRequestFailed,
    }),
    removeFromTeam: teamChange(() => api('notification-remove-from-team', toUser), {
      success: toasts.userRemoved,
      error: toasts.removeUserFailed,
    }),
    pending,
  };
}
