/**
 * A smoke run of the benchmark suite (scripts/bench) with tiny sizes: every part runs on
 * the real local stack and its figures pass the same rules `npm run bench` applies. The timings
 * themselves are not asserted (noisy); the call counts against each route's budget are.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dashboardSection, repeatVisitSection } from '../../scripts/bench/browser-sections';
import { failures } from '../../scripts/bench/budgets';
import { measureRouteCalls } from '../../scripts/bench/calls';
import { functionsSection, measureFunctions } from '../../scripts/bench/functions-weight';
import { measureLatency } from '../../scripts/bench/latency';
import { markdownTable } from '../../scripts/bench/report';
import {
  budgetRows,
  callsSection,
  latencySection,
  scaleSection,
  webWeightSection,
} from '../../scripts/bench/sections';
import { seedUsers } from '../../scripts/bench/seed';
import { type BenchTarget, benchDocumentClient } from '../../scripts/bench/target';
import { measureWebAssets } from '../../scripts/bench/web-assets';
import { takesIdempotencyKey } from '../../shared/idempotency';
import { routes } from '../../shared/routes';
import { startApi, type TestApi } from '../support/api';

let api: TestApi;
let target: BenchTarget;
beforeAll(async () => {
  api = await startApi();
  target = {
    baseUrl: api.baseUrl,
    dynamoEndpoint: inject('dynamoEndpoint'),
    tableName: api.tableName,
    setupToken: api.setupToken,
  };
});
afterAll(() => api.close());

describe('DynamoDB calls per route', () => {
  it('every product route answers within its budgets, without and with an Idempotency-Key (infra/route-settings.ts)', async () => {
    const measured = await measureRouteCalls(target);
    expect(measured.map((r) => r.route)).toEqual(
      routes.map((r) => r.name).filter((name) => !name.startsWith('burn-')),
    );
    const section = callsSection(measured);
    const broken = section.checks.filter((c) => !c.ok);
    expect(broken.map((c) => `${c.name}: ${c.actual} (limit ${c.limit})`)).toEqual([]);
    // Each route that takes an Idempotency-Key is measured a second time with one (its own row).
    const keyed = measured.filter((r) => r.withKey).map((r) => r.route);
    expect(keyed).toEqual(
      routes.filter((r) => takesIdempotencyKey(r) && !r.name.startsWith('burn-')).map((r) => r.name),
    );
    expect(markdownTable(section.rows).split('\n')).toHaveLength(measured.length + keyed.length + 2);
    // Two rounds over 100 routes, a dozen of them hashing a password (sign-ups, sign-ins, resets,
    // deletions) and two holding the forgotten-password answer 1.5 s: minutes on a loaded machine.
  }, 300_000);
});

describe('latency', () => {
  it('drives the main routes and bare DynamoDB at a tiny load without errors', async () => {
    const db = benchDocumentClient(target.dynamoEndpoint);
    const users = await seedUsers(db, target.tableName, {
      prefix: `smoke_${Date.now().toString(36)}_`,
      count: 3,
      tasksPerUser: 5,
      groupsPerUser: 2,
      teammatesPerUser: 1,
      notificationsPerUser: 2,
    }).finally(() => db.destroy());
    const results = await measureLatency(target, users, { concurrency: 2, requests: 6, usersInTable: 3 });
    expect(results.map((r) => r.subject)).toEqual([
      'dynamodb GetItem',
      'dynamodb Query (tasks)',
      'auth-user',
      'todo-get-groups',
      'todo-get',
      'notification-get-notifications',
      'todo-create',
      'todo-update',
    ]);
    for (const r of results) {
      expect(r, r.subject).toMatchObject({ requests: 6, errors: 0 });
      expect(r.p50).toBeGreaterThan(0);
      expect(r.p99).toBeGreaterThanOrEqual(r.p50);
    }
    expect(latencySection(results).checks).toEqual([]);
    expect(scaleSection(results, results).rows).toHaveLength(results.length);
  });
});

describe('function bundles', () => {
  it('bundles a route as the stack does, beside the empty handler, and imports it in a fresh process', async () => {
    const measured = await measureFunctions({ importRuns: 1, handlers: ['auth/user'] });
    const [user] = measured.functions;
    expect(user).toMatchObject({ handler: 'auth/user', routes: ['auth-user'] });
    // The empty handler is the floor: a real route bundles the SDK, the empty one nothing.
    expect(measured.empty.minified).toBeLessThan(1024);
    expect(user?.minified).toBeGreaterThan(measured.empty.minified * 10);
    expect(user?.gzipped).toBeLessThan(user?.minified ?? 0);
    expect(user?.importMs).toBeGreaterThan(0);
    expect(functionsSection(measured).rows).toHaveLength(1);
  });
});

describe('web weight', () => {
  it('counts index.html and its static imports as initial, dynamic imports as lazy', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
    try {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(
        join(dist, 'index.html'),
        '<script src="/theme.js"></script><script type="module" src="/assets/main.js"></script><link rel="stylesheet" href="/assets/main.css">',
      );
      writeFileSync(join(dist, 'theme.js'), 'void 0;');
      writeFileSync(join(dist, 'assets/main.js'), 'import{a}from"./vendor.js";import("./page.js");');
      writeFileSync(join(dist, 'assets/vendor.js'), `export const a=${JSON.stringify('x'.repeat(5000))};`);
      writeFileSync(join(dist, 'assets/page.js'), 'import{a}from"./vendor.js";export const p=a;');
      writeFileSync(join(dist, 'assets/main.css'), 'body{margin:0}');
      const weight = measureWebAssets(dist);
      expect(weight).not.toBeNull();
      const initial = weight?.assets
        .filter((a) => a.initial)
        .map((a) => a.file)
        .sort();
      expect(initial).toEqual(['assets/main.css', 'assets/main.js', 'assets/vendor.js', 'theme.js']);
      expect(weight?.assets.find((a) => a.file === 'assets/page.js')?.initial).toBe(false);
      expect(weight?.initialCssGzip).toBeGreaterThan(0);
      expect(measureWebAssets(join(dist, 'missing'))).toBeNull();
      // No service worker in this build: the offline row says so and its check fails.
      expect(weight?.worker).toBeNull();
      expect(failures(webWeightSection(weight).checks).map((c) => c.actual)).toEqual([
        'no sw.js in the build',
      ]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('lists the service worker and the offline chunks apart, and fails when one is in the first download', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
    try {
      mkdirSync(join(dist, 'assets'));
      const build = (entry: string) => {
        writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index-a1.js"></script>');
        writeFileSync(join(dist, 'assets/index-a1.js'), entry);
        writeFileSync(
          join(dist, 'assets/service-worker-b2.js'),
          'navigator.serviceWorker.register("/sw.js");',
        );
        writeFileSync(join(dist, 'assets/persisted-cache-c3.js'), `indexedDB.open("teamtodo",1);`);
        writeFileSync(join(dist, 'assets/page-d4.js'), 'export const p=1;');
        writeFileSync(join(dist, 'sw.js'), `self.__WB_MANIFEST=${JSON.stringify('y'.repeat(3000))};`);
        return measureWebAssets(dist);
      };
      const lazy = build(
        'import("./service-worker-b2.js");import("./persisted-cache-c3.js");import("./page-d4.js");',
      );
      expect(lazy?.worker).toMatchObject({ file: 'sw.js', initial: false });
      expect(lazy?.worker?.gzipBytes).toBeGreaterThan(0);
      expect(lazy?.offlineChunks.map((a) => [a.file, a.initial]).sort()).toEqual([
        ['assets/persisted-cache-c3.js', false],
        ['assets/service-worker-b2.js', false],
      ]);
      // The worker is not initial JavaScript, and the offline chunks are not in the initial figure.
      expect(lazy?.initialJsGzip).toBe(lazy?.assets.find((a) => a.file === 'assets/index-a1.js')?.gzipBytes);
      const fine = webWeightSection(lazy);
      expect(failures(fine.checks)).toEqual([]);
      const row = fine.rows.find((r) => r.subject.startsWith('offline code'));
      expect(row?.reference).toContain('sw.js');
      expect(row?.reference).toContain('service-worker-b2.js');
      expect(row?.reference).toContain('persisted-cache-c3.js');
      expect(row?.reference).not.toContain('page-d4.js');
      // A static import of the persisted cache puts the offline code in the first download: over.
      const eager = build('import"./persisted-cache-c3.js";import("./service-worker-b2.js");');
      expect(failures(webWeightSection(eager).checks).map((c) => c.actual)).toEqual([
        'assets/persisted-cache-c3.js',
      ]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('fails the dashboard budget when requests grow with groups or teammates', () => {
    const load = (groups: number, teammates: number, apiRequests: number) => ({
      tasks: 10,
      groups,
      teammates,
      msToTasks: 1,
      msToBoard: 1,
      runs: [1],
      warmUpMs: 1,
      apiRequests,
      requestPaths: [],
      msToSwitch: 1,
      switchRequests: 0,
    });
    expect(failures(dashboardSection(load(20, 10, 6), load(1, 0, 6)).checks)).toEqual([]);
    const grown = dashboardSection(load(20, 10, 16), load(1, 0, 6)).checks;
    expect(failures(grown)).toHaveLength(1);
    expect(budgetRows(grown)[0]?.status).toBe('OVER');
  });

  it('fails the view-switch budgets when a switch is slow or makes a request', () => {
    const base = {
      tasks: 1000,
      groups: 20,
      teammates: 10,
      runs: [1],
      warmUpMs: 1,
      apiRequests: 6,
      requestPaths: [],
      msToBoard: 1,
    };
    const fine = { ...base, msToTasks: 300, msToSwitch: 20, switchRequests: 0 };
    expect(failures(dashboardSection(fine, fine).checks)).toEqual([]);
    const slow = { ...fine, msToTasks: 900, msToSwitch: 80, switchRequests: 4 };
    expect(failures(dashboardSection(slow, fine).checks).map((c) => c.name)).toEqual([
      'dashboard with 1000 tasks shown',
      'view switch with 1000 tasks',
      'API requests of view switches',
    ]);
  });

  it("fails the repeat-visit budget when slow or when a repeat page was not the service worker's", () => {
    const first = {
      tasks: 1000,
      groups: 20,
      teammates: 10,
      msToTasks: 400,
      msToBoard: 100,
      runs: [400],
      warmUpMs: 900,
      apiRequests: 6,
      requestPaths: [],
      msToSwitch: 20,
      switchRequests: 0,
    };
    const repeat = {
      tasks: 1000,
      msToTasks: 150,
      runs: [140, 150, 150, 160, 170],
      wallRuns: [150, 160, 160, 170, 180],
      polledRuns: [200, 210, 220, 230, 240],
      firstVisitMs: 420,
      msToReady: 600,
      controlled: 5,
      fromCache: 5,
    };
    const fine = repeatVisitSection(first, repeat);
    expect(failures(fine.checks)).toEqual([]);
    expect(fine.rows[0]?.measured).toBe('150 ms median of 5');
    expect(fine.rows[0]?.reference).toContain('runs 140, 150, 150, 160, 170 ms');
    const slow = repeatVisitSection(first, { ...repeat, msToTasks: 450, controlled: 4 });
    expect(failures(slow.checks).map((c) => c.name)).toEqual([
      'repeat visit with 1000 tasks shown',
      'repeat visits controlled by the service worker',
    ]);
    expect(slow.rows[0]?.status).toBe('OVER');
  });
});
