/**
 * The deploy's owner and its people, as they use it (docs/api.md#accounts): the first user claims
 * the site with the setup link `npm start` wrote, invites a teammate who signs up through the link,
 * sends a reset link that lets a member set a new password, and closes sign-up to invitations; a
 * user signs out another device from the profile; a member confirms a new address with the
 * password, undoes it from the old one, and removes a passkey from the reset page. The claim is once per stack, so the tests run in
 * order and share the owner.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { SoftAuthenticator } from '../../scripts/bench/soft-authenticator';
import { accountScreens as text } from '../../shared/messages/accounts';
import { labels, profileLabels, ui } from '../../shared/messages/screens';
import { accountTexts, recoveryTexts } from '../../shared/messages/server';
import type { User } from '../../shared/types';
import {
  call,
  expectNoAxeViolations,
  heading,
  keepScreenshot,
  mailedLink,
  password,
  signUpByApi,
  signUpFast,
  uniqueUsername,
} from './helpers';
import { baseURL, dataDir } from './playwright.config';
import { recordOwner } from './site-owner';

test.describe.configure({ mode: 'serial' });

/** The page of a new browser context (another person, or another device), as the suite configures pages. */
async function anotherPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
  });
  return context.newPage();
}

async function fillSignUp(page: Page, username: string) {
  await page.getByLabel(ui.usernameLabel).fill(username);
  await page.getByLabel(ui.passwordLabel).fill(password);
  await page.getByRole('button', { name: ui.signUpButton }).click();
}

let owner: User;
let ownerPage: Page;

test('the first user claims the site with its setup link, then invites a teammate who signs up through the link', async ({
  browser,
}, testInfo) => {
  // Whoever visits a deploy nobody owns is told so on its sign-in page.
  const visitor = await anotherPage(browser);
  await visitor.goto('/signin');
  await expect(visitor.getByTestId('signin-notice')).toHaveText(text.noOwnerYet);
  await expectNoAxeViolations(visitor, 'sign-in page of a site nobody owns');
  ownerPage = await anotherPage(browser);
  owner = await signUpFast(ownerPage, uniqueUsername('own'));
  const setup = new URL(readFileSync(join(dataDir as string, 'setup-url.txt'), 'utf8').trim());
  await ownerPage.goto(`${setup.pathname}${setup.search}`);
  await expect(ownerPage.getByLabel(text.setupTokenLabel)).toHaveValue(
    setup.searchParams.get('token') as string,
  );
  await ownerPage.getByRole('button', { name: text.setupButton }).click();
  await expect(ownerPage).toHaveURL(/\/admin$/);
  await expect(heading(ownerPage)).toHaveText(text.adminTitle);
  await ownerPage.getByLabel(text.usersSearchLabel).fill(owner.username);
  await expect(ownerPage.getByTestId(`account-${owner.username}`)).toContainText(text.roles.owner);
  recordOwner(owner);
  await expectNoAxeViolations(ownerPage, 'admin page');
  await visitor.reload();
  await expect(visitor.getByLabel(ui.usernameLabel)).toBeVisible();
  await expect(visitor.getByTestId('signin-notice')).toHaveCount(0);
  await visitor.context().close();

  await ownerPage.getByLabel(text.inviteUsesLabel).fill('2');
  await ownerPage.getByRole('button', { name: text.createInvite }).click();
  const link = await ownerPage.getByRole('textbox', { name: text.linkLabel }).inputValue();
  expect(new URL(link).pathname).toBe('/signup');
  await expect(ownerPage.locator('.invite-row').first()).toContainText('2 sign-ups left, 0 used');
  await keepScreenshot(ownerPage, testInfo, 'admin-page');

  const guest = await anotherPage(browser);
  await guest.goto(link);
  await expect(guest.getByTestId('signup-notice')).toHaveText(text.invitedBy(owner.username));
  const newcomer = uniqueUsername('new');
  await fillSignUp(guest, newcomer);
  await expect(guest).toHaveURL(/\/$/);
  const joined = await call(guest, 'auth-user');
  expect(joined.team).toEqual([owner._id]);
  await guest.goto('/profile');
  await expect(guest.locator('.team-chip', { hasText: owner.username })).toBeVisible();
  await guest.context().close();
});

