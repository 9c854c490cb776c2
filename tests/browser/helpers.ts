/**
 * Helpers of the browser tests: API calls from a signed-in page, teammates, screenshots, held and
 * failed requests, axe, and the dashboard's parts. The people (sign-up, sessions, mail) are in
 * ./people.ts, given here too so that a spec imports its helpers from one place.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { BodyOf, ResponseOf } from '../../shared/contract';
import { labels, ui } from '../../shared/messages/screens';
import { buildPath, type RouteName, routeByName } from '../../shared/routes';
import type { User } from '../../shared/types';

export {
  mailedLink,
  newSession,
  openAs,
  password,
  type Session,
  signOut,
  signUp,
  signUpByApi,
  signUpFast,
  uniqueUsername,
} from './people';

import { signUpFast } from './people';

export interface CallOptions<N extends RouteName> {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: BodyOf<N>;
}

/**
 * Calls the API from the page, with its session cookie, as the web client does (same origin, JSON
 * content type). Throws on a non-2xx answer.
 */
export async function call<N extends RouteName>(
  page: Page,
  name: N,
  options: CallOptions<N> = {},
): Promise<ResponseOf<N>> {
  const route = routeByName(name);
  let path = buildPath(name, options.params);
  if (options.query) path += `?${new URLSearchParams(options.query).toString()}`;
  const result = await page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, text: await response.text() };
    },
    { path, method: route.method, body: options.body as unknown },
  );
  if (result.status < 200 || result.status >= 300) {
    throw new Error(`${route.method} ${path} answered ${result.status}: ${result.text}`);
  }
  return (result.text ? JSON.parse(result.text) : {}) as ResponseOf<N>;
}

/** Makes two signed-in users teammates: `a` sends the request, `b` accepts it. */
export async function makeTeammates(a: Page, aUser: User, b: Page, bUser: User): Promise<void> {
  await call(a, 'notification-send-requests', { body: { toUser: bUser._id } });
  await acceptRequestFrom(b, aUser);
}

/** Accepts, as the page's user, the pending team request `from` sent. */
export async function acceptRequestFrom(page: Page, from: User): Promise<void> {
  const requests = await call(page, 'notification-get-requests');
  const request = requests.find((r) => r.fromUser._id === from._id && !r.isProcessed);
  if (!request) throw new Error('The team request did not arrive');
  await call(page, 'notification-accept', { params: { id: request._id } });
}

const screenshotDir = resolve(import.meta.dirname, '../../test-results/screenshots');

/** Keeps a screenshot of a main state as a test artefact (test-results/screenshots and the report). */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = resolve(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Holds matching requests for `ms` before letting them through (to observe loading states). */
export async function delay(page: Page, pattern: string, ms: number, method?: string): Promise<void> {
  await page.route(pattern, async (route) => {
    if (!method || route.request().method() === method) await new Promise((r) => setTimeout(r, ms));
    await route.fallback();
  });
}

/** Answers matching requests with a server error carrying `message` (to observe rollbacks). */
export async function failWith(page: Page, pattern: string, status = 500, message?: string): Promise<void> {
  await page.route(pattern, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify(message === undefined ? {} : { message }),
    }),
  );
}

/** Creates a user group through the API and shows the dashboard again. */
export async function createGroup(page: Page, name: string) {
  return call(page, 'todo-create-group', { body: { name } });
}

export async function createTask(
  page: Page,
  groupId: string,
  description: string,
  extra: { important?: boolean; dueDay?: string | null } = {},
) {
  return call(page, 'todo-create', { body: { description, groupId, completed: false, ...extra } });
}

/** A toast showing `text` (react-hot-toast renders each as a status region). */
export const toastWith = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first();

/** axe-core (WCAG 2.1 A/AA and best practices) on the page as it is: no violations expected. */
export async function expectNoAxeViolations(
  page: Page,
  state: string,
  options: { exclude?: string[] } = {},
): Promise<void> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => ({
    state,
    id: v.id,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
  expect(summary, JSON.stringify(summary, null, 2)).toEqual([]);
}

/**
 * Holds the next request matching `pattern` until the returned `release` is called (later ones pass
 * straight through): a loading state can then be asserted however slow the machine is, and the test
 * waits no fixed time.
 */
export async function hold(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(pattern, async (route) => {
    if (held) return route.fallback();
    held = true;
    await released;
    await route.fallback();
  });
  return release;
}

/** The dashboard's parts, as its tests find them: the groups' navigation, an entry, the title, rows, the add field. */
export const nav = (page: Page) => page.getByRole('navigation', { name: labels.groups });
export const entry = (page: Page, name: string) => nav(page).getByRole('button', { name, exact: true });
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
export const rows = (page: Page) => page.getByTestId('task-row');
export const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
export const addInput = (page: Page) => page.getByRole('textbox', { name: ui.addTaskPlaceholder });

/**
 * Waits until the app's service worker controls the page (it registers after the first paint; a
 * first visit is controlled from the next navigation, so the page is reloaded once if need be).
 * For specs that allow service workers (`test.use({ serviceWorkers: 'allow' })`).
 */
export async function controlledByWorker(page: Page): Promise<void> {
  // `ready` resolves once the worker is activating; events (a push) reach it only once activated.
  await page.waitForFunction(
    () => navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated'),
    null,
    { timeout: 20_000 },
  );
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The text of the task row holding keyboard focus (undefined when focus is elsewhere). */
export const focusedRowText = (page: Page): Promise<string | null | undefined> =>
  page.evaluate(
    () =>
      document.activeElement?.closest('[data-testid="task-row"]')?.querySelector('.task-text')?.textContent,
  );

/** A signed-in user on a fresh group of the given tasks (created oldest first), selected. */
export async function boardWith(page: Page, name: string, tasks: string[]) {
  const user = await signUpFast(page);
  const group = await createGroup(page, name);
  for (const description of tasks) await createTask(page, group._id, description);
  await page.reload();
  await entry(page, name).click();
  await expect(heading(page)).toHaveText(name);
  return { user, group };
}

/** A signed-in user with 'Water the plants' in 'Chores', repeating weekly from Jan 7, 2030, selected. */
export async function weeklyChore(page: Page) {
  const user = await signUpFast(page);
  const home = await createGroup(page, 'Chores');
  await call(page, 'todo-create', {
    body: {
      description: 'Water the plants',
      groupId: home._id,
      user: user._id,
      due: '2030-01-07T23:59:00.000Z',
      repeat: { rule: 'FREQ=WEEKLY', from: 'due', timeZone: 'UTC' },
    },
  });
  await page.reload();
  await entry(page, 'Chores').click();
}
