import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { App } from './app/App';
import { flushHeldDeletes } from './features/dashboard/api/held-deletes';
import { preloadDashboard } from './features/dashboard/preload';
import { applyTheme, storedTheme } from './lib/theme';
import { AuthProvider } from './session/AuthProvider';
import './styles/theme.css';
import './styles/app.css';

applyTheme(storedTheme());

// The service worker (issue 25) registers after the first paint, when the browser is idle: a first
// visit is not slower, and its code (app/service-worker.tsx) is not in the first download.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    const register = () => void import('./app/service-worker').then((m) => m.registerServiceWorker());
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(register, { timeout: 3000 });
    else setTimeout(register, 1000);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

createRoot(root).render(
  <StrictMode>
    <SWRConfig value={{ errorRetryCount: 2, onError: (error: unknown) => console.error(error) }}>
      {/* Signed in on the dashboard: its one read starts before anything renders. */}
      <AuthProvider onSignedIn={preloadDashboard} beforeSignOut={flushHeldDeletes}>
        <App />
        {/* react-hot-toast's defaults are SPEC.md's timings: 4 s blank/error/custom, 2 s success, loading until
            replaced, at most 20 held. */}
        <Toaster position="top-center" toastOptions={{ className: 'toast' }} />
      </AuthProvider>
    </SWRConfig>
  </StrictMode>,
);
