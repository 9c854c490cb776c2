/**
 * The calendar in Chromium: a user with 500 tasks due in the current month (every third completed,
 * as ./seed.ts completes them; a day shows three and '+N more') opens the calendar from the dashboard (the sidebar's entry), and the
 * time from the click to the month drawn with all 500 tasks (and the next frame painted) is taken,
 * back and forth between Today and the calendar; the first opening loads the calendar's chunk and is
 * reported apart. The requests those openings make are listed: the calendar reads the groups the
 * dashboard holds, so none reads them again (the sidebar's own reads may revalidate). A first visit straight to `/calendar` is timed for the record.
 */
import type { Browser, Page } from '@playwright/test';
import { newUserContext, signIn } from './browser';
import { atMost, type BudgetCheck, budgets } from './budgets';
import { type Section, status } from './sections';
import type { SeededUser } from './seed';
import { median, ms } from './stats';

export interface CalendarDraw {
  tasks: number;
  /** The first opening: the calendar's chunk is loaded too. */
  firstMs: number;
  /** The later openings, chunk loaded. */
  runs: number[];
  msToMonth: number;
  /** API requests made while the calendar opened (the sidebar's own reads too), and their distinct paths. */
  requests: number;
  requestPaths: string[];
  /** A first visit straight to /calendar: navigation start to the month drawn (page clock). */
  directMs: number;
}

/**
 * In-page: the month drawn with its `tasks` tasks: each drawn, or counted by its day's '+N more'
 * (a day shows three). A string: tsx's helpers are not in the page.
 */
const drawn = (tasks: number) =>
  `document.querySelector('[data-testid="calendar-month"]') && document.querySelectorAll('[data-testid="calendar-entry"]').length + [...document.querySelectorAll('[data-more]')].reduce((sum, more) => sum + Number(more.dataset.more), 0) >= ${tasks}`;

/** In-page: clicks the sidebar's Calendar entry, answers the ms until the month is drawn and painted. */
const openCalendar = (tasks: number): string => `new Promise((resolve, reject) => {
  const link = document.querySelector('nav a[href="/calendar"]');
  if (!link) return reject(new Error('No calendar entry'));
  const start = performance.now();
  link.click();
  const check = () => {
    if (${drawn(tasks)}) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    else requestAnimationFrame(check);
  };
  check();
})`;

const backToToday = `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('nav button')].find((b) => b.textContent.trim() === 'Today');
  if (!button) return reject(new Error('No Today entry'));
  button.click();
  const check = () => (document.querySelector('[data-testid="task-row"]') ? resolve(0) : requestAnimationFrame(check));
  check();
})`;

async function waitForLinks(page: Page) {
  await page.waitForSelector('nav a[href="/calendar"]', { timeout: 60_000 });
  await page.waitForSelector('[data-testid="task-row"]', { timeout: 60_000 });
}

export async function measureCalendar(
  browser: Browser,
  baseUrl: string,
  user: SeededUser,
  tasks: number,
  openings = 6,
): Promise<CalendarDraw> {
  const context = await newUserContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await signIn(page, user);
    await page.goto('/');
    await waitForLinks(page);
    await page.waitForLoadState('networkidle');
    // The requests made while the calendar opens (the sidebar's own reads may revalidate too).
    const paths: string[] = [];
    let opening = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (opening && url.pathname.startsWith('/api/')) paths.push(`${request.method()} ${url.pathname}`);
    });
    const times: number[] = [];
    for (let i = 0; i < openings; i++) {
      // Past SWR's deduping interval (2 s): a read on mount would be sent, not merged with the last.
      await page.waitForTimeout(2100);
      opening = true;
      times.push(await page.evaluate<number>(openCalendar(tasks)));
      await page.waitForLoadState('networkidle');
      opening = false;
      await page.evaluate(backToToday);
    }
    await page.waitForLoadState('networkidle');
    const [firstMs = Number.NaN, ...runs] = times;

    const direct = await context.newPage();
    await direct.goto('/calendar');
    const at = await direct.waitForFunction(
      (count) =>
        document.querySelector('[data-testid="calendar-month"]') &&
        document.querySelectorAll('[data-testid="calendar-entry"]').length +
          [...document.querySelectorAll<HTMLElement>('[data-more]')].reduce(
            (sum, more) => sum + Number(more.dataset.more),
            0,
          ) >=
          count
          ? performance.now()
          : null,
      tasks,
      { timeout: 60_000, polling: 'raf' },
    );
    return {
      tasks,
      firstMs,
      runs,
      msToMonth: median(runs),
      requests: paths.length,
      requestPaths: [...new Set(paths)],
      directMs: (await at.jsonValue()) as number,
    };
  } finally {
    await context.close();
  }
}

export function calendarSection(draw: CalendarDraw): Section {
  const month = atMost(
    `calendar month with ${draw.tasks} due tasks drawn`,
    draw.msToMonth,
    budgets.calendarMonthMs,
    ' ms',
    'web/src/features/calendar',
  );
  const groupReads = draw.requestPaths.filter((path) => path.endsWith('/todo/get-groups')).length;
  const noRequests: BudgetCheck = atMost(
    'reads of the groups when the calendar opens',
    groupReads,
    budgets.calendarRequests,
    '',
    'web/src/features/calendar',
  );
  return {
    rows: [
      {
        area: 'web',
        subject: `Chromium: calendar month with ${draw.tasks} due tasks drawn (from the sidebar)`,
        measured: `${ms(draw.msToMonth)} ms median`,
        reference:
          `runs ${draw.runs.map((t) => ms(t)).join(', ')} ms, click to the month drawn and painted; first opening ` +
          `${ms(draw.firstMs)} ms (its chunk loaded); ${draw.requests} API requests${draw.requestPaths.length ? ` (${draw.requestPaths.join(', ')})` : ''}; a first visit straight to ` +
          `/calendar: ${ms(draw.directMs)} ms from navigation start`,
        budget: `<= ${budgets.calendarMonthMs} ms, 0 reads of the groups`,
        status: status([month, noRequests]),
      },
    ],
    checks: [month, noRequests],
  };
}
