import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { App } from './app/App';
import { Toasts } from './app/Toasts';
import { applyTheme, storedTheme } from './lib/theme';
import { AuthProvider, hasSessionHint } from './session/AuthProvider';
import { sessionKeys } from './session/keys';
import type { SwrCache } from './session/persisted-cache';
import { markRestored } from './session/restored-keys';
import { flushHeldDeletes } from './tasks/api/held-deletes';
import { preloadDashboard } from './tasks/preload';
import './styles/theme.css';
import './styles/app.css';

// Named points of a load (User Timing marks, free when nobody reads them): the app's code has run
// to here, the kept cache is restored, the first render is asked for. docs/performance.md's breakdown
// of the repeat visit reads them (scripts/bench/repeat-profile.ts).
performance.mark('app:start');
applyTheme(storedTheme());

/** Runs `work` after the first paint, when the browser is idle (Safari has no requestIdleCallback). */
const whenIdle = (work: () => void) => {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 3000 });
    else setTimeout(work, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

/**
 * The service worker registers when idle once the first render has been drawn: a first
 * visit is not slower, and its code (app/service-worker.tsx) is not in the first download. Not just
 * when idle: on a repeat visit the load event comes before the first render (only the app's own code
 * loads) and the main thread idles while the kept cache is read, so it registered on the way to the list.
 */
const registerServiceWorker = () => {
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    requestAnimationFrame(() =>
      setTimeout(() =>
        whenIdle(() => void import('./app/service-worker').then((m) => m.registerServiceWorker())),
      ),
    );
};

/**
 * The SWR cache: for a signed-in browser, the last known data from IndexedDB, restored
 * before the first render (so the dashboard paints at once, offline too) unless that takes over
 * 400 ms; otherwise an empty one that starts being kept once the page is idle.
 */
async function swrCache(): Promise<SwrCache> {
  const restored = hasSessionHint()
    ? await Promise.race([
        import('./session/persisted-cache').then((m) => m.restoreCache(sessionKeys.user)),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 400)),
      ]).catch(() => null)
    : null;
  performance.mark('app:restored');
  if (restored) {
    markRestored(restored.keys());
    return restored;
  }
  const cache: SwrCache = new Map();
  whenIdle(
    () => void import('./session/persisted-cache').then((m) => m.persistCache(cache, sessionKeys.user)),
  );
  return cache;
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
// Not a top-level await: the lazy chunks import from the entry, and a waiting entry would make the
// bundler split the shared modules out of it (a larger first download).
void swrCache().then((cache) => {
  performance.mark('app:render');
  createRoot(root).render(
    <StrictMode>
      <SWRConfig
        value={{
          provider: () => cache,
          errorRetryCount: 2,
          onError: (error: unknown) => console.error(error),
        }}
      >
        {/* Signed in on the dashboard: its one read starts before anything renders. */}
        <AuthProvider onSignedIn={preloadDashboard} beforeSignOut={flushHeldDeletes}>
          <App />
          {/* react-hot-toast's defaults are SPEC.md's timings: 4 s blank/error/custom, 2 s success, loading until
            replaced, at most 20 held. */}
          <Toasts />
        </AuthProvider>
      </SWRConfig>
    </StrictMode>,
  );
  registerServiceWorker();
});
