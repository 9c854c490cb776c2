/**
 * The bench's one table, and docs/performance.md: the table is printed to the terminal and written
 * between two markers in the doc with the machine's description, so the notes around it (what
 * each improvement bought) are kept from run to run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, freemem, platform, release, totalmem } from 'node:os';
import { resolve } from 'node:path';

export interface Row {
  /** functions, calls, latency, scale, web, budget */
  area: string;
  subject: string;
  measured: string;
  /** What the figure is set beside: the empty handler, the doc's promise, bare DynamoDB... */
  reference: string;
  budget: string;
  /** 'ok', 'OVER', or '' when no budget applies. */
  status: string;
}

const columns: Array<[keyof Row, string]> = [
  ['area', 'area'],
  ['subject', 'what'],
  ['measured', 'measured'],
  ['reference', 'beside'],
  ['budget', 'budget'],
  ['status', ''],
];

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

export function markdownTable(rows: readonly Row[]): string {
  const header = `| ${columns.map(([, title]) => title).join(' | ')} |`;
  const rule = `|${columns.map(() => '---').join('|')}|`;
  const body = rows.map((row) => `| ${columns.map(([key]) => escapeCell(row[key])).join(' | ')} |`);
  return [header, rule, ...body].join('\n');
}

/** The machine, as far as it matters for the figures. */
export function machineDescription(): string {
  const cpu = cpus();
  return [
    `${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}`,
    `${(totalmem() / 2 ** 30).toFixed(1)} GiB memory (${(freemem() / 2 ** 30).toFixed(1)} GiB free at the end)`,
    `${platform()} ${release()}`,
    `Node ${process.version}`,
  ].join(', ');
}

export const performanceDoc = resolve(import.meta.dirname, '../../docs/performance.md');
const start = '<!-- bench:start (written by `npm run bench`; edit outside these markers) -->';
const end = '<!-- bench:end -->';

const intro = `# Performance

\`npm run bench\` (scripts/bench/run.ts) measures what users and the AWS bill feel and writes the
table below. Budgets live in scripts/bench/budgets.ts; the bench exits non-zero when a figure
crosses one. \`npm test\` runs a smoke version with tiny sizes (tests/api/bench-smoke.test.ts).

How to read it:
- **functions**: each Lambda bundle as the CDK stack builds it (esbuild, minified ESM, AWS SDK
  bundled), minified and gzipped size, and the median time to import it in a fresh Node process;
  beside it, an empty handler bundled the same way.
- **calls**: DynamoDB calls of one request (counted by the SDK middleware in functions/data/core/client.ts),
  beside the route's budget (ddbCalls in infra/route-settings.ts, with the reason above two).
- **latency**: wall-clock request time on the local stack (gateway, handlers and DynamoDB Local in
  one machine) with the seeded data set, at 1, 10 and 50 concurrent clients; beside it, the route's
  p50 as a multiple of a bare DynamoDB Local GetItem's (one session read) and Query's (one user's
  tasks) measured at the same concurrency in the same run.
- **scale**: the same user's latency with 100 and with 1,000 users in the table.
- **web**: the built SPA's weight (gzipped) and, in Chromium, the dashboard's first visit.

Timings on a shared two-core machine are noisy: compare ratios and orders of magnitude, not the
last digit. Sizes and call counts are exact.
`;

export function writePerformanceDoc(table: string, meta: { machine: string; when: string; took: string }) {
  const generated = [
    start,
    '',
    `Measured ${meta.when} on ${meta.machine}; the run took ${meta.took}.`,
    '',
    table,
    '',
    end,
  ].join('\n');
  const current = existsSync(performanceDoc) ? readFileSync(performanceDoc, 'utf8') : '';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${generated}${current.slice(to + end.length)}`
      : `${intro}\n## Latest run\n\n${generated}\n\n## What each improvement bought\n\n(none recorded yet)\n`;
  writeFileSync(performanceDoc, next);
}
