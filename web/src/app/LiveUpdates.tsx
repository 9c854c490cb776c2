/**
 * Opens the signed-in page's live connection once the page has rendered: its code (app/live-sync.ts)
 * loads then, outside the first download. Renders nothing; mounted once in App.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useAuth } from '../session/AuthProvider';

export function LiveUpdates(): null {
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const userId = user?._id ?? null;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let ended = false;
    void import('./live-sync').then(({ startLiveSync }) => {
      if (!ended) stop = startLiveSync(mutate, navigate, userId).close;
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [userId, mutate, navigate]);

  return null;
}
