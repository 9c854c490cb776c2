/**
 * Routes (SPEC.md section 2). Guests reach /signin and /signup only; everything else needs a session.
 * The profile, user and notifications pages load on demand, keeping the first download small.
 */
import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LiveUpdates } from './api/LiveUpdates';
import { GuestOnly } from './auth/guards';
import { AppLayout } from './components/AppLayout';
import { NotFoundPage } from './components/NotFoundPage';
import { SignInPage } from './features/auth/SignInPage';
import { SignUpPage } from './features/auth/SignUpPage';
import { DashboardPage } from './features/dashboard/DashboardPage';

const ProfilePage = lazy(() =>
  import('./features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const UserPage = lazy(() => import('./features/profile/UserPage').then((m) => ({ default: m.UserPage })));
const NotificationsPage = lazy(() =>
  import('./features/notifications/NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
);

export function App() {
  return (
    <BrowserRouter>
      {/* One live connection per signed-in tab: teammates' changes revalidate what is shown. */}
      <LiveUpdates />
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
          <Route path="/" element={<DashboardPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/index.html" element={<DashboardPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/user/:id" element={<UserPage />} />
          <Route path="/notifications" element={<NotificationsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
