/**
 * The notification settings (docs/api.md#notification-settings): read and changed at once, not
 * through the outbox (a choice is seen to succeed or fail there and then), and the one-click
 * unsubscribe of a mailed link's page.
 */
import type { BodyOf } from '@shared/contract';
import useSWR from 'swr';
import { api } from '../../../api/client';

const key = 'notification-settings';

export function useNotificationSettings() {
  const result = useSWR(key, () => api('notification-settings'));
  return {
    ...result,
    change: async (body: BodyOf<'notification-settings-update'>) => {
      const answer = await api('notification-settings-update', { body });
      await result.mutate(answer, { revalidate: false });
      return answer;
    },
  };
}

export const unsubscribe = (token: string) => api('notification-unsubscribe', { query: { token } });
