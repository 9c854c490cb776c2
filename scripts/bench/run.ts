/**
 * `npm run bench`: measures the whole product and prints one table, writes it with the
 * machine's description to docs/performance.md, and exits non-zero when a figure crosses a budget
 * of scripts/bench/budgets.ts.
 *
 * Order: the web build (so the gateway serves what is measured), the function bundles, then one
 * local stack on a temp folder for the call counts, the latency runs at 100 and at 1,000 users, and
 * the dashboard in Chromium.
 *
 * The suite's row reports the last `npm test` on this machine (./suite-section.ts).
 *
 * Options: `--only=functions,calls,shared,latency,web,calendar,live,team,reminders,suite` runs some parts; `--no-build` keeps web/dist as is;
 * `--team-pages=N` opens N members' pages for the team's fan-out (19, every other member, by default).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { BudgetCheck } from './budgets';
import { repositoryRoot, startBenchStack, webDist } from './local-stack';
import { machineDescription, markdownTable, type Row, writePerformanceDoc } from './report';
import type { Section } from './sections';

const parts = [
  'functions',
  'calls',
  'shared',
  'latency',
  'web',
  'calendar',
  'live',
  'team',
  'reminders',
  'suite',
] as const;
type Part = (typeof parts)[number];

function chosenParts(argv: string[]): Set<Part> {
  const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (!only) return new Set(parts);
  const chosen = only.split(',').filter((p): p is Part => (parts as readonly string[]).includes(p));
  return new Set(chosen);
}

/** Concurrency levels and requests per level of the latency runs. */
const levels = [
  { concurrency: 1, requests: 200 },
  { concurrency: 10, requests: 500 },
  { concurrency: 50, requests: 1000 },
] as const;

