/**
 * Turns each part's measurements into rows of the one table and into budget checks. Kept apart
 * from the measuring so the smoke test can check the same rules on tiny runs. The dashboard's
 * sections, measured in Chromium, are ./browser-sections.ts.
 */
import { settingsFor } from '../../infra/route-settings';
import { routeByName, routeKey } from '../../shared/routes';
import { atMost, type BudgetCheck, budgets } from './budgets';
import type { Measured, RouteCalls } from './calls';
import type { LatencyResult } from './latency';
import type { Row } from './report';
import { kb, ms } from './stats';
import type { WebWeight } from './web-assets';

export interface Section {
  rows: Row[];
  checks: BudgetCheck[];
}

export const status = (checks: BudgetCheck[]) =>
  checks.length === 0 ? '' : checks.every((c) => c.ok) ? 'ok' : 'OVER';

export function callsSection(measured: readonly RouteCalls[]): Section {
  const rows: Row[] = [];
  const checks: BudgetCheck[] = [];
  const add = (row: RouteCalls, keyed: boolean, figures: Measured & { budget: number }) => {
    const key = `${routeKey(routeByName(row.route))}${keyed ? ' with Idempotency-Key' : ''}`;
    // A redirect is the route's answer too (the unsubscribe link's GET sends to the site's page).
    const answered = figures.status >= 200 && figures.status < 400;
    // A route that could not be measured is a failure of the bench's promise to measure it.
    const own: BudgetCheck[] = [
      answered
        ? atMost(`${key}: DynamoDB calls`, figures.calls, figures.budget, '', 'infra/route-settings.ts')
        : {
            name: `${key}: answers`,
            actual: figures.status ? `status ${figures.status}` : 'not reached',
            limit: '2xx',
            ok: false,
            where: row.route,
          },
    ];
    checks.push(...own);
    rows.push({
      area: 'calls',
      subject: `${routeKey(routeByName(row.route))} (${row.kind}${keyed ? ', with Idempotency-Key' : ''})`,
      measured: answered
        ? String(figures.calls)
        : figures.status
          ? `status ${figures.status}`
          : 'not reached',
      reference: settingsFor(row.route).ddbCallsWhy ?? '',
      budget: `<= ${figures.budget}`,
      status: status(own),
    });
  };
  for (const row of measured) {
    add(row, false, row);
    if (row.withKey) add(row, true, row.withKey);
  }
  return { rows, checks };
}

const percentiles = (r: LatencyResult) => `p50 ${ms(r.p50)} / p95 ${ms(r.p95)} / p99 ${ms(r.p99)} ms`;

/**
 * Latency rows: bare DynamoDB first, then each route with its p50 as a multiple of the bare
 * GetItem's (one session read) and of the bare Query's (one user's task list) at the same load.
 */
export function latencySection(results: readonly LatencyResult[]): Section {
  const rows: Row[] = [];
  const bare = (subject: string, r: LatencyResult) =>
    results.find((b) => b.subject === subject && b.concurrency === r.concurrency && b.users === r.users);
  for (const r of results) {
    const get = bare('dynamodb GetItem', r);
    const query = bare('dynamodb Query (tasks)', r);
    const isBare = r.subject.startsWith('dynamodb');
    rows.push({
      area: 'latency',
      subject: `${r.subject}, ${r.concurrency} client${r.concurrency === 1 ? '' : 's'}, ${r.users} users`,
      measured: `${percentiles(r)} (${r.requests} req, ${r.throughput.toFixed(0)}/s${r.errors ? `, ${r.errors} errors` : ''})`,
      reference:
        isBare || !get || !query
          ? ''
          : `p50 = ${(r.p50 / get.p50).toFixed(1)}x bare GetItem, ${(r.p50 / query.p50).toFixed(1)}x bare Query`,
      budget: '',
      status: r.errors ? 'ERRORS' : '',
    });
  }
  const checks: BudgetCheck[] = results
    .filter((r) => r.errors > 0)
    .map((r) => ({
      name: `${r.subject} at ${r.concurrency} clients: errors`,
      actual: String(r.errors),
      limit: '0',
      ok: false,
    }));
  return { rows, checks };
}

