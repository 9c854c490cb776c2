/**
 * 'Change Password' as it answers what is typed and what the server says: disabled until both
 * fields are filled, the minimum length said inline, a failure's fallback text inline with its
 * toast, and a success's toast with both fields emptied (moved from tests/browser/profile.spec.ts,
 * which keeps the change itself and signing in with the new password).
 */
import { failures, toasts, ui } from '@shared/messages/screens';
import { validation } from '@shared/messages/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../test/fake-server';
import { aUser, findToast, renderInApp } from '../../test/render';
import { ChangePasswordForm } from './ChangePasswordForm';

describe('ChangePasswordForm', () => {
  it('says what is wrong, and what the server answered', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = renderInApp(<ChangePasswordForm />, { user: aUser() });
    const submit = screen.getByRole('button', { name: ui.changePassword });
    const current = screen.getByLabelText(ui.currentPassword);
    const next = screen.getByLabelText(ui.newPassword);
    expect(submit).toBeDisabled();
    await user.type(current, 'Passw0rd!');
    expect(submit).toBeDisabled();
    await user.type(next, 'abc');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe(validation.passwordMin);
    expect(server.callsTo('auth-change-password')).toEqual([]);

    // A failure without a server message: the fallback inline, and the error toast.
    server.answer({ 'auth-change-password': refused(500) });
    await user.clear(next);
    await user.type(next, 'NewPassw0rd');
    await user.click(submit);
    expect(await findToast(toasts.passwordChangeFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe(failures.changePassword);

    server.answer({ 'auth-change-password': ok({ message: 'Password changed' }) });
    await user.click(submit);
    expect(await findToast(toasts.passwordChanged)).toBeInTheDocument();
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(server.callsTo('auth-change-password').map((call) => call.body)).toEqual([
      { oldPassword: 'Passw0rd!', newPassword: 'NewPassw0rd' },
      { oldPassword: 'Passw0rd!', newPassword: 'NewPassw0rd' },
    ]);
  });
});
