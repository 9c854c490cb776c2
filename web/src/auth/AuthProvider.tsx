/**
 * The session state (SPEC.md section 4): loading, then signed in or not. On load the app asks the
 * server for the current user; 200 means signed in, 401 means a guest.
 */
import { limits } from '@shared/limits';
import type { Credentials, User } from '@shared/types';
import { createContext, type ReactNode, use, useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, api } from '../api/client';
import { preloadGroups } from '../api/hooks';
import { keys } from '../api/keys';

export interface AuthState {
  user: User | null;
  loading: boolean;
  signIn: (credentials: Credentials) => Promise<User>;
  signUp: (credentials: Credentials) => Promise<User>;
  /** Ends the session, clears every cached resource and reloads the page after 100 ms. */
  logout: () => Promise<void>;
  /** Re-reads the current user (after team actions, image uploads, profile changes). */
  refreshUser: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** The paths that open the dashboard at once (SPEC.md section 2). */
const dashboardPaths = new Set(['/', '/dashboard', '/index.html']);

async function fetchCurrentUser(): Promise<User | null> {
  try {
    const user = await api('auth-user');
    // Signed in on the dashboard: its one read starts before anything renders.
    if (dashboardPaths.has(window.location.pathname)) preloadGroups();
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Keys of stored auth tokens an older client may have left behind. */
const storedTokenKeys = ['token', 'authToken', 'accessToken', 'user'];

export function AuthProvider({ children }: { children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const { data, isLoading, error } = useSWR(keys.user, fetchCurrentUser, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });

  /** Sign-in and sign-up both answer the user, who is then the cached current user. */
  const startSession = useCallback(
    async (route: 'auth-signin' | 'auth-signup', credentials: Credentials) => {
      const user = await api(route, { body: credentials });
      await mutate(keys.user, user, { revalidate: false });
      return user;
    },
    [mutate],
  );
  const signIn = useCallback(
    (credentials: Credentials) => startSession('auth-signin', credentials),
    [startSession],
  );
  const signUp = useCallback(
    (credentials: Credentials) => startSession('auth-signup', credentials),
    [startSession],
  );

  const logout = useCallback(async () => {
    try {
      await api('auth-logout');
    } catch (failure) {
      console.error('Logout failed', failure);
    }
    for (const key of storedTokenKeys) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
    // Clear user, groups, todos, notifications, requests, teammates and assignment status.
    await mutate(() => true, undefined, { revalidate: false });
    await mutate(keys.user, null, { revalidate: false });
    window.setTimeout(() => window.location.reload(), limits.logoutReloadDelayMs);
  }, [mutate]);

  const refreshUser = useCallback(async () => {
    try {
      await mutate(keys.user);
    } catch (failure) {
      console.error('Refreshing the user failed', failure);
    }
  }, [mutate]);

  const value = useMemo<AuthState>(
    () => ({
      user: data ?? null,
      // A failed user read (not a 401) counts as signed out rather than an endless spinner.
      loading: isLoading && !error,
      signIn,
      signUp,
      logout,
      refreshUser,
    }),
    [data, isLoading, error, signIn, signUp, logout, refreshUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth outside AuthProvider');
  return state;
}

/** The signed-in user, inside the guarded routes. */
export function useCurrentUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser outside a signed-in route');
  return user;
}