test('a member signs another device out from the profile, and that device is sent to sign in', async ({
  page,
  browser,
}) => {
  const user = await signUpFast(page, uniqueUsername('dev'));
  const laptop = await anotherPage(browser);
  const signedIn = await laptop.request.post('/api/auth/signin', {
    data: { username: user.username, password },
    headers: { 'Content-Type': 'application/json' },
  });
  expect(signedIn.ok()).toBe(true);
  await laptop.goto('/');
  await expect(laptop.getByRole('link', { name: labels.yourProfile })).toBeVisible();

  await page.goto('/profile');
  const devices = page.getByTestId('session');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: text.thisDevice })).toHaveCount(1);
  const other = devices.filter({ hasNotText: text.thisDevice });
  await other.getByRole('button', { name: text.signOutSession }).click();
  await expect(page.getByRole('status').filter({ hasText: text.sessionEnded })).toBeVisible();
  await expect(devices).toHaveCount(1);

  await laptop.reload();
  await expect(laptop).toHaveURL(/\/signin$/);
  await laptop.context().close();
});

test("an admin's reset link lets a member who forgot their password set a new one", async ({ page }) => {
  const member = await signUpByApi(page, uniqueUsername('fgt'));
  await ownerPage.goto('/admin');
  await ownerPage.getByLabel(text.usersSearchLabel).fill(member.username);
  const account = ownerPage.getByTestId(`account-${member.username}`);
  await account.getByRole('button', { name: text.resetLink }).click();
  const link = await account.getByRole('textbox', { name: text.linkLabel }).inputValue();

  // The member's sessions ended with the link.
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto(link);
  await page.getByLabel(text.newPasswordLabel, { exact: true }).fill('New1password');
  await page.getByLabel(text.confirmPasswordLabel).fill('New1passwurd');
  await page.getByRole('button', { name: text.resetButton }).click();
  await expect(page.getByText(text.passwordsDiffer)).toBeVisible();
  await page.getByLabel(text.confirmPasswordLabel).fill('New1password');
  await page.getByRole('button', { name: text.resetButton }).click();
  await expect(page.getByRole('status')).toHaveText(text.resetDone);
  await page.getByRole('link', { name: text.toSignIn }).click();
  await page.getByLabel(ui.usernameLabel).fill(member.username);
  await page.getByLabel(ui.passwordLabel).fill('New1password');
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();
});

test('an owner closes sign-up to invitations, and a stranger is told so', async ({ page }) => {
  await ownerPage.goto('/admin');
  await ownerPage.getByLabel(text.registration.invite).check();
  await ownerPage.getByRole('button', { name: text.saveSettings }).click();
  await expect(ownerPage.getByRole('status').filter({ hasText: text.settingsSaved })).toBeVisible();
  try {
    await page.goto('/signup');
    await expect(page.getByTestId('signup-notice')).toHaveText(text.inviteOnly);
    await fillSignUp(page, uniqueUsername('str'));
    await expect(page.getByText(accountTexts.signUpNeedsInvite).last()).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  } finally {
    await call(ownerPage, 'admin-settings-update', { body: { registration: 'open' } });
  }
});

test('a member verifies their address from the profile, then resets a forgotten password by mail', async ({
  page,
}) => {
  const member = await signUpFast(page, uniqueUsername('adr'));
  const email = `${member.username.toLowerCase()}@example.com`;
  await page.goto('/profile');
  await page.getByRole('button', { name: ui.editProfileInfo }).click();
  await page.getByRole('form', { name: ui.editProfileInfo }).getByLabel(profileLabels.email).fill(email);
  await page.getByRole('button', { name: ui.saveChanges }).click();
  await expect(page.getByTestId('profile-email')).toHaveText(email);

  // The link asks for the password before the address becomes the one reset mail goes to.
  await page.goto(await mailedLink(email, '/verify-email'));
  await expect(page.getByText(text.verifyConfirmIntro(email))).toBeVisible();
  await page.getByLabel(text.verifyPasswordLabel).fill(password);
  await page.getByRole('button', { name: text.verifyConfirmButton }).click();
  await expect(page.getByRole('status')).toHaveText(accountTexts.emailVerified);
  await page.goto('/profile');
  await expect(page.getByTestId('email-state')).toHaveText(text.emailVerified);

  await page.context().clearCookies();
  await page.goto('/signin');
  await page.getByRole('link', { name: text.forgotLink }).click();
  await page.getByLabel(text.loginLabel).fill(member.username);
  await page.getByRole('button', { name: text.forgotButton }).click();
  await expect(page.getByRole('status')).toHaveText(accountTexts.forgotSent);

  await page.goto(await mailedLink(email, '/reset-password'));
  await page.getByLabel(text.newPasswordLabel, { exact: true }).fill('Mailed1pass');
  await page.getByLabel(text.confirmPasswordLabel).fill('Mailed1pass');
  await page.getByRole('button', { name: text.resetButton }).click();
  await expect(page.getByRole('status')).toHaveText(text.resetDone);
  await page.getByRole('link', { name: text.toSignIn }).click();
  await page.getByLabel(ui.usernameLabel).fill(member.username);
  await page.getByLabel(ui.passwordLabel).fill('Mailed1pass');
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();
});

