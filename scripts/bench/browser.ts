/**
 * The dashboard in Chromium (Debian's /usr/bin/chromium, started as the browser tests start it):
 * time from navigation to the dashboard showing all of a user's tasks, and the API requests the
 * dashboard makes on load. A fresh browser context per run, so each load is a first visit (empty
 * HTTP cache), signed in beforehand through the API. The repeat visit is ./repeat-visits.ts.
 *
 * Every context allows service workers (the browser tests block them; the bench measures the
 * product as users get it, and the first visit registers the worker too, when idle).
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
  /** Median milliseconds from navigation start to the board's answer fully received (the page's clock). */
  msToBoard: number;
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
  // The last row of the last list (the 'Completed (N)' section, open by default, drawn just after
  // the first render) is drawn: scrolled to the end on each check, as the section may come later.
  await page.waitForFunction(
    (count) => {
      const scroller = document.querySelector('.task-scroll');
      if (scroller) scroller.scrollTop = scroller.scrollHeight;
      return document.querySelector(
        `[data-testid="task-row"][aria-posinset="${count}"][aria-setsize="${count}"]`,
      );
    },
    lastListSize,
    { timeout: 10_000 },
  );
  await page.evaluate(() => document.querySelector('.task-scroll')?.scrollTo({ top: 0 }));
}

/** Sign-in from a same-origin page, so the session cookie is the server's own (as after the sign-in form). */
export async function signIn(page: Page, user: SeededUser): Promise<void> {
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
}

/**
 * The selector of 'shown' (waitUntilShown): the open tasks' list drawn with its first row, counting
 * every open task (`completed` of the `tasks` are not: by default as ./seed.ts completes them).
 */
export const shownSelector = (tasks: number, completed = seededCompletedCount(tasks)) =>
  `[data-testid="task-row"][aria-posinset="1"][aria-setsize="${tasks - completed}"]`;

/**
 * Shown: the open tasks' list is drawn with its first row and counts every open task (the list
 * draws the rows in view only, so a screenful is what a user sees of it); the completed ones follow
 * in their own section. Answers the page's clock (ms since its navigation start) then.
 */
export async function waitUntilShown(page: Page, tasks: number, completed?: number): Promise<number> {
  const shown = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : null),
    shownSelector(tasks, completed),
    { timeout: 120_000, polling: 'raf' },
  );
  return (await shown.jsonValue()) as number;
}

/**
 * Document-start code for the repeat visits: `window.__listShownAt` resolves with the page's clock
 * in the first animation frame whose DOM holds the list as 'shown' means it. The page times itself:
 * Playwright's waitForFunction can only start polling once `goto` has returned and its script is
 * injected into the new page, and on a repeat visit that came 60 to 110 ms after the frame that drew
 * the list (measured: the same navigations timed both ways). The bench reads it over one CDP
 * `Runtime.evaluate` (no script injected into the page). A string: tsx's helpers are not in the page.
 */
export const listShownWatcher = (tasks: number): string => `(() => {
  window.__listShownAt = new Promise((resolve) => {
    const frame = () =>
      document.querySelector(${JSON.stringify(shownSelector(tasks))}) ? resolve(performance.now()) : requestAnimationFrame(frame);
    requestAnimationFrame(frame);
  });
})();`;

/** A browser context as a user's: signed-out, empty caches, service workers allowed. */
export const newUserContext = (browser: Browser, baseUrl: string) =>
  browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
  });

export async function launchChromium(): Promise<Browser> {
  const launchOptions = playwrightConfig.use?.launchOptions ?? {};
  return chromium.launch({ ...launchOptions, executablePath: '/usr/bin/chromium' });
}

/** A user's board as the bench seeded it: its tasks, and how many are completed when not as ./seed.ts completes them. */
export interface BoardSize {
  tasks: number;
  completed?: number;
}

/** One first visit of the dashboard as `user`; answers the time to `tasks` rows and the API requests made. */
async function loadOnce(browser: Browser, baseUrl: string, user: SeededUser, board: BoardSize) {
  const { tasks } = board;
  const completed = board.completed ?? seededCompletedCount(tasks);
  const context = await newUserContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await signIn(page, user);
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    const start = performance.now();
    await page.goto('/');
    await waitUntilShown(page, tasks, completed);
    const ms = performance.now() - start;
    // When the board's answer had fully arrived, on the page's clock (the rest is parsing and drawing).
    const boardAt = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry): entry is PerformanceResourceTiming => entry.name.includes('/api/todo/get-groups'))
          ?.responseEnd ?? Number.NaN,
    );
    await expectEveryRowReachable(page, completed);
    await page.waitForLoadState('networkidle');
    const loadRequests = requests.length;
    const switchMs: number[] = [];
    for (const name of switches) switchMs.push(await page.evaluate<number>(switchTo(name)));
    await page.waitForLoadState('networkidle');
    return {
      ms,
      boardAt,
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
  sizes: { tasks: number; completed?: number; groups: number; teammates: number },
  runs = 3,
  /** Run before each load (the team bench empties the functions' kept lists). */
  beforeLoad: () => void = () => undefined,
): Promise<DashboardLoad> {
  const times: number[] = [];
  const boardTimes: number[] = [];
  const switchTimes: number[] = [];
  let switchRequests = 0;
  let requests: string[] = [];
  // One load first, reported apart and left out of the median: the first request to each route
  // imports its handler and warms the JIT of Node and DynamoDB Local (a Lambda cold start, not what
  // a user's first visit to a running stack costs). Every load is still a first visit for the browser.
  beforeLoad();
  const warmUp = await loadOnce(browser, baseUrl, user, sizes);
  for (let i = 0; i < runs; i++) {
    beforeLoad();
    const load = await loadOnce(browser, baseUrl, user, sizes);
    times.push(load.ms);
    boardTimes.push(load.boardAt);
    switchTimes.push(...load.switchMs);
    switchRequests += load.switchRequests;
    requests = load.requests;
  }
  const distinct = [...new Set(requests)];
  return {
    ...sizes,
    msToTasks: median(times),
    msToBoard: median(boardTimes),
    runs: times,
    warmUpMs: warmUp.ms,
    apiRequests: requests.length,
    requestPaths: distinct,
    msToSwitch: median(switchTimes),
    switchRequests,
  };
}
