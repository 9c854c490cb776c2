/**
 * The repeat visit of the dashboard in Chromium: in one context, once the service worker controls
 * the page and the SWR cache is kept in IndexedDB, the time from navigation start to the same list
 * the first visit (./browser.ts) waits for.
 */
import type { Browser } from '@playwright/test';
import { routeByName } from '../../shared/routes';
import { listShownWatcher, newUserContext, signIn, waitUntilShown } from './browser';
import type { SeededUser } from './seed';
import { median } from './stats';

/** What a repeat visit of the dashboard costs once the service worker and the kept cache are in place. */
export interface RepeatVisits {
  tasks: number;
  /** Median milliseconds from navigation start (the page's time origin) to the same 'shown' as the first visit. */
  msToTasks: number;
  /** Each repeat navigation's time, in-page from navigation start to the first frame with the list (the page times itself). */
  runs: number[];
  /** The same runs timed from the bench's side (goto issued to the page's answer). */
  wallRuns: number[];
  /** The same runs as Playwright's polling (the first visit's way) finds the list, in-page from navigation start: later by its lag. */
  polledRuns: number[];
  /** The first visit in this context (timed as the first-visit row), before anything was kept. */
  firstVisitMs: number;
  /** Milliseconds after that first 'shown' until the worker was active and IndexedDB held every task. */
  msToReady: number;
  /** Repeat navigations whose page the service worker controlled (all of them, or the figure is not what it says). */
  controlled: number;
  /** Repeat navigations that drew the list before the groups' read answered (so from the kept cache). */
  fromCache: number;
}

/**
 * In-page code: resolves once the service worker is active (registered by the app when idle after
 * load, web/src/main.tsx) and the kept SWR cache (web/src/session/persisted-cache.ts, lib/idb.ts)
 * holds the groups' read with all `tasks` tasks; rejects after 30 s. Opens the app's database as the
 * app does (same version, same store), so it never creates one the app could not use.
 */
export const readyForRepeat = (
  groupsKey: string,
  tasks: number,
): string => `new Promise((resolve, reject) => {
  const deadline = performance.now() + 30000;
  const retry = (why) => performance.now() > deadline ? reject(new Error('Not ready for a repeat visit: ' + why)) : setTimeout(check, 50);
  const kept = () => new Promise((done) => {
    const open = indexedDB.open('teamtodo', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('kv');
    open.onerror = () => done(-1);
    open.onsuccess = () => {
      const db = open.result;
      const store = db.transaction('kv').objectStore('kv');
      const owner = store.get('swr-owner');
      owner.onsuccess = () => {
        if (!owner.result) { db.close(); return done(0); }
        const entries = store.get('swr:' + owner.result);
        entries.onsuccess = () => {
          db.close();
          const groups = (entries.result || []).find((entry) => entry[0] === ${JSON.stringify(groupsKey)});
          done(groups ? groups[1].reduce((n, group) => n + group.todo.length, 0) : 0);
        };
      };
    };
  });
  const check = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration || !registration.active) return retry('no active service worker');
    const count = await kept();
    if (count !== ${tasks}) return retry('IndexedDB holds ' + count + ' of ${tasks} tasks');
    resolve(performance.now());
  };
  check();
})`;

/**
 * The repeat visit, in one context: a first visit as above, then, once the service worker
 * is active and IndexedDB holds the whole list, an untimed reload (the first page was not controlled:
 * the worker waits for the next navigation), then `runs` navigations to the dashboard, each timed
 * in-page from navigation start to the list shown.
 */
export async function measureRepeatVisits(
  browser: Browser,
  baseUrl: string,
  user: SeededUser,
  tasks: number,
  runs = 5,
): Promise<RepeatVisits> {
  const context = await newUserContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await signIn(page, user);
    const start = performance.now();
    await page.goto('/');
    const firstShown = await waitUntilShown(page, tasks);
    const firstVisitMs = performance.now() - start;
    const readyAt = await page.evaluate<number>(readyForRepeat(routeByName('todo-get-groups').path, tasks));
    const msToReady = readyAt - firstShown;
    // From here on every document of the context times its own 'shown' (the first visit above is not).
    await context.addInitScript(listShownWatcher(tasks));
    const cdp = await context.newCDPSession(page);
    await page.reload({ waitUntil: 'commit' });
    await waitUntilShown(page, tasks);
    await page.waitForLoadState('networkidle');
    const times: number[] = [];
    const wallTimes: number[] = [];
    const polledTimes: number[] = [];
    let controlled = 0;
    let fromCache = 0;
    for (let i = 0; i < runs; i++) {
      const wallStart = performance.now();
      await page.goto('/', { waitUntil: 'commit' });
      // Beside it, for the record, the bench's usual polling (the first visit's) on the same page.
      const polled = waitUntilShown(page, tasks);
      const answer = await cdp.send('Runtime.evaluate', {
        expression: 'window.__listShownAt',
        awaitPromise: true,
        returnByValue: true,
        timeout: 120_000,
      });
      if (typeof answer.result.value !== 'number')
        throw new Error(
          `The page did not time its list: ${JSON.stringify(answer.exceptionDetails ?? answer.result)}`,
        );
      times.push(answer.result.value);
      wallTimes.push(performance.now() - wallStart);
      polledTimes.push(await polled);
      // Was this page the worker's, and did the list come before the groups' answer (from the kept cache)?
      const seen = await page.evaluate((groupsPath) => {
        const answered = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
          (entry) => new URL(entry.name).pathname === groupsPath,
        );
        return {
          controlled: navigator.serviceWorker.controller !== null,
          groupsAnsweredAt: answered ? answered.responseEnd : null,
        };
      }, routeByName('todo-get-groups').path);
      if (seen.controlled) controlled++;
      const shownAt = times[times.length - 1] as number;
      if (seen.groupsAnsweredAt === null || seen.groupsAnsweredAt > shownAt) fromCache++;
      // The revalidation and the cache's write settle before the next navigation.
      await page.waitForLoadState('networkidle');
    }
    return {
      tasks,
      msToTasks: median(times),
      runs: times,
      wallRuns: wallTimes,
      polledRuns: polledTimes,
      firstVisitMs,
      msToReady,
      controlled,
      fromCache,
    };
  } finally {
    await context.close();
  }
}
