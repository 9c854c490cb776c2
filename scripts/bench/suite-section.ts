/**
 * The bench's row for the test suite: the last `npm test` on this machine (scripts/test/suite-times.ts),
 * against the 12 minutes a fresh clone must keep (docs/testing.md). The bench does not run the suite
 * itself (it takes the machine for minutes): it reports the last run, its date and commit, so a run
 * that grew shows here beside every other budget.
 */
import { join } from 'node:path';
import { readSuiteTimes, suiteTimesFile } from '../test/suite-times';
import { atMost } from './budgets';
import type { Row } from './report';
import type { Section } from './sections';

/** `npm test` on a fresh clone of the 2-core machine, one core kept busy (docs/testing.md). */
export const suiteBudgetSeconds = 12 * 60;

export function suiteSection(root: string): Section {
  const times = readSuiteTimes(join(root, suiteTimesFile));
  if (!times)
    return {
      rows: [
        {
          area: 'suite',
          subject: 'npm test',
          measured: 'not measured: run npm test first',
          reference: '',
          budget: `${suiteBudgetSeconds} s`,
          status: '',
        },
      ],
      checks: [],
    };
  const check = atMost(
    'npm test: wall time',
    Math.round(times.seconds),
    suiteBudgetSeconds,
    ' s',
    'docs/testing.md',
  );
  const rows: Row[] = [
    {
      area: 'suite',
      subject: `npm test (${times.passed} passed, ${times.failed} failed; ${times.finishedAt.slice(0, 16)}, ${times.commit ?? 'no commit'})`,
      measured: `${times.seconds.toFixed(0)} s`,
      reference: 'the last run on this machine',
      budget: `${suiteBudgetSeconds} s`,
      status: check.ok ? 'ok' : 'OVER',
    },
    ...times.phases.map((phase) => ({
      area: 'suite',
      subject: `  ${phase.title}${phase.ok ? '' : ' (failed)'}`,
      measured: `${phase.seconds.toFixed(0)} s`,
      reference: phase.cpuSeconds === undefined ? '' : `CPU ${phase.cpuSeconds.toFixed(0)} s`,
      budget: '',
      status: '',
    })),
  ];
  return { rows, checks: [check] };
}
