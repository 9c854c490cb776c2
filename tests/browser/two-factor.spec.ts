/**
 * Two-factor sign-in as a person uses it (docs/api.md#two-factor-sign-in): turned on from the
 * profile with the keyboard (the key read from the page, the code computed here as an authenticator
 * app computes it), the recovery codes downloaded and copied, then signing in with a code and with a
 * recovery code; at phone size in dark mode too. An admin the site requires a second factor of is
 * sent to set one up before anything else; one who has it (a passkey) but signed in with the
 * password alone confirms it on the admin page before the page shows (decision 0142).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { accountScreens as text } from '../../shared/messages/accounts';
import { labels, ui } from '../../shared/messages/screens';
import { accountTexts } from '../../shared/messages/server';
import { twoFactorLimits } from '../../shared/two-factor';
import {
  call,
  expectNoAxeViolations,
  heading,
  keepScreenshot,
  password,
  signOut,
  signUpFast,
  uniqueUsername,
} from './helpers';
import { baseURL, dataDir } from './playwright.config';
import { madeAdminByOwner, recordOwner } from './site-owner';

/** The code an authenticator app shows for the step after now's: a code of a step already used is refused. */
const nextCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });
const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
/** A code of the right form that is the secret's for no step near now. */
const wrongCode = (secret: string) => {
  const near = [-30_000, 0, 30_000, 60_000].map((offset) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offset }),
  );
  return ['000000', '111111', '222222', '333333', '444444'].find((code) => !near.includes(code)) as string;
};

const section = (page: Page) => page.getByRole('region', { name: text.twoFactorHeading });

/** Turns two-factor sign-in on from the profile with the keyboard; answers the key and the recovery codes. */
async function turnOnFromProfile(page: Page): Promise<{ secret: string; codes: string[] }> {
  const setUp = section(page).getByRole('button', { name: text.twoFactorSetUp });
  await setUp.focus();
  await page.keyboard.press('Enter');
  const passwordField = section(page).getByLabel(text.currentPasswordLabel);
  await expect(passwordField).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');

  const qr = page.getByRole('img', { name: text.twoFactorQrAlt });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  // The image really decodes: a QR code drawn at its size.
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  const secret = await section(page).getByRole('textbox', { name: text.twoFactorKeyLabel }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codeField = page.getByLabel(text.twoFactorCodeLabel);
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await page.keyboard.type(codeNow(secret));
  await page.keyboard.press('Enter');

  const list = page.getByRole('list', { name: text.recoveryHeading });
  await expect(list.getByRole('listitem')).toHaveCount(twoFactorLimits.recoveryCodes);
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  // Sixteen characters in four groups of four (docs/decisions/0149).
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  return { secret, codes };
}

/** Signs in through the sign-in page as far as the code step. */
async function passwordStep(page: Page, username: string) {
  await page.goto('/signin');
  await page.getByLabel(ui.usernameLabel).fill(username);
  await page.getByLabel(ui.passwordLabel).fill(password);
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page.getByText(accountTexts.signInCodeNeeded)).toBeVisible();
}

