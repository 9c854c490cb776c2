/**
 * Browser tests in Debian's Chromium (its headless shell, and the whole browser where a spec needs it)
 * against the local stack (`scripts/local/start.ts`) on a fresh
 * data folder. The test runner builds the web first (`npm run build`); start.ts builds only when no
 * build exists.
 */
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = resolve(import.meta.dirname, '../..');
export const port = Number(process.env.BROWSER_TEST_PORT ?? 3107);
export const baseURL = `http://localhost:${port}`;
/**
 * The stack's data folder, fixed once in the runner's environment so that its workers (which load
 * this file again) name the same folder: a spec reads the setup link the stack wrote there.
 */
process.env.BROWSER_TEST_DATA_DIR ??= resolve(root, `.tmp/browser-data-${Date.now()}`);
export const dataDir = process.env.BROWSER_TEST_DATA_DIR;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const fullBrowserSpecs = ['**/push.spec.ts', '**/offline.spec.ts'];
/**
 * Specs that change the whole site (its owner, sign-up closed to invitations, a second factor required
 * of admins): they run first, one at a time, before the others start two at a time.
 */
const siteSpecs = ['**/accounts.spec.ts', '**/two-factor.spec.ts', '**/burn.spec.ts'];
const headlessShell = { executablePath: '/usr/bin/chromium-headless-shell', args: chromiumArgs };

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '**/*.spec.ts',
  outputDir: resolve(root, 'test-results/browser'),
  fullyParallel: false,
  // Two browsers at a time beside the stack: a test mostly waits (for the stack, a toast, a live
  // update), so two use the two cores where one left them half idle.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // scripts/test/run-all.ts names the JSON report through PLAYWRIGHT_JSON_OUTPUT_NAME.
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? resolve(root, '.tmp/playwright.json') },
    ],
  ],
  use: {
    baseURL,
    // A trace on the retry of a failed test (CI retries once), not recorded for every test: recording
    // one for each test and keeping it on failure took nearly half the browser tests' CPU (docs/testing.md).
    // Locally: --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // The service worker is blocked unless a spec allows it (offline.spec.ts): page.route,
    // which many specs use to fail or hold requests, does not see requests a worker handles.
    serviceWorkers: 'block',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  // Chromium's headless shell (Debian's chromium-headless-shell: the same engine and version without
  // the browser's own layers) takes about a third less CPU per test than the whole browser
  // (docs/testing.md); push messages and the install check need the whole browser.
  projects: [
    { name: 'site', testMatch: siteSpecs, workers: 1, use: { launchOptions: headlessShell } },
    { name: 'chromium', testMatch: fullBrowserSpecs, dependencies: ['site'] },
    {
      name: 'headless-shell',
      testIgnore: [...siteSpecs, ...fullBrowserSpecs],
      dependencies: ['site'],
      use: { launchOptions: headlessShell },
    },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx scripts/local/start.ts',
    cwd: root,
    url: `${baseURL}/`,
    // Notification emails wait 2 s, not 10 minutes, to be seen in the app (notification-emails.spec.ts).
    // Passwords hash at N=2^10, not 2^17 (docs/decisions/0145): every spec signs people up.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NOTIFY_EMAIL_DELAY_SECONDS: '2',
      PASSWORD_HASH_COST: '10',
    },
    // A fresh stack on a fresh data folder, unless asked to reuse one (BROWSER_TEST_REUSE=1, while developing).
    reuseExistingServer: process.env.BROWSER_TEST_REUSE === '1',
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
