/**
 * Routes (SPEC.md section 2). Guests reach /signin and /signup only; everything else needs a session.
 * The profile, user and notifications pages load on demand, keeping the first download small.
 * The app is where features meet: it may import any of them, and nothing imports the app.
 */
import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { SignInPage } from '../features/auth/SignInPage';
import { SignUpPage } from '../features/auth/SignUpPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { dashboardPaths } from '../features/dashboard/preload';
import { useCurrentUser } from '../session/AuthProvider';
import { GuestOnly } from '../session/guards';
import { AppLayout } from './AppLayout';
import { LiveUpdates } from './LiveUpdates';
import { OutboxSync } from './OutboxSync';

const ProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })));
const UserPage = lazy(() => import('../features/profile/UserPage').then((m) => ({ default: m.UserPage })));
const NotificationsPage = lazy(() =>
  import('../features/notifications/NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
);

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

export function App() {
  return (
    <BrowserRouter>
      {/* One live connection per signed-in tab: teammates' changes revalidate what is shown. */}
      <LiveUpdates />
      {/* The signed-in user's outbox: changes made offline are sent when the network is back. */}
      <OutboxSync />
      <Routes>
        <Route
          path="/signin"
          element={
            <GuestOnly>
              <SignInPage />
            </GuestOnly>
          }
        />
        <Route
          path="/signup"
          element={
            <GuestOnly>
              <SignUpPage />
            </GuestOnly>
          }
        />
        <Route element={<AppLayout />}>
          {dashboardPaths.map((path) => (
            <Route key={path} path={path} element={<DashboardPage />} />
          ))}
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/user/:id" element={<UserPage />} />
          <Route path="/notifications" element={<NotificationsRoute />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
