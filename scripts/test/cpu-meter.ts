/**
 * CPU seconds used by the test steps this process runs, for docs/testing.md's "CPU against waiting".
 *
 * Where it can, the run goes into a CPU-accounting control group of its own (Linux cgroup v1
 * `cpuacct`, writable when running as root, as on the CI machine): every process a step starts is
 * counted, Chromium's and DynamoDB Local's included, whoever reaps them. Elsewhere it falls back to
 * /proc/self/stat's cutime and cstime, which count only the children this process waited for and
 * theirs: Chromium's renderers and the Java engine are then missing from the figure.
 */
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const cpuacctRoot = '/sys/fs/cgroup/cpuacct';

export interface CpuMeter {
  /** CPU seconds so far, or undefined where nothing can measure it. */
  read(): number | undefined;
  /** What the figures count: every process of the run, or only the children waited for. */
  readonly scope: 'control group' | 'waited children';
  /** Leaves the control group (the run's last step). */
  close(): void;
}

function waitedChildrenSeconds(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** This process's own cpuacct group (from /proc/self/cgroup), so the run's group nests inside it. */
function currentGroup(): string | undefined {
  try {
    const line = readFileSync('/proc/self/cgroup', 'utf8')
      .split('\n')
      .find((entry) => entry.split(':')[1]?.split(',').includes('cpuacct'));
    const path = line?.split(':')[2];
    return path === undefined ? undefined : join(cpuacctRoot, path);
  } catch {
    return undefined;
  }
}

function controlGroupMeter(): CpuMeter | undefined {
  // A child of the group the run is in, never beside it: whatever counts or limits the run from
  // outside (a CI job's group) still holds every process of it.
  const parent = currentGroup();
  if (!parent) return undefined;
  const dir = join(parent, `teamtodo-test-${process.pid}`);
  try {
    mkdirSync(dir);
    writeFileSync(join(dir, 'cgroup.procs'), String(process.pid));
  } catch {
    return undefined;
  }
  return {
    scope: 'control group',
    read: () => Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9,
    close: () => {
      try {
        writeFileSync(join(parent, 'cgroup.procs'), String(process.pid));
        rmdirSync(dir);
      } catch {
        // A process of the run still alive keeps the group; the machine's next boot clears it.
      }
    },
  };
}

export function startCpuMeter(): CpuMeter {
  return (
    controlGroupMeter() ?? { scope: 'waited children', read: waitedChildrenSeconds, close: () => undefined }
  );
}
