/**
 * The app's routes: a guest is sent to /signin from every signed-in page, and a path none of them
 * names shows 'Page Not Found', to a guest and to a signed-in user alike (moved from
 * tests/browser/auth.spec.ts, which keeps where a signed-in user is sent).
 */
import { ui } from '@shared/messages/screens';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../session/AuthProvider';
import { fakeServer, ok } from '../test/fake-server';
import { aUser, signInHint } from '../test/render';
import { App } from './App';

/** The whole app (it brings its own router) at `path`, as main.tsx renders it. */
function renderAppAt(path: string) {
  window.history.pushState(null, '', path);
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AuthProvider>
        <App />
      </AuthProvider>
    </SWRConfig>,
  );
}

/** The live connection a signed-in page opens (app/LiveUpdates.tsx): one that never opens. */
class SilentSocket {
  static readonly OPEN = 1;
  static opened = 0;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    SilentSocket.opened += 1;
  }
  send() {}
  close() {}
}

describe('App', () => {
  it.each(['/', '/dashboard', '/index.html', '/profile', '/notifications', '/user/abc'])(
    'sends a guest from %s to /signin',
    async (path) => {
      const server = fakeServer();
      renderAppAt(path);
      expect(await screen.findByRole('button', { name: ui.signInButton })).toBeVisible();
      expect(window.location.pathname).toBe('/signin');
      // A browser where no session was started does not ask who is signed in.
      expect(server.callsTo('auth-user')).toEqual([]);
    },
  );

  it('shows Page Not Found on any other path to a guest', async () => {
    fakeServer();
    renderAppAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: ui.notFound })).toBeVisible();
  });

  it('shows Page Not Found on any other path to a signed-in user', async () => {
    signInHint();
    vi.stubGlobal('WebSocket', SilentSocket);
    const server = fakeServer({ 'auth-user': ok(aUser()) });
    renderAppAt('/nothing-here');
    expect(await screen.findByRole('heading', { name: ui.notFound })).toBeVisible();
    expect(server.callsTo('auth-user')).toHaveLength(1);
    // Signed in: the page's live connection is opened (and closed with the page).
    await vi.waitFor(() => expect(SilentSocket.opened).toBe(1));
  });
});
