/**
 * The dashboard in Chromium (Debian's /usr/bin/chromium, started as the browser tests start it):
 * time from navigation to the dashboard showing all of a user's tasks, and the API requests the
 * dashboard makes on load. A fresh browser context per run, so each load is a first visit (empty
 * HTTP cache), signed in beforehand through the API.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { routeByName } from '../../shared/routes';
import playwrightConfig from '../../tests/browser/playwright.config';
import { type SeededUser, seededCompletedCount, seedPassword } from './seed';
import { median } from './stats';

export interface DashboardLoad {
  /** Tasks the user has (all created today, so the default "Today" view lists every one). */
  tasks: number;
  groups: number;
  teammates: number;
  /** Median milliseconds from navigation start to the task list drawn (its first screenful, counting every task). */
  msToTasks: number;
  runs: number[];
  /** The untimed warm-up load before the runs (cold handlers and JIT), for the record. */
  warmUpMs: number;
  /** Distinct API requests (method and path) made on load, until the network was idle. */
  apiRequests: number;
  requestPaths: string[];
  /** Median milliseconds from a click on a sidebar entry to its list painted (Today and Important, back and forth). */
  msToSwitch: number;
  /** API requests made by all the view switches of all runs (every view is computed from the groups). */
  switchRequests: number;
}

/** The views switched between, in order, after the dashboard shows: every task is important and created today. */
const switches = ['Important', 'Today', 'Planned', 'Today'] as const;

/**
 * In-page code: clicks the sidebar entry named `name` and answers the milliseconds until the pane's
 * heading shows it and the next frame has painted (so the list below it is rendered too). A string,
 * not a function: the bench runs under tsx, whose transform adds helpers a page does not have.
 */
const switchTo = (name: string): string => `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('nav button')].find((b) => b.textContent.trim() === ${JSON.stringify(name)});
  if (!button) return reject(new Error('No sidebar entry ' + ${JSON.stringify(name)}));
  const start = performance.now();
  button.click();
  const check = () => {
    if (document.querySelector('h1')?.textContent === ${JSON.stringify(name)})
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    else requestAnimationFrame(check);
  };
  check();
})`;

/** Not timed: scrolling the list to its end draws its last task, so every task is in it. */
async function expectEveryRowReachable(page: Page, lastListSize: number): Promise<void> {
  await page.evaluate(() => {
    const scroller = document.querySelector('.task-scroll');
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  });
  // The last row of the last list (the 'Completed (N)' section, open by default) is drawn.
  await page.waitForFunction(
    (count) =>
      document.querySelector(`[data-testid="task-row"][aria-posinset="${count}"][aria-setsize="${count}"]`),
    lastListSize,
    { timeout: 10_000 },
  );
  await page.evaluate(() => document.querySelector('.task-scroll')?.scrollTo({ top: 0 }));
}

export async function launchChromium(): Promise<Browser> {
  const launchOptions = playwrightConfig.use?.launchOptions ?? {};
  return chromium.launch({ ...launchOptions, executablePath: '/usr/bin/chromium' });
}

/** One first visit of the dashboard as `user`; answers the time to `tasks` rows and the API requests made. */
async function loadOnce(browser: Browser, baseUrl: string, user: SeededUser, tasks: number) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // Sign in from a same-origin page, so the session cookie is the server's own (as after the sign-in form).
    await page.goto('/favicon.svg');
    const status = await page.evaluate(
      async ({ path, body }) =>
        (
          await fetch(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { path: routeByName('auth-signin').path, body: { username: user.username, password: seedPassword } },
    );
    if (status !== 200) throw new Error(`Sign-in of ${user.username} answered ${status}`);
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    const start = performance.now();
    await page.goto('/');
    // Shown: the open tasks' list is drawn with its first row and counts every open task (the list
    // draws the rows in view only, so a screenful is what a user sees of it); the completed ones
    // follow in their own section (issue 23).
    const completed = seededCompletedCount(tasks);
    await page.waitForFunction(
      (count) =>
        document.querySelector(`[data-testid="task-row"][aria-posinset="1"][aria-setsize="${count}"]`),
      tasks - completed,
      { timeout: 120_000, polling: 'raf' },
    );
    const ms = performance.now() - start;
    await expectEveryRowReachable(page, completed);
    await page.waitForLoadState('networkidle');
    const loadRequests = requests.length;
    const switchMs: number[] = [];
    for (const name of switches) switchMs.push(await page.evaluate<number>(switchTo(name)));
    await page.waitForLoadState('networkidle');
    return {
      ms,
      requests: requests.slice(0, loadRequests),
      switchMs,
      switchRequests: requests.length - loadRequests,
    };
  } finally {
    await context.close();
  }
}

export async function measureDashboard(
  browser: Browser,
  baseUrl: string,
  user: SeededUser,
  sizes: { tasks: number; groups: number; teammates: number },
  runs = 3,
): Promise<DashboardLoad> {
  const times: number[] = [];
  const switchTimes: number[] = [];
  let switchRequests = 0;
  let requests: string[] = [];
  // One load first, reported apart and left out of the median: the first request to each route
  // imports its handler and warms the JIT of Node and DynamoDB Local (a Lambda cold start, not what
  // a user's first visit to a running stack costs). Every load is still a first visit for the browser.
  const warmUp = await loadOnce(browser, baseUrl, user, sizes.tasks);
  for (let i = 0; i < runs; i++) {
    const load = await loadOnce(browser, baseUrl, user, sizes.tasks);
    times.push(load.ms);
    switchTimes.push(...load.switchMs);
    switchRequests += load.switchRequests;
    requests = load.requests;
  }
  const distinct = [...new Set(requests)];
  return {
    ...sizes,
    msToTasks: median(times),
    runs: times,
    warmUpMs: warmUp.ms,
    apiRequests: requests.length,
    requestPaths: distinct,
    msToSwitch: median(switchTimes),
    switchRequests,
  };
}
