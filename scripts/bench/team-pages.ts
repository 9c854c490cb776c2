/**
 * The browser pages of the team scenario (./team.ts): a first visit's static files, and a member's
 * page open on a shared list that stamps when each change's message and row reach it.
 */
import type { Browser, Page } from '@playwright/test';
import { newUserContext, signIn, waitUntilShown } from './browser';
import type { SeededUser } from './seed';
import { memberBoard } from './team-seed';

/** The static requests of one first visit and their bytes, as the browser received them. */
export async function firstVisitAssets(browser: Browser, baseUrl: string, user: SeededUser) {
  const context = await newUserContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await signIn(page, user);
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) return;
      sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    });
    await page.goto('/');
    await waitUntilShown(page, memberBoard.tasks, memberBoard.completed);
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
    return { requests: sizes.length, bytes };
  } finally {
    await context.close();
  }
}

/** A member's page open on `listName`, stamping the moment each `team-live-N` (or `team-held-N`) row first shows. */
export async function openOnList(browser: Browser, baseUrl: string, user: SeededUser, listName: string) {
  const context = await newUserContext(browser, baseUrl);
  const page = await context.newPage();
  // Stamps when each change's message reaches the page, before the app handles it: the latency
  // splits into the way there (stream, fan-out, post) and the page's own work (patch, draw).
  await page.addInitScript(`(() => {
    const arrived = {};
    window.liveArrived = arrived;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (event) => {
          const match = /team-(?:live|held)-[0-9]+/.exec(String(event.data));
          if (match && arrived[match[0]] === undefined) arrived[match[0]] = Date.now();
        });
      }
    };
  })();`);
  await signIn(page, user);
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.push(`${request.method()} ${pathname}`);
  });
  await page.goto('/');
  await waitUntilShown(page, memberBoard.tasks, memberBoard.completed);
  await page.getByTestId('shared-groups').getByRole('button', { name: listName, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: listName }).waitFor();
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { liveSeen: Record<string, number> }).liveSeen = seen;
    new MutationObserver(() => {
      for (const row of document.querySelectorAll('[data-testid="task-row"]')) {
        const match = /team-(?:live|held)-\d+/.exec(row.textContent ?? '');
        if (match && seen[match[0]] === undefined) seen[match[0]] = Date.now();
        // A team task's roll call ("3 of 20 done"): when each count first shows.
        const roll = row.querySelector('[data-testid="roll-call"]')?.textContent;
        if (roll && seen[roll] === undefined) seen[roll] = Date.now();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.waitForLoadState('networkidle');
  return { page, close: () => context.close(), reads: () => [...reads] };
}

/** A member's page open on a list (openOnList). */
export type ListPage = Awaited<ReturnType<typeof openOnList>>;

/**
 * When the row of `label` showed on the page, and when its message had arrived there. The page
 * stamps both itself (openOnList), so the bench asks only now and then: polling 19 pages every few
 * milliseconds would take the very cores the pages and the fan-out draw and send on.
 */
export const shownAt = (page: Page, label: string) =>
  page
    .waitForFunction(
      (key) => {
        const w = window as unknown as {
          liveSeen: Record<string, number>;
          liveArrived: Record<string, number>;
        };
        const shown = w.liveSeen[key];
        return shown === undefined ? undefined : { shown, arrived: w.liveArrived[key] ?? Number.NaN };
      },
      label,
      { timeout: 15_000, polling: 250 },
    )
    .then((handle) => handle.jsonValue() as Promise<{ shown: number; arrived: number }>);
