/**
 * How long the last `npm test` took, step by step: written by ./run-all.ts when it ends, read by
 * `npm run bench` (scripts/bench/suite-section.ts) so that the suite's growth shows in the same
 * report as every other budget (docs/testing.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Where the last run's times are kept, from the repository's root (outside .tmp/reports, which a run clears). */
export const suiteTimesFile = '.tmp/suite-times.json';

export interface PhaseTime {
  title: string;
  seconds: number;
  /** CPU seconds of the step's processes, every core counted (absent where nothing measures it). */
  cpuSeconds?: number;
  ok: boolean;
}

export interface SuiteTimes {
  finishedAt: string;
  /** The commit the run tested, with `+` when the tree had changes. */
  commit?: string;
  seconds: number;
  passed: number;
  failed: number;
  /** What the CPU figures count (./cpu-meter.ts): every process of the run, or the children waited for. */
  cpuScope?: 'control group' | 'waited children';
  phases: PhaseTime[];
}

function commitOf(root: string): string | undefined {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  if (head.status !== 0) return undefined;
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  return `${head.stdout.trim()}${dirty.stdout.trim() ? '+' : ''}`;
}

export function writeSuiteTimes(file: string, times: Omit<SuiteTimes, 'commit'>): void {
  const root = file.slice(0, file.length - suiteTimesFile.length);
  writeFileSync(file, `${JSON.stringify({ ...times, commit: commitOf(root || '.') }, null, 2)}\n`);
}

export function readSuiteTimes(file: string): SuiteTimes | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SuiteTimes;
  } catch {
    return null;
  }
}
