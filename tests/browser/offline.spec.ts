/**
 * Installable and offline-tolerant. Chromium finds nothing missing to install the app; the
 * service worker serves the shell offline; a signed-in user reopening the app offline sees the last
 * data and the offline indicator; another user signing in on the browser sees none of the first's;
 * a change made on the kept list while the groups are read keeps what that read brings.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { failures, offlineTexts } from '../../shared/messages/screens';
import { buildPath } from '../../shared/routes';
import { controlledByWorker, createTask, hold, row, signOut, signUpFast, uniqueUsername } from './helpers';
import config, { baseURL } from './playwright.config';

test.use({ serviceWorkers: 'allow' });

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
    await controlledByWorker(page);
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
  await controlledByWorker(page);
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
  await controlledByWorker(page);
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

/** Everything the app keeps in IndexedDB, as text (lib/idb.ts: database `teamtodo`, store `kv`). */
const storedText = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('teamtodo', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('kv', 'readonly').objectStore('kv');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            resolve(JSON.stringify({ keys: keys.result, values: values.result }));
            open.result.close();
          };
        };
      }),
  );

test('offline, a reload shows the last data and the offline indicator; visited pages open too', async ({
  page,
  context,
}) => {
  const user = await signUpFast(page);
  const description = `Kept offline ${uniqueUsername('t')}`;
  await createTask(page, 'today', description);
  await page.reload();
  await expect(row(page, description)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(user.username).first()).toBeVisible();
  await page.goto('/');
  await expect(row(page, description)).toBeVisible();
  await controlledByWorker(page);
  // Kept for this user (the cache is written a moment after it changes).
  await expect.poll(() => storedText(page)).toContain(description);
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);

  await context.setOffline(true);
  const groupsFailed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/todo/get-groups'));
  await page.reload();
  await expect(row(page, description)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: offlineTexts.offline })).toBeVisible();
  // The banner speaks for the reads that failed: no red text beside the kept data.
  await groupsFailed;
  await expect(page.getByText(failures.getGroups)).toHaveCount(0);
  await expect(page.getByText(failures.getTeammates)).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByText(user.username).first()).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toHaveText(offlineTexts.offline);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
});

test('another user signing in on the browser sees nothing of the first, and nothing of it is kept', async ({
  page,
}) => {
  const first = await signUpFast(page);
  const secret = `Secret of the first ${uniqueUsername('s')}`;
  await createTask(page, 'today', secret);
  await page.reload();
  await expect(row(page, secret)).toBeVisible();
  await expect.poll(() => storedText(page)).toContain(secret);

  await signOut(page);
  await expect.poll(() => storedText(page)).not.toContain(secret);
  const second = await signUpFast(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect.poll(() => storedText(page)).toContain(second._id);
  const kept = await storedText(page);
  expect(kept).not.toContain(secret);
  expect(kept).not.toContain(first._id);
  // And reloading the second user's page paints nothing of the first from the cache either.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
});

test.describe('a repeat visit', () => {
  // page.route sees every request only without the worker; the kept cache does not need it.
  test.use({ serviceWorkers: 'block' });

  test('draws the kept list before the server says who is signed in, and sends each first read once', async ({
    page,
  }) => {
    await signUpFast(page);
    const description = `Kept for the next visit ${uniqueUsername('k')}`;
    await createTask(page, 'today', description);
    await expect.poll(() => storedText(page)).toContain(description);

    // The user read (started by early-reads.js) is held until the list has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let userReads = 0;
    await page.route('**/api/auth/user', async (route) => {
      userReads += 1;
      await released;
      await route.continue();
    });
    const groupReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/todo/get-groups') groupReads.push(request.url());
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(row(page, description)).toBeVisible();
    expect(userReads).toBe(1);
    await expect(page.getByTestId('auth-spinner')).toHaveCount(0);
    release();
    await page.waitForLoadState('networkidle');
    // The dashboard's read went out once (early-reads.js), not again once the user answered.
    expect(groupReads).toHaveLength(1);
    await expect(row(page, description)).toBeVisible();
  });

  test('a change made on the kept list while the groups are read does not lose what that read brings', async ({
    page,
  }) => {
    await signUpFast(page);
    const kept = `Kept ${uniqueUsername('k')}`;
    await createTask(page, 'today', kept);
    await page.reload();
    await expect.poll(() => storedText(page)).toContain(kept);
    // Added while the page is away (by the API, as another device would): only the next read of the
    // groups brings it.
    await page.goto('about:blank');
    const elsewhere = `Added elsewhere ${uniqueUsername('e')}`;
    const created = await page.request.post(`${baseURL}${buildPath('todo-create')}`, {
      data: { description: elsewhere, groupId: 'today', completed: false },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(created.status()).toBe(201);

    const release = await hold(page, '**/api/todo/get-groups');
    await page.goto('/dashboard');
    await expect(row(page, kept)).toBeVisible();
    // Completed from the kept list while the read is on its way.
    await row(page, kept).getByRole('checkbox').click();
    await expect(row(page, kept).getByRole('checkbox')).toBeChecked();
    release();
    await expect(row(page, elsewhere)).toBeVisible();
    await expect(row(page, kept).getByRole('checkbox')).toBeChecked();
  });
});
