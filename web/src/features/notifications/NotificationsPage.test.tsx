/**
 * The notifications page when an answer fails: a refused accept or reject says so in its toast and
 * leaves the request to answer again (moved from tests/browser/notifications.spec.ts, which keeps a
 * failed load's toast, error box and accessibility check).
 */
import { toasts, ui } from '@shared/messages/screens';
import type { TeamRequest } from '@shared/types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../test/fake-server';
import { aUser, findToast, renderInApp } from '../../test/render';
import { NotificationsPage } from './NotificationsPage';

const bob = aUser({ _id: '01JTESTUSER00000000000000B', username: 'bob' });
const alice = { _id: '01JTESTUSER00000000000000A', username: 'alice', coverImg: null };
const fromAlice: TeamRequest = {
  _id: '01JTESTNOTE00000000000000A',
  createdAt: new Date().toISOString(),
  isProcessed: false,
  fromUser: { ...alice, user: alice },
};

describe('NotificationsPage', () => {
  it('a failed accept and a failed reject show their toasts, and the request stays', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = renderInApp(<NotificationsPage readerId={bob._id} />, {
      path: '/notifications',
      user: bob,
      answers: {
        'notification-get-requests': ok([fromAlice]),
        'notification-get-notifications': ok([]),
        'notification-accept': refused(500),
        'notification-reject': refused(500),
      },
    });
    const request = (await screen.findByText(alice.username)).closest<HTMLElement>(
      '[data-testid="team-request"]',
    );
    if (!request) throw new Error("alice's request is not shown");
    await user.click(within(request).getByRole('button', { name: ui.accept }));
    expect(await findToast(toasts.acceptRequestFailed)).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: ui.reject }));
    expect(await findToast(toasts.rejectRequestFailed)).toBeInTheDocument();
    expect(within(request).getByRole('button', { name: ui.accept })).toBeVisible();
    expect(server.callsTo('notification-accept').map((call) => call.params)).toEqual([{ id: fromAlice._id }]);
    expect(server.callsTo('notification-reject').map((call) => call.params)).toEqual([{ id: fromAlice._id }]);
  });
});
