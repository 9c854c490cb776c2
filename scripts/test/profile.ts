/**
 * Where the last `npm test` spent its time (docs/testing.md): each step's wall and CPU time, each
 * test file's time, and the slowest tests, from the JSON reports scripts/test/run-all.ts keeps in
 * .tmp/reports and the step times in .tmp/suite-times.json.
 *   node_modules/.bin/tsx scripts/test/profile.ts [--top=30]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { readSuiteTimes, suiteTimesFile } from './suite-times';

const root = resolve(import.meta.dirname, '../..');
const reports = join(root, '.tmp/reports');
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 30);

interface Timed {
  name: string;
  seconds: number;
}

interface VitestReport {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; duration?: number | null }[];
  }[];
}

interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

const read = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

function vitestTimes(file: string): { files: Timed[]; tests: Timed[] } {
  const report = read<VitestReport>(join(reports, file));
  if (!report) return { files: [], tests: [] };
  const files = report.testResults.map((result) => ({
    name: relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  }));
  const tests = report.testResults.flatMap((result) =>
    result.assertionResults.map((test) => ({
      name: `${relative(root, result.name)} > ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
  return { files, tests };
}

function playwrightTimes(): { files: Timed[]; tests: Timed[] } {
  const report = read<{ suites: PlaywrightSuite[] }>(join(reports, 'playwright.json'));
  const tests: Timed[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const seconds = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0) / 1000;
      tests.push({ name: `tests/browser/${spec.file} > ${spec.title}`, seconds });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  const byFile = new Map<string, number>();
  for (const test of tests) {
    const file = test.name.split(' > ')[0] as string;
    byFile.set(file, (byFile.get(file) ?? 0) + test.seconds);
  }
  return { files: [...byFile].map(([name, seconds]) => ({ name, seconds })), tests };
}

const line = (t: Timed) => `${t.seconds.toFixed(1).padStart(7)} s  ${t.name}`;
const slowest = (list: Timed[], n: number) => [...list].sort((a, b) => b.seconds - a.seconds).slice(0, n);
const sum = (list: Timed[]) => list.reduce((total, t) => total + t.seconds, 0);

const times = readSuiteTimes(join(root, suiteTimesFile));
if (times) {
  console.log(
    `npm test: ${times.seconds.toFixed(0)} s, ${times.passed} passed, ${times.failed} failed (${times.commit})`,
  );
  if (times.cpuScope) console.log(`CPU counted: ${times.cpuScope}`);
  for (const phase of times.phases)
    console.log(
      `${phase.seconds.toFixed(1).padStart(7)} s  ${phase.cpuSeconds === undefined ? '' : `CPU ${phase.cpuSeconds.toFixed(0).padStart(5)} s  `}${phase.title}`,
    );
}
const unit = vitestTimes('vitest.json');
const api = vitestTimes(
  existsSync(join(reports, 'vitest-node24.json')) ? 'vitest-node24.json' : 'vitest-api.json',
);
const browser = playwrightTimes();
for (const [title, part] of [
  ['unit and infra', unit],
  ['API', api],
  ['browser', browser],
] as const) {
  console.log(
    `\n${title}: ${part.tests.length} tests in ${part.files.length} files, ${sum(part.files).toFixed(0)} s of file time`,
  );
  for (const file of slowest(part.files, 10)) console.log(line(file));
}
console.log(`\nThe ${top} slowest tests:`);
for (const test of slowest([...unit.tests, ...api.tests, ...browser.tests], top)) console.log(line(test));
