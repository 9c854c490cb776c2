/**
 * Renders a component as the app shows it (main.tsx): in SWR with the app's retry count and a cache
 * of its own per test, a router at the given path, the session, signed in as `user` (the session
 * hint set and `GET /api/auth/user` answering it) or a guest, and the toasts. The API answers come from
 * ./fake-server.ts.
 */
import { sessionHintCookieName } from '@shared/session-cookies';
import type { User } from '@shared/types';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthProvider } from '../session/AuthProvider';
import { type FakeRoutes, fakeServer, ok } from './fake-server';

/** Sets the session hint (shared/session-cookies.ts): the page then asks the server who is signed in. */
export function signInHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the page reads the hint from document.cookie, as a test sets it.
  document.cookie = `${sessionHintCookieName}=1; Path=/; Secure`;
}

/** A signed-in member with no tasks and no team; `fields` change what a test needs. */
export const aUser = (fields: Partial<User> = {}): User => ({
  _id: '01JTESTUSER00000000000000A',
  username: 'alice',
  email: '',
  bio: '',
  coverImg: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  totalTasks: 0,
  completedTasks: 0,
  totalTeams: 0,
  team: [],
  pendingTeam: [],
  assignedToMe: [],
  calendarFeedOn: false,
  role: 'member',
  emailVerified: false,
  twoFactor: false,
  recoveryEmail: '',
  ...fields,
});

interface AppOptions {
  /** The page's path (and query), for the router. */
  path?: string;
  /** The signed-in user; a guest without one. */
  user?: User;
  /** The API's answers (./fake-server.ts). */
  answers?: FakeRoutes;
}

/** Keeps the router's current path and query where the test can read it. */
function LocationProbe({ into }: { into: { current: string } }) {
  const { pathname, search } = useLocation();
  into.current = `${pathname}${search}`;
  return null;
}

/**
 * `ui` in the app's providers; returns Testing Library's result, the fake server, and the router's
 * current path (the browser's URL).
 */
export function renderInApp(ui: ReactNode, { path = '/', user, answers = {} }: AppOptions = {}) {
  if (user) signInHint();
  const server = fakeServer(user ? { 'auth-user': ok(user), ...answers } : answers);
  const cache = new Map();
  const location = { current: path };
  const result = render(
    <SWRConfig value={{ provider: () => cache, errorRetryCount: 2 }}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe into={location} />
        <AuthProvider>{ui}</AuthProvider>
        {/* Where the toasts show (app/Toasts.tsx renders the same library's Toaster). */}
        <Toaster />
      </MemoryRouter>
    </SWRConfig>,
  );
  return { ...result, server, location: () => location.current };
}

/**
 * The toast that says `text` (role status, as the browser tests find it), once shown. The library
 * draws a toast at opacity 0 until it has measured its height, which happy-dom, with no layout,
 * never gives: a test checks the toast is there with its text, not its opacity.
 */
export async function findToast(text: string): Promise<HTMLElement> {
  // The same text may also show inline (a form's failure): the toast is the one in a status.
  const toast = (await screen.findAllByText(text))
    .map((found) => found.closest<HTMLElement>('[role="status"]'))
    .find((status) => status !== null);
  if (!toast) throw new Error(`'${text}' is not in a toast`);
  return toast;
}
