/**
 * The own profile as put together by the app: the load-test controls are an admin's, and only
 * where the deployment has the load-test routes (a member's page does not even ask); and the
 * 'Notifications on this device' section says not supported where there is no service worker.
 * Moved from tests/browser/burn.spec.ts and reminders.spec.ts, which keep the flows.
 */
import { dataLabels } from '@shared/messages/data-section';
import { profileLabels, ui } from '@shared/messages/screens';
import { reminderTexts, serverErrors } from '@shared/messages/server';
import type { User } from '@shared/types';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../session/guards';
import { type FakeRoutes, ok, refused } from '../test/fake-server';
import { aUser, renderInApp } from '../test/render';
import { ProfilePage } from './ProfilePage';

/** The profile's own reads, answered as for a new user (no team, no lists of their own). */
const newUsersReads: FakeRoutes = {
  'notification-get-teammates': ok([]),
  'todo-get-groups': ok({ groups: [] }),
};

function renderProfile(user: User, answers: FakeRoutes = {}) {
  // Drawn once the session is read, as in the app's signed-in frame (./AppLayout.tsx).
  return renderInApp(
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>,
    { path: '/profile', user, answers: { ...newUsersReads, ...answers } },
  );
}

const loadTestHeading = () => screen.queryByRole('heading', { name: profileLabels.loadTest });

describe('the own profile', () => {
  it('a deployment without the load-test routes shows an admin no load-test controls', async () => {
    const { server } = renderProfile(aUser({ role: 'admin' }), {
      // As a deployment with BURN_ROUTES_ENABLED off answers (functions/burn/lib/enabled.ts).
      'burn-rps': refused(404, serverErrors.routeNotFound),
    });
    await vi.waitFor(() => expect(server.callsTo('burn-rps')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: dataLabels.section })).toBeVisible();
    expect(loadTestHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.burnMemory })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.burnRps })).not.toBeInTheDocument();
  });

  it('where the load-test routes answer, an admin has the controls', async () => {
    renderProfile(aUser({ role: 'admin' }), { 'burn-rps': ok({ message: 'ok' }) });
    expect(await screen.findByRole('heading', { name: profileLabels.loadTest })).toBeVisible();
  });

  it('a member sees no load-test controls, and the page does not ask whether the routes are on', async () => {
    const { server } = renderProfile(aUser({ role: 'member' }));
    // The profile has drawn its own sections (the data section comes last but for the load test).
    expect(await screen.findByRole('heading', { name: dataLabels.section })).toBeVisible();
    expect(loadTestHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.burnMemory })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.burnRps })).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith('/burn/'))).toEqual([]);
  });

  it("shows 'Notifications on this device', not supported without a service worker", async () => {
    renderProfile(aUser());
    const section = await screen.findByRole('region', { name: reminderTexts.deviceSwitch });
    expect(section).toBeVisible();
    expect(await within(section).findByText(reminderTexts.deviceUnsupported)).toBeVisible();
    expect(within(section).getByRole('switch')).toBeDisabled();
    expect(within(section).getByText(reminderTexts.iphoneNote)).toBeVisible();
  });
});