test('a new address is confirmed with the password, and the old address undoes the change, signing out everywhere', async ({
  page,
  browser,
}) => {
  const member = await signUpFast(page, uniqueUsername('und'));
  const [first, second] = [
    `${member.username.toLowerCase()}@example.com`,
    `${member.username.toLowerCase()}@example.org`,
  ];
  await call(page, 'auth-update-profile', { body: { email: first } });
  const firstLink = new URL(await mailedLink(first, '/verify-email'));
  await call(page, 'auth-email-verify', {
    body: { token: firstLink.searchParams.get('token') ?? '', password },
  });

  await page.goto('/profile');
  await page.getByRole('button', { name: ui.editProfileInfo }).click();
  await page.getByRole('form', { name: ui.editProfileInfo }).getByLabel(profileLabels.email).fill(second);
  await page.getByRole('button', { name: ui.saveChanges }).click();
  await expect(page.getByTestId('recovery-pending')).toHaveText(text.recoveryPending(first));

  // The link opened in another browser (the mail read elsewhere): the password confirms it.
  const elsewhere = await anotherPage(browser);
  await elsewhere.goto(await mailedLink(second, '/verify-email'));
  await elsewhere.getByLabel(text.verifyPasswordLabel).fill(password);
  await elsewhere.getByRole('button', { name: text.verifyConfirmButton }).click();
  await expect(elsewhere.getByRole('status')).toHaveText(accountTexts.emailVerified);

  await elsewhere.goto(await mailedLink(first, '/undo-email'));
  await expect(elsewhere.getByText(text.undoIntro)).toBeVisible();
  await expectNoAxeViolations(elsewhere, 'the undo page');
  await elsewhere.getByRole('button', { name: text.undoButton }).click();
  await expect(elsewhere.getByRole('status')).toHaveText(recoveryTexts.undone(first));
  await expect(elsewhere.getByRole('link', { name: text.forgotLink })).toBeVisible();
  await elsewhere.context().close();

  // The member's own page is signed out with every other session.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin/);
});

test("the reset page lists the account's passkeys, and one click removes one before the new password is set", async ({
  page,
}) => {
  const member = await signUpFast(page, uniqueUsername('rpk'));
  const email = `${member.username.toLowerCase()}@example.com`;
  await call(page, 'auth-update-profile', { body: { email } });
  const verify = new URL(await mailedLink(email, '/verify-email'));
  await call(page, 'auth-email-verify', {
    body: { token: verify.searchParams.get('token') ?? '', password },
  });
  // A passkey made through the API by a software authenticator (the profile's flow has its own spec).
  const authenticator = new SoftAuthenticator(baseURL as string);
  const options = await call(page, 'auth-passkeys-register-options', { body: { password } as never });
  const passkey = await call(page, 'auth-passkeys-register-verify', {
    body: { response: authenticator.register(options as never) } as never,
  });

  await page.context().clearCookies();
  await page.goto('/forgot-password');
  await page.getByLabel(text.loginLabel).fill(member.username);
  await page.getByRole('button', { name: text.forgotButton }).click();
  await expect(page.getByRole('status')).toHaveText(accountTexts.forgotSent);
  await page.goto(await mailedLink(email, '/reset-password'));
  await expect(page.getByText(text.resetFor(member.username))).toBeVisible();
  await expect(page.getByTestId('reset-passkey')).toHaveCount(1);
  await expectNoAxeViolations(page, 'the reset page with a passkey');
  await page.getByRole('button', { name: text.removePasskeyOf(passkey.name) }).click();
  await expect(page.getByRole('status')).toHaveText(text.resetPasskeyRemoved(passkey.name));
  await expect(page.getByText(text.resetPasskeysNone)).toBeVisible();

  // The link still sets the password, once.
  await page.getByLabel(text.newPasswordLabel, { exact: true }).fill('Mailed1pass');
  await page.getByLabel(text.confirmPasswordLabel).fill('Mailed1pass');
  await page.getByRole('button', { name: text.resetButton }).click();
  await expect(page.getByRole('status')).toHaveText(text.resetDone);
});

test('the admin page at phone size in dark mode', async ({ browser }, testInfo) => {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
    serviceWorkers: 'block',
  });
  await phone.addCookies(await ownerPage.context().cookies());
  const page = await phone.newPage();
  await page.goto('/admin');
  await expect(page.getByLabel(text.usersSearchLabel)).toBeVisible();
  await expect(page.locator('.admin-user').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await keepScreenshot(page, testInfo, 'admin-phone-dark');
  await phone.close();
});
