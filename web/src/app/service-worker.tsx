/**
 * Registers the service worker (web/src/sw.ts, served at /sw.js, scope "/") and offers a new
 * version quietly. Loaded by main.tsx only after the first paint, when the browser is
 * idle, so that none of this is in the first download and a first visit is not slower.
 *
 * A new worker waits (it never takes over an open page by itself): a toast 'New version available'
 * with 'Reload' tells the waiting worker to take over, and the page reloads once it has.
 */
import { offlineTexts } from '@shared/messages/screens';
import { toast } from '../lib/toast';

function offerUpdate(waiting: ServiceWorker): void {
  toast(
    (shown) => (
      <span className="undo-toast" data-testid="update-toast">
        <span>{offlineTexts.newVersion}</span>
        <button
          type="button"
          className="button ghost small"
          onClick={() => {
            toast.dismiss(shown.id);
            reloadOnTakeover = true;
            waiting.postMessage({ type: 'SKIP_WAITING' });
          }}
        >
          {offlineTexts.reload}
        </button>
      </span>
    ),
    // Quiet: it stays until used or the page is left, one at a time.
    { id: 'new-version', duration: Number.POSITIVE_INFINITY },
  );
}

/** Set by Reload: the next controller change is the new version taking over. */
let reloadOnTakeover = false;

export async function registerServiceWorker(): Promise<void> {
  // A browser that blocks workers (an automation's policy) may answer no registration at all.
  const registration: ServiceWorkerRegistration | undefined = await navigator.serviceWorker.register(
    '/sw.js',
    { scope: '/' },
  );
  if (!registration) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!reloadOnTakeover) return;
    reloadOnTakeover = false;
    window.location.reload();
  });
  // Only an update is offered: on a first visit there is no controller and the worker just installs.
  const installed = (worker: ServiceWorker) =>
    worker.state === 'installed' && navigator.serviceWorker.controller !== null;
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (installed(worker)) offerUpdate(worker);
    });
  });
  // A tab left open for days still learns of a deploy: look again when it is shown.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
