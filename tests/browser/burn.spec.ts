/**
 * The load-test controls on the own profile, an admin's: 'Burn Memory' and 'Burn RPS' completing
 * with their results, their error toasts, and routes turned off while shown (404). Who sees them (a
 * deployment without the routes shows none, a member never does) is a component test
 * (web/src/app/ProfilePage.test.tsx).
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { profileLabels, toasts, ui } from '../../shared/messages/screens';
import { serverErrors } from '../../shared/messages/server';
import { validation } from '../../shared/messages/validation';
import { delay, expectNoAxeViolations, failWith, keepScreenshot, signUpByApi, toastWith } from './helpers';
import { madeAdmin } from './site-owner';

/** A new admin of the deploy, signed in on `page`. */
async function signUpAdmin(page: Page, browser: Browser) {
  const admin = await signUpByApi(page);
  await madeAdmin(page, browser, admin);
  return admin;
}

test('burn memory and burn RPS complete with their summaries', async ({ page, browser }, testInfo) => {
  await signUpAdmin(page, browser);
  await page.goto('/profile');
  const memory = page.getByRole('form', { name: ui.burnMemory });
  const rps = page.getByRole('form', { name: ui.burnRps });
  const size = memory.getByLabel(profileLabels.burnMemorySize);
  await expect(size).toHaveAttribute('placeholder', profileLabels.burnMemoryPlaceholder);
  await expect(size).toHaveAttribute('max', '400');
  await expect(rps.getByLabel(profileLabels.burnRpsCount)).toHaveAttribute(
    'placeholder',
    profileLabels.burnRpsPlaceholder,
  );

  // Over the maximum: refused before any request.
  await size.fill('401');
  await memory.getByRole('button', { name: ui.burnMemory }).click();
  await expect(memory.getByRole('alert')).toHaveText(validation.burnSizeInvalid);

  await size.fill('4');
  await memory.getByRole('button', { name: ui.burnMemory }).click();
  // The server's answer (functions/burn/memory.ts) names the size it burnt.
  await expect(page.getByTestId('burn-memory-result')).toContainText(/\b4 MB\b/);
  await expect(memory.getByRole('alert')).toHaveCount(0);

  // 12 requests at 5 ms spacing; each held 400 ms so the progress bar can be seen.
  const times: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/burn/rps')) times.push(Date.now());
  });
  await delay(page, '**/burn/rps', 400);
  await rps.getByLabel(profileLabels.burnRpsCount).fill('12');
  await rps.getByRole('button', { name: ui.burnRps }).click();
  await expect(page.getByRole('progressbar', { name: profileLabels.burnRpsProgress })).toBeVisible();
  const result = page.getByTestId('burn-rps-result');
  await expect(result).toContainText(profileLabels.burnRpsSummary(12, 0));
  await expect(result).toContainText(/Latency p50 \d+ ms, p95 \d+ ms, p99 \d+ ms/);
  await expect(page.getByRole('progressbar', { name: profileLabels.burnRpsProgress })).toHaveCount(0);
  expect(times).toHaveLength(12);
  // Fired without waiting for answers: all 12 left before the first (held 400 ms) could return.
  expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeLessThan(400);
  await expectNoAxeViolations(page, 'load-test results');
  await keepScreenshot(page, testInfo, 'load-test');
});

test('burn errors show their toasts; routes that are off say so (dark theme)', async ({ page, browser }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signUpAdmin(page, browser);
  await page.goto('/profile');
  const memory = page.getByRole('form', { name: ui.burnMemory });
  const rps = page.getByRole('form', { name: ui.burnRps });
  // The controls show once the deployment said it has the routes (their probe answered).
  await expect(memory.getByRole('button', { name: ui.burnMemory })).toBeEnabled();

  await failWith(page, '**/burn/**', 500);
  await memory.getByLabel(profileLabels.burnMemorySize).fill('2');
  await memory.getByRole('button', { name: ui.burnMemory }).click();
  await expect(toastWith(page, toasts.burnMemoryFailed)).toBeVisible();
  await rps.getByLabel(profileLabels.burnRpsCount).fill('3');
  await rps.getByRole('button', { name: ui.burnRps }).click();
  await expect(toastWith(page, toasts.burnRpsFailed)).toBeVisible();
  await expect(page.getByTestId('burn-rps-result')).toContainText(profileLabels.burnRpsSummary(0, 3));

  // A deployment with the load-test routes off answers 404 (functions/burn/lib/enabled.ts).
  await page.unroute('**/burn/**');
  await failWith(page, '**/burn/**', 404, serverErrors.routeNotFound);
  await rps.getByLabel(profileLabels.burnRpsCount).fill('');
  await rps.getByRole('button', { name: ui.burnRps }).click();
  await expect(page.getByText(profileLabels.burnRoutesOff)).toBeVisible();
  await expect(memory.getByRole('button', { name: ui.burnMemory })).toBeDisabled();
  await expect(rps.getByRole('button', { name: ui.burnRps })).toBeDisabled();
  await expectNoAxeViolations(page, 'load-test off');
});