/** The same route and concurrency with few and with many users in the table. */
export function scaleSection(small: readonly LatencyResult[], large: readonly LatencyResult[]): Section {
  const rows: Row[] = [];
  for (const s of small) {
    const l = large.find((x) => x.subject === s.subject && x.concurrency === s.concurrency);
    if (!l) continue;
    rows.push({
      area: 'scale',
      subject: `${s.subject}, ${s.concurrency} clients`,
      measured: `${l.users} users: p50 ${ms(l.p50)} / p99 ${ms(l.p99)} ms`,
      reference: `${s.users} users: p50 ${ms(s.p50)} / p99 ${ms(s.p99)} ms (p50 x${(l.p50 / s.p50).toFixed(2)})`,
      budget: '',
      status: '',
    });
  }
  return { rows, checks: [] };
}

export function webWeightSection(weight: WebWeight | null): Section {
  if (!weight)
    return {
      rows: [
        {
          area: 'web',
          subject: 'web/dist',
          measured: 'missing (run npm run build)',
          reference: '',
          budget: '',
          status: 'OVER',
        },
      ],
      checks: [{ name: 'web build present', actual: 'missing', limit: 'web/dist/index.html', ok: false }],
    };
  const jsCheck = atMost(
    'initial web JavaScript (gzip)',
    weight.initialJsGzip / 1024,
    budgets.initialWebJsGzipKb,
    ' KB',
    'web/',
  );
  const lazy = weight.assets.filter((a) => !a.initial && a.file.endsWith('.js'));
  // The offline code is kept out of the first download (it loads when the page is idle).
  const offlineInitial = [
    ...weight.offlineChunks.filter((a) => a.initial),
    ...(weight.worker?.initial ? [weight.worker] : []),
  ];
  const offlineCheck: BudgetCheck = {
    name: 'offline code (service worker, its registration, the kept cache) out of the first download',
    actual: !weight.worker
      ? 'no sw.js in the build'
      : offlineInitial.length === 0
        ? 'none initial'
        : offlineInitial.map((a) => a.file).join(', '),
    limit: 'none initial',
    ok: offlineInitial.length === 0 && weight.worker !== null,
    where: 'web/src/main.tsx',
  };
  const offlineGzip =
    (weight.worker?.gzipBytes ?? 0) + weight.offlineChunks.reduce((total, a) => total + a.gzipBytes, 0);
  const rows: Row[] = [
    {
      area: 'web',
      subject: 'initial JavaScript (gzip)',
      measured: `${kb(weight.initialJsGzip)} KB`,
      reference: weight.assets
        .filter((a) => a.initial && a.file.endsWith('.js'))
        .map((a) => `${a.file} ${kb(a.gzipBytes)} KB`)
        .join(', '),
      budget: `<= ${budgets.initialWebJsGzipKb} KB`,
      status: status([jsCheck]),
    },
    {
      area: 'web',
      subject: 'initial CSS (gzip)',
      measured: `${kb(weight.initialCssGzip)} KB`,
      reference: '',
      budget: '',
      status: '',
    },
    {
      area: 'web',
      subject: `lazy chunks (gzip), ${lazy.length} files`,
      measured: `${kb(weight.lazyJsGzip)} KB`,
      reference: lazy.map((a) => `${a.file.replace(/^assets\//, '')} ${kb(a.gzipBytes)}`).join(', '),
      budget: '',
      status: '',
    },
    {
      area: 'web',
      subject: 'offline code (gzip): service worker and lazy chunks, after the first paint',
      measured: `${kb(offlineGzip)} KB`,
      reference:
        [
          weight.worker
            ? `${weight.worker.file} ${kb(weight.worker.gzipBytes)} KB (fetched on registration, when idle)`
            : 'no sw.js',
          ...weight.offlineChunks.map(
            (a) => `${a.file.replace(/^assets\//, '')} ${kb(a.gzipBytes)} KB${a.initial ? ' (INITIAL)' : ''}`,
          ),
        ].join(', ') +
        (weight.offlineChunks.some((a) => a.file.includes('/idb-'))
          ? ''
          : '; lib/idb.ts is inside another chunk'),
      budget: `not initial; initial JS <= ${budgets.initialWebJsGzipKb} KB`,
      status: status([offlineCheck]),
    },
  ];
  return { rows, checks: [jsCheck, offlineCheck] };
}

/** The closing rows: every budget that was crossed, by name and place. */
export function budgetRows(checks: readonly BudgetCheck[]): Row[] {
  const over = checks.filter((c) => !c.ok);
  if (over.length === 0)
    return [
      {
        area: 'budget',
        subject: `all ${checks.length} checks`,
        measured: 'within budget',
        reference: '',
        budget: '',
        status: 'ok',
      },
    ];
  return over.map((c) => ({
    area: 'budget',
    subject: c.name,
    measured: c.actual,
    reference: c.where ?? '',
    budget: c.limit,
    status: 'OVER',
  }));
}
