/**
 * The signed-in frame while the session is read: the page's spinner until the server says who is
 * signed in, then the top bar (moved from tests/browser/auth.spec.ts; a browser that kept data
 * draws at once instead, which offline.spec.ts shows).
 */
import { labels } from '@shared/messages/screens';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { held, ok } from '../test/fake-server';
import { aUser, renderInApp } from '../test/render';
import { AppLayout } from './AppLayout';

describe('AppLayout', () => {
  it('shows a spinner while the auth state loads, then the signed-in frame', async () => {
    const user = aUser();
    const whoIsSignedIn = held(ok(user));
    renderInApp(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/" element={<p>The page</p>} />
        </Route>
      </Routes>,
      {
        user,
        answers: {
          'auth-user': whoIsSignedIn.answer,
          'notification-get-notifications': ok([]),
          'notification-get-requests': ok([]),
        },
      },
    );
    expect(await screen.findByRole('status', { name: labels.loadingPage })).toBeVisible();
    expect(screen.queryByRole('link', { name: labels.yourProfile })).not.toBeInTheDocument();
    whoIsSignedIn.release();
    expect(await screen.findByRole('link', { name: labels.yourProfile })).toBeVisible();
    expect(screen.queryByRole('status', { name: labels.loadingPage })).not.toBeInTheDocument();
  });
});
