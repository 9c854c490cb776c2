/**
 * The profile's information form when the server refuses a save: the error toast, and the server's
 * message inline (moved from tests/browser/profile.spec.ts, which keeps showing, editing and saving
 * the information on the real server).
 */
import { toasts, ui } from '@shared/messages/screens';
import { validation } from '@shared/messages/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refused } from '../../test/fake-server';
import { aUser, findToast, renderInApp } from '../../test/render';
import { ProfileInfo } from './ProfileInfo';

describe('ProfileInfo', () => {
  it("a refused save shows the error toast and the server's message inline", async () => {
    const user = userEvent.setup({ delay: null });
    const ada = aUser({ email: 'ada@example.com', bio: 'Counts things.' });
    const { server } = renderInApp(<ProfileInfo user={ada} />, {
      user: ada,
      answers: { 'auth-update-profile': refused(400, validation.emailInvalid) },
    });
    await user.click(screen.getByRole('button', { name: ui.editProfileInfo }));
    await user.click(screen.getByRole('button', { name: ui.saveChanges }));
    expect(await findToast(toasts.profileUpdateFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe(validation.emailInvalid);
    expect(server.callsTo('auth-update-profile').map((call) => call.body)).toEqual([
      { email: 'ada@example.com', bio: 'Counts things.' },
    ]);
  });
});
