/**
 * Keeps the signed-in tab's SWR cache fresh from the live connection: each message revalidates
 * the keys it makes stale (api/live-keys.ts), and every reopen after a gap revalidates everything,
 * so nothing that changed while offline is missed. Renders nothing; mounted once in App.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { openLiveConnection } from '../api/live';
import { everyApiKey, staleKeysOf } from '../api/live-keys';
import { useAuth } from '../session/AuthProvider';

export function LiveUpdates(): null {
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const userId = user?._id ?? null;

  useEffect(() => {
    if (!userId) return;
    const revalidate = (filter: (key: unknown) => boolean) =>
      void mutate(filter).catch((error: unknown) => console.error('Live revalidation failed', error));
    const connection = openLiveConnection({
      onChange: (change) => {
        revalidate(staleKeysOf(change));
        // Reminders and completion notices: a toast linking to the task, loaded on demand.
        if (change.notices?.length)
          void import('./NoticeToast').then(({ showNotice }) => {
            for (const notice of change.notices ?? []) showNotice(notice, navigate);
          });
      },
      onOpen: (afterGap) => {
        if (afterGap) revalidate(everyApiKey);
      },
    });
    return () => connection.close();
  }, [userId, mutate, navigate]);

  return null;
}
