import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageSpinner } from '../components/Spinner';
import { RequireAuth } from '../session/guards';
import { TopBar } from './TopBar';

/** The signed-in frame: the top bar above the page; a page that fails to render leaves the top bar usable. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <RequireAuth>
      <div className="app">
        <TopBar />
        <div className="app-body">
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </div>
      </div>
    </RequireAuth>
  );
}
