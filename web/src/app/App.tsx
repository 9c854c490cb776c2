/**
 * Routes (SPEC.md section 2). Guests reach /signin, /signup and the pages of mailed links only
 * (./OutsidePages.tsx); everything else needs a session. Every page but the dashboard loads on
 * demand, keeping the first download small.
 * The app is where features meet: it may import any of them, and nothing imports the app.
 */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { BoardFrame, SidebarToggle } from '../components/BoardFrame';
import { NotFoundPage } from '../components/NotFoundPage';
import { PageSpinner } from '../components/Spinner';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { useCurrentUser } from '../session/AuthProvider';
import { dashboardPaths } from '../tasks/preload';
import { useSendMove } from '../tasks/use-send-move';
import { AppLayout } from './AppLayout';
import { BoardSidebar, boardParts } from './board-parts';
import { LiveUpdates } from './LiveUpdates';
import { OutboxSync } from './OutboxSync';

const ProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })));
// The pages outside the signed-in frame (sign-in, sign-up, mailed links): one chunk, loaded when opened.
const OutsidePages = lazy(() => import('./OutsidePages'));
const outsidePaths = [
  '/signin',
  '/signup',
  '/reset-password',
  '/forgot-password',
  '/verify-email',
  '/undo-email',
  '/unsubscribe',
];
const SetupPage = lazy(() =>
  import('../features/accounts/SetupPage').then((m) => ({ default: m.SetupPage })),
);
const AdminPage = lazy(() =>
  import('../features/accounts/AdminPage').then((m) => ({ default: m.AdminPage })),
);
const UserPage = lazy(() => import('../features/profile/UserPage').then((m) => ({ default: m.UserPage })));
const NotificationsPage = lazy(() =>
  import('../features/notifications/NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
);
const CalendarPage = lazy(() => import('../features/calendar/CalendarPage'));
const BinPage = lazy(() => import('../features/bin/BinPage').then((m) => ({ default: m.BinPage })));

/**
 * The notifications page, told who reads it (its own reminders come from no one). Asked here, in
 * the first download where the session already is: the page's chunk importing the session module
 * makes the bundler split the first download's shared libraries into chunks of their own (1.5 KB
 * gzipped more, measured).
 */
function NotificationsRoute() {
  const { _id } = useCurrentUser();
  return <NotificationsPage readerId={_id} />;
}

/** The admin page, told who reads it (as the notifications page is, for the same reason). */
function AdminRoute() {
  const { _id, role } = useCurrentUser();
  return <AdminPage me={{ _id, role: role ?? 'member' }} />;
}

/**
 * The calendar, given the dashboard's sidebar and change of a task's due: the page's chunk importing
 * them makes the bundler split the outbox's modules out of the first download (as the session module
 * above; tasks/use-send-move.ts).
 */
function CalendarRoute() {
  const send = useSendMove();
  return (
    <CalendarPage send={send} Sidebar={BoardSidebar} BoardFrame={BoardFrame} SidebarToggle={SidebarToggle} />
  );
}

export function App() {
  return (
    <BrowserRouter>
      {/* One live connection per signed-in tab: teammates' changes revalidate what is shown. */}
      <LiveUpdates />
      {/* The signed-in user's outbox: changes made offline are sent when the network is back. */}
      <OutboxSync />
      <Routes>
        {outsidePaths.map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<PageSpinner />}>
                <OutsidePages />
              </Suspense>
            }
          />
        ))}
        <Route element={<AppLayout />}>
          {dashboardPaths.map((path) => (
            <Route key={path} path={path} element={<DashboardPage parts={boardParts} />} />
          ))}
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/user/:id" element={<UserPage />} />
          <Route path="/notifications" element={<NotificationsRoute />} />
          <Route path="/bin" element={<BinPage />} />
          <Route path="/calendar" element={<CalendarRoute />} />
          <Route path="/setup" element={<SetupPage />} />
          <Route path="/admin" element={<AdminRoute />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
