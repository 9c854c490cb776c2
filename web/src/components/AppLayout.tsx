import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RequireAuth } from '../auth/guards';
import { PageSpinner } from './Spinner';
import { TopBar } from './TopBar';

/** The signed-in frame: the top bar above the page. */
export function AppLayout() {
  return (
    <RequireAuth>
      <div className="app">
        <TopBar />
        <div className="app-body">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </RequireAuth>
  );
}
