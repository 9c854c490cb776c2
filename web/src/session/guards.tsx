import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import { useAuth } from './AuthProvider';

/**
 * Signed-in users only; guests go to /signin. An admin the site requires a second factor of, who
 * has none yet, goes to the profile, which then shows only its setup (docs/api.md#two-factor-sign-in).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  if (user.twoFactorRequired && location.pathname !== '/profile') return <Navigate to="/profile" replace />;
  return children;
}

/** Guests only; a signed-in user goes to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (user) return <Navigate to="/" replace />;
  return children;
}
