/**
 * Sign-up and sign-in end to end, and where a signed-in user is sent. The forms' error texts, the
 * spinner while the session is read, where a guest is sent and the 404 page are component tests
 * (web/src/features/auth/AuthPages.test.tsx, web/src/app/AppLayout.test.tsx, web/src/app/App.test.tsx).
 */
import { expect, test } from '@playwright/test';
import { labels, ui } from '../../shared/messages/screens';
import { serverErrors } from '../../shared/messages/server';
import { hold, keepScreenshot, password, signOut, signUp, uniqueUsername } from './helpers';

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

test('guards: signed-in users away from /signin and /signup', async ({ page }) => {
  // Guests sent to /signin: web/src/app/App.test.tsx.
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
