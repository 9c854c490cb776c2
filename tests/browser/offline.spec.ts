/**
 * Issue 25: installable and offline-tolerant. Chromium finds nothing missing to install the app; the
 * service worker serves the shell offline; a signed-in user reopening the app offline sees the last
 * data and the offline indicator; another user signing in on the browser sees none of the first's.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { offlineTexts } from '../../shared/messages';
import config, { baseURL } from './playwright.config';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it registers after the first paint). */
async function controlledBy(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active !== null), null, {
    timeout: 20_000,
  });
  // A first visit is not controlled until the next navigation.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('Chromium reports no installability errors', async () => {
  // Playwright's usual contexts are incognito, which Chromium never installs from: a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'teamtodo-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...config.use?.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/signin');
    await controlledBy(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest names the app, standalone, with a maskable icon', async ({ page }) => {
  await page.goto('/signin');
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link
      ? ((await (await fetch(link.href)).json()) as { display: string; icons: { purpose: string }[] })
      : null;
  });
  expect(manifest?.display).toBe('standalone');
  expect(manifest?.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
});

test('sw.js and the manifest are served without a long cache', async ({ request }) => {
  for (const path of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('the service worker serves the shell offline, on any client route, but never for /api/', async ({
  page,
  context,
}) => {
  await page.goto('/signin');
  await controlledBy(page);
  await context.setOffline(true);
  await page.goto('/signup');
  await expect(page.locator('#root')).not.toBeEmpty();
  const api = await page.evaluate(() =>
    fetch('/api/auth/user').then(
      (r) => r.status,
      () => 'network error',
    ),
  );
  expect(api).toBe('network error');
  await context.setOffline(false);
});

test('a new version is offered quietly, and Reload switches to it', async ({ page }) => {
  await page.goto('/signin');
  await controlledBy(page);
  // A new build: the served worker script changes by a byte (the local server reads web/dist per
  // request), so the browser installs it as an update that waits.
  const workerFile = resolve(import.meta.dirname, '../../web/dist/sw.js');
  const built = readFileSync(workerFile, 'utf8');
  try {
    writeFileSync(workerFile, `${built}\n// next build`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const toast = page.getByTestId('update-toast');
    await expect(toast).toContainText(offlineTexts.newVersion);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(before).toContain('/sw.js');
    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: offlineTexts.reload }).click();
    await reloaded;
    await expect(page.getByTestId('update-toast')).toHaveCount(0);
    // The new worker took over: nothing waits any more.
    await expect
      .poll(() =>
        page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)),
      )
      .toBeNull();
  } finally {
    writeFileSync(workerFile, built);
  }
});