const progress = (written: number, total: number) => log(`seeding: ${written} of ${total} items`);
const log = (message: string) =>
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(): Promise<number> {
  const started = performance.now();
  const chosen = chosenParts(process.argv.slice(2));
  const rows: Row[] = [];
  const checks: BudgetCheck[] = [];
  const add = (section: Section) => {
    rows.push(...section.rows);
    checks.push(...section.checks);
  };

  if ((chosen.has('web') || chosen.has('calendar')) && !process.argv.includes('--no-build')) {
    log('building the web app (npm run build)');
    const vite = join(repositoryRoot, 'node_modules/.bin/vite');
    const build = spawnSync(vite, ['build', '--config', join(repositoryRoot, 'web/vite.config.ts')], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('The web build failed.');
  }

  if (chosen.has('suite')) {
    const { suiteSection } = await import('./suite-section');
    add(suiteSection(repositoryRoot));
  }

  if (chosen.has('functions')) {
    log('bundling every function and timing cold imports');
    const { measureFunctions, functionsSection } = await import('./functions-weight');
    add(functionsSection(await measureFunctions({ importRuns: 5 })));
  }

  if (
    ['calls', 'shared', 'latency', 'web', 'calendar', 'live', 'team', 'reminders'].some((part) =>
      chosen.has(part as Part),
    )
  ) {
    log('starting the local stack on a temp folder');
    const stack = await startBenchStack();
    try {
      // Imported once the handlers' environment is set (the session module reads it at load).
      const { benchDocumentClient } = await import('./target');
      const { seedUsers, fullDataSet } = await import('./seed');
      const sections = await import('./sections');

      if (chosen.has('calls')) {
        log('counting DynamoDB calls per route');
        const { measureRouteCalls } = await import('./calls');
        add(sections.callsSection(await measureRouteCalls(stack)));
      }

      if (chosen.has('shared')) {
        log('reading the board of a member of 0, 5 and 50 shared lists');
        const { measureSharedBoards, sharedBoardsSection } = await import('./shared-lists');
        add(sharedBoardsSection(await measureSharedBoards(stack)));
      }

      if (chosen.has('latency')) {
        const { measureLatency } = await import('./latency');
        const db = benchDocumentClient(stack.dynamoEndpoint);
        try {
          let seedStart = performance.now();
          const first = await seedUsers(db, stack.tableName, { ...fullDataSet, count: 100 }, progress);
          log(
            `seeded 100 users in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; latency at 100 users`,
          );
          const small = await measureLatency(stack, first, {
            concurrency: 10,
            requests: 500,
            usersInTable: 100,
          });
          seedStart = performance.now();
          const rest = await seedUsers(
            db,
            stack.tableName,
            { ...fullDataSet, from: 100, count: 900 },
            progress,
          );
          log(`seeded 900 more users in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
          const everyone = [...first, ...rest];
          const large = [];
          for (const level of levels) {
            log(`latency at 1,000 users, ${level.concurrency} clients`);
            large.push(...(await measureLatency(stack, everyone, { ...level, usersInTable: 1000 })));
          }
          add(sections.latencySection(large));
          add(sections.scaleSection(small, large));
        } finally {
          db.destroy();
        }
      }

      if (chosen.has('web')) {
        const { measureWebAssets } = await import('./web-assets');
        add(sections.webWeightSection(measureWebAssets(webDist)));
        log('loading the dashboard in Chromium');
        const { launchChromium, measureDashboard } = await import('./browser');
        const { measureRepeatVisits } = await import('./repeat-visits');
        const browserSections = await import('./browser-sections');
        const db = benchDocumentClient(stack.dynamoEndpoint);
        const browser = await launchChromium();
        try {
          const prefix = `web_${Date.now().toString(36)}_`;
          const common = { tasksPerUser: 5, groupsPerUser: 2, notificationsPerUser: 5 };
          const [busy] = await seedUsers(db, stack.tableName, {
            ...common,
            prefix: `${prefix}a`,
            count: 11,
            teammatesPerUser: 5,
            firstUser: { tasks: 1000, groups: 20 },
          });
          const [plain] = await seedUsers(db, stack.tableName, {
            ...common,
            prefix: `${prefix}b`,
            count: 1,
            teammatesPerUser: 0,
            firstUser: { tasks: 1000, groups: 1 },
          });
          if (!busy || !plain) throw new Error('seeding the browser users failed');
          const loaded = await measureDashboard(browser, stack.baseUrl, busy, {
            tasks: 1000,
            groups: 20,
            teammates: 10,
          });
          const baseline = await measureDashboard(
            browser,
            stack.baseUrl,
            plain,
            { tasks: 1000, groups: 1, teammates: 0 },
            1,
          );
          add(browserSections.dashboardSection(loaded, baseline));
          log('the repeat visit: service worker and kept cache');
          add(
            browserSections.repeatVisitSection(
              loaded,
              await measureRepeatVisits(browser, stack.baseUrl, busy, 1000),
            ),
          );
        } finally {
          await browser.close();
          db.destroy();
        }
      }

      if (chosen.has('calendar')) {
        log('the calendar in Chromium: a month of 500 due tasks');
        const { launchChromium } = await import('./browser');
        const { measureCalendar, calendarSection } = await import('./calendar');
        const db = benchDocumentClient(stack.dynamoEndpoint);
        const browser = await launchChromium();
        try {
          // The current month: the calendar opens on it.
          const [user] = await seedUsers(db, stack.tableName, {
            prefix: `cal_${Date.now().toString(36)}_`,
            count: 1,
            tasksPerUser: 0,
            groupsPerUser: 2,
            teammatesPerUser: 0,
            notificationsPerUser: 0,
            firstUser: { tasks: 500, groups: 5, dueMonth: new Date().toISOString().slice(0, 7) },
          });
          if (!user) throw new Error('seeding the calendar user failed');
          add(calendarSection(await measureCalendar(browser, stack.baseUrl, user, 500)));
        } finally {
          await browser.close();
          db.destroy();
        }
      }

      if (chosen.has('live')) {
        log('live updates: from a write to the other page showing it, in Chromium');
        const { launchChromium } = await import('./browser');
        const { measureLiveLatency, liveSection } = await import('./live-latency');
        const browser = await launchChromium();
        try {
          add(liveSection(await measureLiveLatency(browser, stack, { changes: 25 })));
        } finally {
          await browser.close();
        }
      }

      if (chosen.has('team')) {
        log('a team of 20 with 5 shared lists: first visit, fan-out and the bill');
        const { launchChromium } = await import('./browser');
        const { measureTeam } = await import('./team');
        const { teamSection } = await import('./team-sections');
        const pages = Number(
          process.argv.find((a) => a.startsWith('--team-pages='))?.slice('--team-pages='.length) ?? 19,
        );
        // Then as many as this 2-core machine draws within the budget (./team-sections.ts).
        const heldPages = Number(
          process.argv.find((a) => a.startsWith('--team-held-pages='))?.slice('--team-held-pages='.length) ??
            12,
        );
        const browser = await launchChromium();
        try {
          add(teamSection(await measureTeam(browser, stack, { pages, heldPages, changes: 10 }, log)));
        } finally {
          await browser.close();
        }
      }

      if (chosen.has('reminders')) {
        log('reminders: lateness after remindAt with the local poller');
        const { measureReminderLateness, reminderSection } = await import('./reminder-lateness');
        add(reminderSection(await measureReminderLateness(stack, { count: 24 })));
        log('reminders: the daily digest run, 200 users');
        const { measureDigestCost, digestSection } = await import('./digest-cost');
        add(digestSection(await measureDigestCost(stack, { users: 200 })));
      }
    } finally {
      await stack.stop();
    }
  }

  const { budgetRows } = await import('./sections');
  rows.push(...budgetRows(checks));
  const table = markdownTable(rows);
  console.log(table);
  const seconds = (performance.now() - started) / 1000;
  if (chosen.size === parts.length) {
    writePerformanceDoc(table, {
      machine: machineDescription(),
      when: new Date().toISOString().slice(0, 16).replace('T', ' '),
      took: `${Math.round(seconds)} s`,
    });
    log('wrote docs/performance.md');
  } else log('a partial run: docs/performance.md left as it was');
  const over = checks.filter((c) => !c.ok);
  log(
    `${checks.length - over.length} budget checks within budget, ${over.length} over; ${seconds.toFixed(0)} s`,
  );
  return over.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
