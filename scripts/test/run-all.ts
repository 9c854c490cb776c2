/**
 * Runs every test step in order, keeps going after a failure so one run shows everything, and
 * ends with the one line CI reads: `N passed, N failed`. Lint, typecheck, the smoke check and the
 * web build count as one check each (the CloudFormation schema validation is an infra test); the
 * test runners' own counts come from their JSON reports. The API tests run on Node 24, the Lambda
 * runtime (./lambda-node.ts); the smoke check runs on it and on the machine's Node.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startCpuMeter } from './cpu-meter';
import { lambdaNode, lambdaNodeVersion } from './lambda-node';
import { type PhaseTime, suiteTimesFile, writeSuiteTimes } from './suite-times';

const root = resolve(import.meta.dirname, '../..');
const reports = join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const suiteStarted = Date.now();
/** Each step's wall time, written at the end for `npm run bench` (./suite-times.ts). */
const phases: PhaseTime[] = [];

interface Tally {
  passed: number;
  failed: number;
}

/** Each step's CPU beside its wall time (./cpu-meter.ts): near twice the wall keeps both cores busy; far below, it mostly waits. */
const cpuMeter = startCpuMeter();

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const cpuBefore = cpuMeter.read();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = cpuMeter.read();
  const cpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  phases.push({ title, seconds, ok, ...(cpuSeconds === undefined ? {} : { cpuSeconds }) });
  const cpu = cpuSeconds === undefined ? '' : ` (CPU ${cpuSeconds.toFixed(1)} s)`;
  console.log(
    `=== ${title}: ${ok ? 'ok' : `failed (exit ${result.status ?? result.signal})`} in ${seconds.toFixed(1)} s${cpu} ===`,
  );
  return ok;
}

/** Counts from a JSON report; a missing report (the runner crashed) counts as one failure. */
function readCounts(file: string, pick: (report: Record<string, unknown>) => Tally): Tally {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  } catch {
    return { passed: 0, failed: 1 };
  }
}

const total: Tally = { passed: 0, failed: 0 };
const add = (tally: Tally) => {
  total.passed += tally.passed;
  total.failed += tally.failed;
};
const check = (ok: boolean) => add(ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

check(run('lint (biome)', bin('biome'), ['check', '.']));
check(run('typecheck (tsc, every project)', bin('tsc'), ['-b']));

/** Runs vitest with `args` on `node` and counts its tests (a failed run that counted none: one failure). */
function vitest(title: string, node: string | null, reportName: string, args: string[] = []): void {
  const report = join(reports, reportName);
  const vitestArgs = ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const ok = node ? run(title, node, [bin('vitest'), ...vitestArgs]) : run(title, bin('vitest'), vitestArgs);
  const counts = readCounts(report, (r) => ({
    passed: Number(r.numPassedTests ?? 0),
    failed:
      Number(r.numFailedTests ?? 0) + (r.success === false && Number(r.numFailedTests ?? 0) === 0 ? 1 : 0),
  }));
  add(ok || counts.failed > 0 ? counts : { ...counts, failed: counts.failed + 1 });
}

// The unit and infra tests on the machine's Node; the API tests once, on the Lambda runtime's Node
// (docs/decisions/0139): the handlers run there in AWS, and a second run on this Node doubled the
// longest phase of the suite.
vitest('unit and infra tests (vitest)', null, 'vitest.json', [
  '--project',
  'unit',
  '--project',
  'component',
  '--project',
  'infra',
]);

// The smoke check a deployer runs after `cdk deploy` (npm run smoke), here against a fresh local stack,
// on the machine's Node (what `npm start` runs on) and on the Lambda runtime's.
check(run('smoke check (local stack)', bin('tsx'), ['scripts/smoke/local.ts']));

const node24 = lambdaNode(root);
if (node24) {
  vitest(`API tests on Node ${lambdaNodeVersion}`, node24, 'vitest-node24.json', ['--project', 'api']);
  check(run(`smoke check on Node ${lambdaNodeVersion}`, node24, [bin('tsx'), 'scripts/smoke/local.ts']));
} else {
  // Without the Lambda runtime's Node (it could not be installed) the API tests still run, on this one.
  check(false);
  vitest('API tests (vitest)', null, 'vitest-api.json', ['--project', 'api']);
}

const built = run('web build (vite)', bin('vite'), ['build', '--config', 'web/vite.config.ts']);
check(built);

if (built) {
  const playwrightReport = join(reports, 'playwright.json');
  const playwrightOk = run(
    'browser tests (playwright, chromium)',
    bin('playwright'),
    ['test', '--config', 'tests/browser/playwright.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  );
  const playwright = readCounts(playwrightReport, (r) => {
    const stats = (r.stats ?? {}) as Record<string, number>;
    return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
  });
  add(playwrightOk || playwright.failed > 0 ? playwright : { ...playwright, failed: playwright.failed + 1 });
}

writeSuiteTimes(join(root, suiteTimesFile), {
  finishedAt: new Date().toISOString(),
  seconds: (Date.now() - suiteStarted) / 1000,
  passed: total.passed,
  failed: total.failed,
  cpuScope: cpuMeter.scope,
  phases,
});
cpuMeter.close();
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
