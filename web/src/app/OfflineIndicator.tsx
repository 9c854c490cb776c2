/**
 * 'Offline: changes will sync when you are back' while the browser says it has no network, and how
 * many changes wait in the outbox, also while they are being sent once it is back. The
 * page meanwhile shows the last known data (session/persisted-cache.ts) with the waiting changes.
 */
import { offlineTexts } from '@shared/messages/screens';
import { useSyncExternalStore } from 'react';
import { useWaitingCount } from '../api/outbox/state';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export default function OfflineIndicator() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const waiting = useWaitingCount();
  if (online && waiting === 0) return null;
  return (
    <p className="offline-indicator" role="status" data-testid="offline-indicator">
      {online ? null : offlineTexts.offline}
      {!online && waiting > 0 ? ' · ' : null}
      {waiting > 0 ? (
        <span className="waiting-count" data-testid="waiting-count">
          {offlineTexts.waiting(waiting)}
        </span>
      ) : null}
    </p>
  );
}
