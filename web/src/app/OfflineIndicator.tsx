/**
 * 'Offline: changes will sync when you are back' while the browser says it has no network (issue 25).
 * The page then shows the last known data (session/persisted-cache.ts); writes fail as before until
 * the outbox comes.
 */
import { offlineTexts } from '@shared/messages';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export function OfflineIndicator() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return online ? null : (
    <p className="offline-indicator" role="status" data-testid="offline-indicator">
      {offlineTexts.offline}
    </p>
  );
}
