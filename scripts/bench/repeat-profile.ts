/**
 * Where a repeat visit's time goes (docs/performance.md): the bench's repeat-visit set-up
 * (the same seeded user, service worker and kept cache), then `--runs` navigations, each broken down
 * from the page's own clock: the early reads started (web/public/early-reads.js), the app's code run
 * (`app:start`), the kept cache restored (`app:restored`), React's first commit and the first frame
 * with the list. React commits are counted through a stand-in for the devtools hook, each with the
 * rows drawn then. Uses web/dist as built (`npm run build` first).
 *
 *   tsx scripts/bench/repeat-profile.ts [--runs=11] [--trace=/tmp/trace.json] [--cpu=/tmp/repeat.cpuprofile]
 *
 * --trace writes a Chromium trace (main thread: parse, style, layout, scripts) of the last run;
 * --cpu a V8 CPU profile of it (open either in Chromium's DevTools). Both slow the run they record.
 */
import { writeFileSync } from 'node:fs';
import { listShownWatcher, signIn, waitUntilShown } from './browser';
import { startBenchStack } from './local-stack';
import { readyForRepeat } from './repeat-visits';
import { median } from './stats';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option('runs') ?? 11);
const tracePath = option('trace');
const cpuPath = option('cpu');
const tasks = 1000;

/** Document-start code: React commits (time and task rows in the DOM), through the devtools hook React looks for. */
const commitRecorder = `(() => {
  window.__commits = [];
  let renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject() { return ++renderers; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {
      window.__commits.push([performance.now(), document.querySelectorAll('[data-testid="task-row"]').length]);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
})();`;

interface RunBreakdown {
  html: number;
  earlyReads: number;
  appStart: number;
  restored: number;
  firstCommit: number;
  shown: number;
  commits: [number, number][];
}

/** In-page: the run's points, from the page's navigation start. */
const breakdown = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
  return {
    html: nav.responseEnd,
    earlyReads: window.__earlyReads?.startedAt ?? NaN,
    appStart: mark('app:start'),
    restored: mark('app:restored'),
    firstCommit: window.__commits[0]?.[0] ?? NaN,
    commits: window.__commits,
  };
})()`;

async function main() {
  const stack = await startBenchStack();
  const { benchDocumentClient } = await import('./target');
  const { seedUsers } = await import('./seed');
  const { launchChromium } = await import('./browser');
  const { routeByName } = await import('../../shared/routes');
  const db = benchDocumentClient(stack.dynamoEndpoint);
  const browser = await launchChromium();
  try {
    // The bench's busy user (scripts/bench/run.ts): 1,000 tasks in 20 groups, 10 teammates.
    const [user] = await seedUsers(db, stack.tableName, {
      tasksPerUser: 5,
      groupsPerUser: 2,
      notificationsPerUser: 5,
      prefix: `prof_${Date.now().toString(36)}_`,
      count: 11,
      teammatesPerUser: 5,
      firstUser: { tasks, groups: 20 },
    });
    if (!user) throw new Error('Seeding failed');
    const context = await browser.newContext({
      baseURL: stack.baseUrl,
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await signIn(page, user);
    await page.goto('/');
    await waitUntilShown(page, tasks);
    await page.evaluate(readyForRepeat(routeByName('todo-get-groups').path, tasks));
    await context.addInitScript(listShownWatcher(tasks));
    await context.addInitScript(commitRecorder);
    const cdp = await context.newCDPSession(page);
    await page.reload({ waitUntil: 'commit' });
    await waitUntilShown(page, tasks);
    await page.waitForLoadState('networkidle');

    const results: RunBreakdown[] = [];
    for (let i = 0; i < runs; i++) {
      const last = i === runs - 1;
      if (last && tracePath)
        await browser.startTracing(page, {
          path: tracePath,
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'blink.user_timing',
            'loading',
          ],
        });
      if (last && cpuPath) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      await page.goto('/', { waitUntil: 'commit' });
      const answer = await cdp.send('Runtime.evaluate', {
        expression: 'window.__listShownAt',
        awaitPromise: true,
        returnByValue: true,
      });
      const shown = answer.result.value as number;
      if (last && cpuPath) writeFileSync(cpuPath, JSON.stringify((await cdp.send('Profiler.stop')).profile));
      await page.waitForLoadState('networkidle');
      if (last && tracePath) await browser.stopTracing();
      const run = { ...((await page.evaluate(breakdown)) as Omit<RunBreakdown, 'shown'>), shown };
      results.push(run);
      const commits = run.commits.map(([at, rows]) => `${Math.round(at)}:${rows}`).join(' ');
      console.error(`run ${i}: shown ${Math.round(shown)} ms; commits (ms:rows) ${commits}`);
    }
    const segments: [string, (r: RunBreakdown) => number][] = [
      ['index.html from the worker', (r) => r.html],
      ['early-reads.js run', (r) => r.earlyReads],
      ["the app's code run (app:start)", (r) => r.appStart],
      ['kept cache restored (app:restored)', (r) => r.restored],
      ["React's first commit", (r) => r.firstCommit],
      ['first frame with the list (shown)', (r) => r.shown],
    ];
    console.log(`| point, ms from navigation start | median of ${runs} | runs |\n|---|---|---|`);
    for (const [name, at] of segments) {
      const values = results.map(at).filter((v) => !Number.isNaN(v));
      console.log(
        `| ${name} | ${Math.round(median(values))} | ${values.map((v) => Math.round(v)).join(', ')} |`,
      );
    }
    const commitCounts = results.map((r) => r.commits.filter(([at]) => at <= r.shown).length);
    console.log(`React commits up to shown: ${commitCounts.join(', ')}`);
  } finally {
    await browser.close();
    db.destroy();
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
