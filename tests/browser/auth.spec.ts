/** Sign-up and sign-in end to end, the guards, the spinner and the 404 page. */
import { expect, test } from '@playwright/test';
import { failures, labels, ui } from '../../shared/messages/screens';
import { serverErrors } from '../../shared/messages/server';
import { validation } from '../../shared/messages/validation';
import { hold, keepScreenshot, password, signOut, signUp, signUpByApi, uniqueUsername } from './helpers';

test('sign up, land on /, reload still signed in, sign out, back at /signin', async ({ page }, testInfo) => {
  const username = uniqueUsername('flow');
  await page.goto('/signup');
  await expect(page.getByText(ui.passwordHint)).toBeVisible();
  await keepScreenshot(page, testInfo, 'signup');
  await page.getByLabel(ui.usernameLabel).fill(username);
  await page.getByLabel(ui.passwordLabel).fill(password);
  await page.getByRole('button', { name: ui.signUpButton }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: labels.yourProfile })).toHaveAttribute('title', username);
  // The signed-in username shows in the top bar.
  await expect(page.getByTestId('topbar-username')).toHaveText(username);

  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: labels.yourProfile })).toHaveAttribute('title', username);

  await signOut(page);
  await expect(page.getByRole('button', { name: ui.signInButton })).toBeVisible();
  // Still signed out after the reload that follows logout.
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
});

test('sign in with the right and the wrong password', async ({ page }, testInfo) => {
  const username = uniqueUsername('signin');
  await signUp(page, username);
  await signOut(page);

  await expect(page.getByLabel(ui.usernameLabel)).toBeVisible();
  // The form is the page: typing starts in Username.
  await expect(page.getByLabel(ui.usernameLabel)).toBeFocused();
  await expect(page.getByLabel(ui.passwordLabel)).toHaveAttribute('type', 'password');
  await keepScreenshot(page, testInfo, 'signin');
  await expect(page.getByRole('link', { name: ui.toSignUpLink })).toHaveAttribute('href', '/signup');

  await page.getByLabel(ui.usernameLabel).fill(username);
  await page.getByLabel(ui.passwordLabel).fill('Wrong1pass');
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page.getByRole('alert')).toHaveText(serverErrors.invalidCredentials);

  // 'loading...' while the request is on its way.
  const release = await hold(page, '**/api/auth/signin');
  await page.getByLabel(ui.passwordLabel).fill(password);
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page.getByRole('button', { name: ui.loading })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: labels.yourProfile })).toHaveAttribute('title', username);
});

test('sign-in and sign-up error texts', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page.getByRole('alert')).toHaveText(validation.usernameRequired);
  await page.getByLabel(ui.usernameLabel).fill('someone');
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page.getByRole('alert')).toHaveText(validation.passwordRequired);

  // A failure without a server message: 'Invalid credentials'; no answer at all: 'Failed to sign in'.
  await page.route('**/api/auth/signin', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByLabel(ui.passwordLabel).fill(password);
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page.getByRole('alert')).toHaveText(failures.invalidCredentials);
  await page.unroute('**/api/auth/signin');
  await page.route('**/api/auth/signin', (route) => route.abort());
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page.getByRole('alert')).toHaveText(failures.signIn);

  await page.getByRole('link', { name: ui.toSignUpLink }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('link', { name: ui.toSignInLink })).toHaveAttribute('href', '/signin');
  await page.getByLabel(ui.usernameLabel).fill(uniqueUsername('weak'));
  await page.getByLabel(ui.passwordLabel).fill('weak');
  await page.getByRole('button', { name: ui.signUpButton }).click();
  await expect(page.getByRole('alert')).toHaveText(validation.passwordPattern);

  // Taken username (in another case): the server's message.
  const taken = uniqueUsername('taken');
  await page.request.post('/api/auth/signup', {
    data: { username: taken, password },
    headers: { 'Content-Type': 'application/json' },
  });
  await page.getByLabel(ui.usernameLabel).fill(taken.toUpperCase());
  await page.getByLabel(ui.passwordLabel).fill(password);
  await page.getByRole('button', { name: ui.signUpButton }).click();
  await expect(page.getByRole('alert')).toHaveText(serverErrors.usernameTaken);

  // A failure without a message or answer: 'Failed to sign up'.
  await page.unroute('**/api/auth/signup');
  await page.route('**/api/auth/signup', (route) => route.abort());
  await page.getByLabel(ui.usernameLabel).fill(uniqueUsername('down'));
  await page.getByRole('button', { name: ui.signUpButton }).click();
  await expect(page.getByRole('alert')).toHaveText(failures.signUp);
});

test('guards: guests go to /signin, signed-in users away from /signin and /signup', async ({ page }) => {
  for (const path of ['/', '/dashboard', '/index.html', '/profile', '/notifications', '/user/abc']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/signin$/);
  }
  await signUp(page);
  for (const path of ['/signin', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  for (const path of ['/dashboard', '/index.html']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  }
});

test('a spinner shows while the auth state loads', async ({ page }) => {
  // Signed in, so the page asks who is signed in (a browser where no session was started does not
  // ask), on a browser that kept no data yet: one that did draws it at once instead
  // (offline.spec.ts 'a repeat visit draws the kept list before the server says who is signed in').
  await signUpByApi(page);
  const release = await hold(page, '**/api/auth/user');
  await page.goto('/');
  await expect(page.getByRole('status', { name: labels.loadingPage })).toBeVisible();
  release();
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();
});

test('any other path shows Page Not Found', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: ui.notFound })).toBeVisible();
  await keepScreenshot(page, testInfo, 'not-found');
  await signUp(page);
  await page.goto('/nothing-here');
  await expect(page.getByRole('heading', { name: ui.notFound })).toBeVisible();
});
