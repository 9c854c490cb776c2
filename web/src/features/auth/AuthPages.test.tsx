/**
 * The sign-in and sign-up forms' error texts (SPEC.md section 8) for what was typed and for each kind
 * of answer: a field missing, a refusal without a message, no answer at all, the server's own
 * message (moved from tests/browser/auth.spec.ts; tests/api/auth.test.ts shows the server's refusals).
 */
import type { ResponseOf } from '@shared/contract';
import { failures, ui } from '@shared/messages/screens';
import { serverErrors } from '@shared/messages/server';
import { validation } from '@shared/messages/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../test/fake-server';
import { renderInApp } from '../../test/render';
import SignInPage from './SignInPage';
import SignUpPage from './SignUpPage';

const password = 'Passw0rd!';
const openSite: ResponseOf<'auth-options'> = {
  registration: 'open',
  emailSignIn: false,
  passkeys: false,
  membersCanInvite: true,
};

function renderAuthPages(path: string) {
  return renderInApp(
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/signup" element={<SignUpPage />} />
    </Routes>,
    { path, answers: { 'auth-options': ok(openSite) } },
  );
}

const alert = () => screen.getByRole('alert');

describe('the sign-in and sign-up pages', () => {
  it('sign-in: a missing username or password, a refusal without a message, and no answer', async () => {
    const user = userEvent.setup({ delay: null });
    const { server, location } = renderAuthPages('/signin');
    const signIn = () => user.click(screen.getByRole('button', { name: ui.signInButton }));

    await signIn();
    expect(alert().textContent).toBe(validation.usernameRequired);
    await user.type(screen.getByLabelText(ui.usernameLabel), 'someone');
    await signIn();
    expect(alert().textContent).toBe(validation.passwordRequired);
    expect(server.callsTo('auth-signin')).toEqual([]);

    // A failure without a server message: 'Invalid credentials'; no answer at all: 'Failed to sign in'.
    server.answer({ 'auth-signin': refused(500) });
    await user.type(screen.getByLabelText(ui.passwordLabel), password);
    await signIn();
    expect(await screen.findByText(failures.invalidCredentials)).toBe(alert());
    server.answer({ 'auth-signin': 'no-answer' });
    await signIn();
    expect(await screen.findByText(failures.signIn)).toBe(alert());
    expect(server.callsTo('auth-signin')).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: ui.toSignUpLink }));
    expect(location()).toBe('/signup');
    expect(screen.getByRole('button', { name: ui.signUpButton })).toBeVisible();
  });

  it("sign-up: a weak password, the server's message for a taken name, and no answer", async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = renderAuthPages('/signup');
    expect(screen.getByRole('link', { name: ui.toSignInLink })).toHaveAttribute('href', '/signin');
    const signUp = () => user.click(screen.getByRole('button', { name: ui.signUpButton }));
    const username = screen.getByLabelText(ui.usernameLabel);
    const passwordField = screen.getByLabelText(ui.passwordLabel);

    await user.type(username, 'weakling');
    await user.type(passwordField, 'weak');
    await signUp();
    expect(alert().textContent).toBe(validation.passwordPattern);
    expect(server.callsTo('auth-signup')).toEqual([]);

    // Taken (in another case, tests/api/auth.test.ts): the server's message.
    server.answer({ 'auth-signup': refused(409, serverErrors.usernameTaken) });
    await user.clear(username);
    await user.type(username, 'TAKEN');
    await user.clear(passwordField);
    await user.type(passwordField, password);
    await signUp();
    expect(await screen.findByText(serverErrors.usernameTaken)).toBe(alert());

    // A failure without a message or answer: 'Failed to sign up'.
    server.answer({ 'auth-signup': 'no-answer' });
    await user.clear(username);
    await user.type(username, 'down');
    await signUp();
    expect(await screen.findByText(failures.signUp)).toBe(alert());
    expect(server.callsTo('auth-signup').map((call) => call.body)).toEqual([
      { username: 'TAKEN', password },
      { username: 'down', password },
    ]);
  });
});
