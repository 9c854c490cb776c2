import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import { useAuth } from './AuthProvider';

/** Signed-in users only; guests go to /signin. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;
  return children;
}

/** Guests only; a signed-in user goes to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (user) return <Navigate to="/" replace />;
  return children;
}
