/**
 * Passkeys as a user makes and uses one (docs/api.md#passkeys), with Chromium's virtual
 * authenticator (CDP `WebAuthn.addVirtualAuthenticator`) standing in for a fingerprint: added from
 * the profile once the password confirms it (a session alone may not add one: decision 0142), proved
 * again by a password sign-in before it adds another factor, then a sign-in with it and no username
 * or password, then removed.
 */
import { expect, test } from '@playwright/test';
import { accountScreens as text } from '../../shared/messages/accounts';
import { labels, ui } from '../../shared/messages/screens';
import { serverErrors } from '../../shared/messages/server';
import { expectNoAxeViolations, password, signUpFast, uniqueUsername } from './helpers';

test('a passkey added from the profile signs in without a username or password, until removed', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const user = await signUpFast(page, uniqueUsername('key'));
  await page.goto('/profile');
  const section = page.getByRole('region', { name: text.passkeysHeading });
  await section.getByRole('button', { name: text.addPasskey }).click();
  // The password first, asked before the browser's prompt: a wrong one is said, and adds nothing.
  const passwordField = section.getByLabel(text.currentPasswordLabel);
  await expect(passwordField).toBeFocused();
  await expect(section.getByText(text.passkeyAddHint)).toBeVisible();
  await expect(section.getByLabel(text.codeOrRecoveryLabel)).toHaveCount(0);
  await page.keyboard.type('Wrong0pass');
  await page.keyboard.press('Enter');
  await expect(section.getByRole('alert')).toHaveText(serverErrors.wrongPassword);
  await expect(passwordField).toBeFocused();
  await expectNoAxeViolations(page, 'passkey password asked');
  await passwordField.fill(password);
  await section.getByRole('button', { name: text.passkeyAddContinue }).click();
  await expect(page.getByRole('status').filter({ hasText: text.passkeyAdded })).toBeVisible();
  await expect(passwordField).toHaveCount(0);

  // A password sign-in of this account adds no second factor until it proves the passkey (decision
  // 0142): setting up an authenticator app asks for it first, then goes on.
  await page.context().clearCookies();
  await page.goto('/signin');
  await page.getByLabel(ui.usernameLabel).fill(user.username);
  await page.getByLabel(ui.passwordLabel).fill(password);
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();
  await page.goto('/profile');
  const twoFactor = page.getByRole('region', { name: text.twoFactorHeading });
  await twoFactor.getByRole('button', { name: text.twoFactorSetUp }).click();
  await twoFactor.getByLabel(text.currentPasswordLabel).fill(password);
  await twoFactor.getByRole('button', { name: text.twoFactorContinue }).click();
  const stepUp = twoFactor.getByRole('region', { name: text.stepUpTitle });
  await expect(stepUp).toBeVisible();
  await expectNoAxeViolations(page, 'step-up before a second factor is added');
  await stepUp.getByRole('button', { name: text.stepUpWithPasskey }).click();
  await expect(page.getByRole('img', { name: text.twoFactorQrAlt })).toBeVisible();
  await twoFactor.getByRole('button', { name: text.twoFactorCancel }).click();
  await expect(page.getByTestId('passkey')).toHaveCount(1);
  await expectNoAxeViolations(page, 'profile with a passkey');

  await page.context().clearCookies();
  await page.goto('/signin');
  await page.getByRole('button', { name: text.passkeySignIn }).click();
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();
  await expect(page.getByTestId('topbar-username')).toHaveText(user.username);

  await page.goto('/profile');
  const passkey = page.getByTestId('passkey');
  await expect(passkey).toContainText('last used');
  await passkey.getByRole('button', { name: text.removePasskey }).click();
  await expect(page.getByTestId('passkey')).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto('/signin');
  await page.getByRole('button', { name: text.passkeySignIn }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});
