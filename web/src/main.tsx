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