test('a user turns two-factor sign-in on from the profile, then signs in with a code and with a recovery code', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await signUpFast(page, uniqueUsername('tf'));
  await page.goto('/profile');
  await expect(section(page)).toBeVisible();
  await expect(section(page).getByTestId('two-factor-state')).toHaveText(text.twoFactorIsOff);

  const { secret, codes } = await turnOnFromProfile(page);
  const download = page.waitForEvent('download');
  await section(page).getByRole('button', { name: text.recoveryDownload }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(text.recoveryFileName);
  const saved = readFileSync(await file.path(), 'utf8');
  for (const code of codes) expect(saved).toContain(code);
  await section(page).getByRole('button', { name: text.copy }).click();
  await expect(section(page).getByRole('button', { name: text.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
  await expectNoAxeViolations(page, 'recovery codes shown');
  await keepScreenshot(page, testInfo, 'two-factor-recovery-codes');
  await page.getByRole('button', { name: text.recoverySaved }).click();
  await expect(section(page).getByTestId('two-factor-state')).toHaveText(text.twoFactorIsOn);
  expect((await call(page, 'auth-user')).twoFactor).toBe(true);

  // Signing in asks for the code after the password; a wrong one is said, a right one signs in.
  await signOut(page);
  await passwordStep(page, user.username);
  const codeField = page.getByLabel(text.signInCodeLabel);
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await codeField.fill(wrongCode(secret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(accountTexts.codeInvalid);
  await expectNoAxeViolations(page, 'code step');
  await codeField.fill(nextCode(secret));
  await page.getByRole('button', { name: text.verifyCode }).click();
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();

  // A recovery code, by the switch, works in place of a code.
  await signOut(page);
  await passwordStep(page, user.username);
  await page.getByRole('button', { name: text.useRecoveryCode }).click();
  const recoveryField = page.getByLabel(text.recoveryCodeLabel);
  await expect(recoveryField).toBeFocused();
  await expect(page.getByText(text.recoveryCodePrompt)).toBeVisible();
  await page.keyboard.type((codes[0] as string).toUpperCase());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();

  // Spent: the same recovery code again is refused, and 'Sign in again' goes back to the password.
  await signOut(page);
  await passwordStep(page, user.username);
  await page.getByRole('button', { name: text.useRecoveryCode }).click();
  await page.getByLabel(text.recoveryCodeLabel).fill(codes[0] as string);
  await page.getByRole('button', { name: text.verifyCode }).click();
  await expect(page.getByRole('alert')).toHaveText(accountTexts.codeInvalid);
  await page.getByRole('button', { name: text.backToPassword }).click();
  await expect(page.getByLabel(ui.usernameLabel)).toBeVisible();

  // Turned off from the profile with the password and a recovery code.
  await page.getByLabel(ui.usernameLabel).fill(user.username);
  await page.getByLabel(ui.passwordLabel).fill(password);
  await page.getByRole('button', { name: ui.signInButton }).click();
  await page.getByRole('button', { name: text.useRecoveryCode }).click();
  await page.getByLabel(text.recoveryCodeLabel).fill(codes[1] as string);
  await page.getByRole('button', { name: text.verifyCode }).click();
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();
  await page.goto('/profile');
  await section(page).getByRole('button', { name: text.twoFactorTurnOff }).click();
  await expect(section(page).getByLabel(text.currentPasswordLabel)).toBeFocused();
  await page.keyboard.type(password);
  await section(page)
    .getByLabel(text.codeOrRecoveryLabel)
    .fill(codes[2] as string);
  await section(page).getByRole('button', { name: text.twoFactorTurnOff }).click();
  await expect(section(page).getByRole('status')).toHaveText(accountTexts.twoFactorOff);
  await expect(section(page).getByTestId('two-factor-state')).toHaveText(text.twoFactorIsOff);
});

/** A page of a new browser context at phone size in dark mode. */
async function phonePage(browser: Browser): Promise<Page> {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
    serviceWorkers: 'block',
  });
  return phone.newPage();
}

test('setting it up and signing in with it at phone size in dark mode', async ({ browser }, testInfo) => {
  const page = await phonePage(browser);
  const user = await signUpFast(page, uniqueUsername('tfp'));
  await page.goto('/profile');
  await section(page).scrollIntoViewIfNeeded();
  await section(page).getByRole('button', { name: text.twoFactorSetUp }).click();
  await section(page).getByLabel(text.currentPasswordLabel).fill(password);
  await section(page).getByRole('button', { name: text.twoFactorContinue }).click();
  await expect(page.getByRole('img', { name: text.twoFactorQrAlt })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, testInfo, 'two-factor-setup-phone-dark');
  const secret = await page.getByRole('textbox', { name: text.twoFactorKeyLabel }).inputValue();
  await page.getByLabel(text.twoFactorCodeLabel).fill(codeNow(secret));
  await section(page).getByRole('button', { name: text.twoFactorTurnOn }).click();
  await expect(page.getByRole('list', { name: text.recoveryHeading })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, testInfo, 'two-factor-codes-phone-dark');
  await page.getByRole('button', { name: text.recoverySaved }).click();

  await signOut(page);
  await passwordStep(page, user.username);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, testInfo, 'two-factor-code-step-phone-dark');
  await page.getByLabel(text.signInCodeLabel).fill(nextCode(secret));
  await page.getByRole('button', { name: text.verifyCode }).click();
  await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();
  await page.context().close();
});

test("an admin's password sign-in confirms its passkey before the admin page shows, then the page reads again", async ({
  page,
  browser,
}, testInfo) => {
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
  const admin = await signUpFast(page, uniqueUsername('tfsu'));
  const setup = new URL(readFileSync(join(dataDir as string, 'setup-url.txt'), 'utf8').trim());
  const claim = await page.request.post('/api/admin/claim', {
    data: { token: setup.searchParams.get('token') },
    headers: { 'Content-Type': 'application/json' },
  });
  if (claim.status() === 404) await madeAdminByOwner(browser, admin);
  else {
    expect(claim.ok()).toBe(true);
    recordOwner(admin);
  }
  // The admin's passkey, its only second factor: this session proved it by making it.
  await page.goto('/profile');
  const passkeys = page.getByRole('region', { name: text.passkeysHeading });
  await passkeys.getByRole('button', { name: text.addPasskey }).click();
  await passkeys.getByLabel(text.currentPasswordLabel).fill(password);
  await passkeys.getByRole('button', { name: text.passkeyAddContinue }).click();
  // The ceremony's chunk loads on first use: on a loaded two-core machine it takes longer than most steps.
  await expect(page.getByRole('status').filter({ hasText: text.passkeyAdded })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/admin');
  await page.getByLabel(text.requireTwoFactor).check();
  await page.getByRole('button', { name: text.saveSettings }).click();
  await expect(page.getByRole('status').filter({ hasText: text.settingsSaved })).toBeVisible();
  const proven = await page.context().cookies();

  try {
    // Another sign-in, with the password alone, as whoever knows it would.
    await page.context().clearCookies();
    await page.goto('/signin');
    await page.getByLabel(ui.usernameLabel).fill(admin.username);
    await page.getByLabel(ui.passwordLabel).fill(password);
    await page.getByRole('button', { name: ui.signInButton }).click();
    await expect(page.getByRole('link', { name: labels.yourProfile })).toBeVisible();

    await page.goto('/admin');
    const stepUp = page.getByRole('region', { name: text.stepUpTitle });
    await expect(stepUp).toBeVisible();
    await expect(stepUp.getByText(text.stepUpIntro)).toBeVisible();
    // Only what this account has: a passkey, no code field.
    await expect(stepUp.getByLabel(text.codeOrRecoveryLabel)).toHaveCount(0);
    await expect(page.getByLabel(text.requireTwoFactor)).toHaveCount(0);
    await expectNoAxeViolations(page, 'admin step-up');
    await keepScreenshot(page, testInfo, 'admin-step-up');
    const refused = await page.request.get('/api/admin/users');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ twoFactorRequired: true, stepUp: { passkey: true } });

    await stepUp.getByRole('button', { name: text.stepUpWithPasskey }).click();
    // Proved: the page reads again and shows its panels.
    await expect(page.getByLabel(text.requireTwoFactor)).toBeChecked();
    await expect(stepUp).toHaveCount(0);
    expect((await page.request.get('/api/admin/users')).status()).toBe(200);
  } finally {
    await page.context().clearCookies();
    await page.context().addCookies(proven);
    await call(page, 'admin-settings-update', { body: { requireTwoFactorForAdmins: false } }).catch(() => {});
  }
});

test('an admin the site requires a second factor of sees only its setup until it is on', async ({
  page,
  browser,
}, testInfo) => {
  const admin = await signUpFast(page, uniqueUsername('tfo'));
  const setup = new URL(readFileSync(join(dataDir as string, 'setup-url.txt'), 'utf8').trim());
  const claim = await page.request.post('/api/admin/claim', {
    data: { token: setup.searchParams.get('token') },
    headers: { 'Content-Type': 'application/json' },
  });
  // The deploy is claimed once per stack: in the whole suite accounts.spec.ts has done it, and its
  // owner makes this user an admin; alone, this user claims it.
  if (claim.status() === 404) await madeAdminByOwner(browser, admin);
  else {
    expect(claim.ok()).toBe(true);
    recordOwner(admin);
  }

  try {
    await page.goto('/admin');
    await page.getByLabel(text.requireTwoFactor).check();
    await page.getByRole('button', { name: text.saveSettings }).click();
    // Sent to the setup at once, and from every other page.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: text.twoFactorRequiredTitle })).toBeVisible();
    await expect(page.getByText(text.twoFactorRequiredIntro)).toBeVisible();
    await expect(page.getByRole('heading', { name: text.sessionsHeading })).toHaveCount(0);
    await page.goto('/');
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: text.twoFactorRequiredTitle })).toBeVisible();
    await expectNoAxeViolations(page, 'two-factor required');
    await keepScreenshot(page, testInfo, 'two-factor-required');

    const required = page.getByRole('region', { name: text.twoFactorRequiredTitle });
    await required.getByRole('button', { name: text.twoFactorSetUp }).click();
    await required.getByLabel(text.currentPasswordLabel).fill(password);
    await page.getByRole('button', { name: text.twoFactorContinue }).click();
    const secret = await page.getByRole('textbox', { name: text.twoFactorKeyLabel }).inputValue();
    await page.getByLabel(text.twoFactorCodeLabel).fill(codeNow(secret));
    await required.getByRole('button', { name: text.twoFactorTurnOn }).click();
    // The codes stay on show while the page learns that two-factor is on (and lifts the rule).
    await expect(page.getByRole('list', { name: text.recoveryHeading }).getByRole('listitem')).toHaveCount(
      twoFactorLimits.recoveryCodes,
    );
    await page.getByRole('button', { name: text.recoverySaved }).click();
    // On: the whole profile, and the admin page, again.
    await expect(page.getByRole('heading', { name: text.sessionsHeading })).toBeVisible();
    await page.goto('/admin');
    await expect(heading(page)).toHaveText(text.adminTitle);
    expect((await call(page, 'auth-user')).twoFactorRequired).toBe(false);
  } finally {
    await call(page, 'admin-settings-update', { body: { requireTwoFactorForAdmins: false } }).catch(() => {});
  }
});
