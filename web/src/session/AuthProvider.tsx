/**
 * The session state (SPEC.md section 4): loading, then signed in or not. On load the app asks the
 * server for the current user; 200 means signed in, 401 means a guest. App-wide: features read the
 * user from here; the session knows no feature (the app passes what to start once signed in).
 */

import type { BodyOf, ResponseOf } from '@shared/contract';
import { limits } from '@shared/limits';
import { sessionHintCookieName } from '@shared/session-cookies';
import type { Credentials, User } from '@shared/types';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, api } from '../api/client';
import { currentPageUser, setPageUser } from '../api/page-user';
import { sessionKeys } from './keys';

type SignUpInput = BodyOf<'auth-signup'>;
type PendingSignUp = Extract<ResponseOf<'auth-signup'>, { verifyEmail: true }>;

export interface AuthState {
  user: User | null;
  loading: boolean;
  signIn: (credentials: Credentials) => Promise<User>;
  /**
   * Sign-up takes the invitation of its link and the email a `domain` site asks for too. It answers
   * the user, signed in; or, on a `domain` site, the message that the address must be verified first.
   */
  signUp: (input: SignUpInput) => Promise<User | PendingSignUp>;
  /** Ends the session, clears every cached resource and reloads the page after 100 ms. */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Whether a session was started in this browser and has not ended (shared/session-cookies.ts). */
export const hasSessionHint = (): boolean =>
  document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${sessionHintCookieName}=`));

/**
 * The current user, or null for a guest. Without the session hint the visitor is a guest without
 * asking (no request, no 401 line in the console); with it, the server decides (401: the session
 * ended elsewhere, so the stale hint is dropped and the next load does not ask again).
 */
async function readCurrentUser(): Promise<User | null> {
  if (!hasSessionHint()) {
    void sendPendingLogout();
    return null;
  }
  try {
    return await api('auth-user');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    // Refused as this page's user: the browser's session may be another user's, signed in in
    // another tab. This page shows the sign-in page either way, but that session's hint stays, or
    // its own tabs' next load would ask its user to sign in again.
    if (!(await anotherUsersSession())) dropSessionHint();
    return null;
  }
}

/** Whether the browser's session (asked without this page's user) is someone's. */
async function anotherUsersSession(): Promise<boolean> {
  if (!currentPageUser()) return false;
  try {
    await api('auth-user', { asUser: '' });
    return true;
  } catch {
    return false;
  }
}

function dropSessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; this clears a hint that holds no secret.
  document.cookie = `${sessionHintCookieName}=; Path=/; Secure; SameSite=Lax; Max-Age=0`;
}

/**
 * A sign-out made offline: the page signs out at once (the hint dropped, so the next load
 * is a guest's and shows nothing of the user), and the server, which still holds the session, is
 * told once the network is back: on the next load, on reconnect, and before anyone signs in.
 */
const pendingLogoutKey = 'teamtodo:pending-logout';
let pendingLogout: Promise<void> | null = null;

function sendPendingLogout(): Promise<void> {
  if (pendingLogout) return pendingLogout;
  if (!localStorage.getItem(pendingLogoutKey)) return Promise.resolve();
  pendingLogout = api('auth-logout')
    .then(
      () => localStorage.removeItem(pendingLogoutKey),
      (error: unknown) => console.info('The sign-out still waits for the network', error),
    )
    .finally(() => {
      pendingLogout = null;
    });
  return pendingLogout;
}

/** Keys of stored auth tokens an older client may have left behind. */
const storedTokenKeys = ['token', 'authToken', 'accessToken', 'user'];

interface AuthProviderProps {
  children: ReactNode;
  /**
   * Called at most once per page load, when the page's first read of the user says signed in (before anything
   * renders): the app starts the page's own reads there, one round trip sooner.
   */
  onSignedIn?: () => void;
  /** Awaited before signing out, while the session still holds (the dashboard sends its held deletes). */
  beforeSignOut?: () => Promise<void>;
}

export function AuthProvider({ children, onSignedIn, beforeSignOut }: AuthProviderProps) {
  const { mutate } = useSWRConfig();
  // Only the page's first read of the user, when it finds one, starts the page's reads: later ones (live
  // updates re-read the user) come after those reads, and a read started then would answer a
  // later revalidation with data older than the change it was for.
  const announced = useRef(false);
  const fetchUser = useCallback(async () => {
    const user = await readCurrentUser();
    setPageUser(user?._id ?? null);
    if (!announced.current) {
      announced.current = true;
      if (user) onSignedIn?.();
    }
    return user;
  }, [onSignedIn]);
  const { data, isLoading, error } = useSWR(sessionKeys.user, fetchUser, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  useEffect(() => {
    const send = () => void sendPendingLogout();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);

  /** Sign-in and sign-up both answer the user, who is then the cached current user. */
  const startSession = useCallback(
    async (route: 'auth-signin' | 'auth-signup', credentials: Credentials | SignUpInput) => {
      // The earlier user's session ends first: its answer must not clear the new session's cookie.
      await sendPendingLogout();
      localStorage.removeItem(pendingLogoutKey);
      const answer = await api(route, { body: credentials });
      // A sign-up waiting for its address to be verified started no session.
      if ('verifyEmail' in answer) return answer;
      await mutate(sessionKeys.user, answer, { revalidate: false });
      return answer;
    },
    [mutate],
  );
  const signIn = useCallback(
    async (credentials: Credentials) => (await startSession('auth-signin', credentials)) as User,
    [startSession],
  );
  const signUp = useCallback((input: SignUpInput) => startSession('auth-signup', input), [startSession]);

  const logout = useCallback(async () => {
    try {
      await beforeSignOut?.();
      // This page's own sign-out: the live notice of the session's end that follows is no news here.
      setPageUser(null);
      await api('auth-logout');
    } catch (failure) {
      console.error('Logout failed', failure);
      // No network: signed out on this device now, and the server is told when it is back.
      if (failure instanceof ApiError && failure.status === 0) {
        localStorage.setItem(pendingLogoutKey, '1');
        dropSessionHint();
      }
    }
    for (const key of storedTokenKeys) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
    // Clear user, groups, todos, notifications, requests, teammates and assignment status.
    await mutate(() => true, undefined, { revalidate: false });
    await mutate(sessionKeys.user, null, { revalidate: false });
    // The kept cache is cleared before the reload, which would abort its deletes on the way (the
    // module is loaded already when a cache is kept: main.tsx imports it on demand).
    await import('./persisted-cache').then((kept) => kept.keptCacheSettled());
    window.setTimeout(() => window.location.reload(), limits.logoutReloadDelayMs);
  }, [mutate, beforeSignOut]);

  // Whose page this is, for the transport (api/page-user.ts), however the user came (a sign-in's
  // code step or passkey, a claim): set when it changes, so a session's end is not undone here.
  const userId = data?._id ?? null;
  useLayoutEffect(() => setPageUser(userId), [userId]);

  const value = useMemo<AuthState>(
    () => ({
      user: data ?? null,
      // A failed user read (not a 401) counts as signed out rather than an endless spinner.
      loading: isLoading && !error,
      signIn,
      signUp,
      logout,
    }),
    [data, isLoading, error, signIn, signUp, logout],
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
