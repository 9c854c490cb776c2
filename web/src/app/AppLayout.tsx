import { everydayTexts } from '@shared/messages/screens';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useRefused } from '../api/outbox/state';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageSpinner } from '../components/Spinner';
import { undoLast } from '../components/undoToast';
import { taskListId } from '../features/dashboard/TaskPane';
import { useShortcuts } from '../lib/useShortcut';
import { RequireAuth } from '../session/guards';
import { dashboardPaths } from '../tasks/preload';
import { TopBar } from './TopBar';

const RefusedChanges = lazy(() => import('./RefusedChanges'));
/** Shown only offline or while changes wait: drawn just after the first render (decision 0138). */
const OfflineIndicator = lazy(() => import('./OfflineIndicator'));
const ShortcutHelp = lazy(() => import('./ShortcutHelp').then((m) => ({ default: m.ShortcutHelp })));

/** The skip link's jump: to the list's row that holds its Tab stop, else to the list's region. */
function skipToTasks() {
  const region = document.getElementById(taskListId);
  (region?.querySelector<HTMLElement>('[data-key][tabindex="0"]') ?? region)?.focus();
}

/**
 * The signed-in frame: the top bar above the page; a page that fails to render leaves the top bar
 * usable. On the dashboard a skip link leads past the top bar and sidebar to the tasks. '?' opens the
 * shortcuts' help, 'z' presses the Undo of the latest undo toast and 'c' opens the calendar.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const [helpOpen, setHelpOpen] = useState(false);
  const navigate = useNavigate();
  useShortcuts({
    help: () => setHelpOpen(true),
    undo: () => void undoLast(),
    'go-calendar': () => navigate('/calendar'),
  });
  const onDashboard = (dashboardPaths as readonly string[]).includes(pathname);
  const refused = useRefused();
  return (
    <RequireAuth>
      <div className="app">
        {onDashboard ? (
          <a
            className="skip-link"
            href={`#${taskListId}`}
            onClick={(event) => {
              event.preventDefault();
              skipToTasks();
            }}
          >
            {everydayTexts.skipToTasks}
          </a>
        ) : null}
        <TopBar />
        <Suspense fallback={null}>
          <OfflineIndicator />
        </Suspense>
        {refused.length > 0 ? (
          <Suspense fallback={null}>
            <RefusedChanges refused={refused} />
          </Suspense>
        ) : null}
        <div className="app-body">
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </div>
        {helpOpen ? (
          <Suspense fallback={null}>
            <ShortcutHelp onClose={() => setHelpOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </RequireAuth>
  );
}
