/**
 * The smoke check against a fresh local stack, as `npm test` runs it (scripts/test/run-all.ts):
 * starts the local stack (scripts/local/run.ts) on a free port with a throwaway data folder, runs
 * scripts/smoke/smoke.ts against it, stops the stack and removes the folder. Exit 0 when it passed.
 *   node_modules/.bin/tsx scripts/smoke/local.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../local/ports';
import { runLocalStack } from '../local/run';
import { formatStep, smoke } from './smoke';

const dataDir = mkdtempSync(join(tmpdir(), 'teamtodo-smoke-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';

let ok = false;
try {
  const stack = await runLocalStack({ port: await freePort() });
  try {
    const site = `http://localhost:${stack.port}`;
    console.log(`Smoke check of the local stack at ${site}`);
    const report = await smoke(site, { onStep: (result) => console.log(formatStep(result)) });
    ok = report.ok;
  } finally {
    await stack.stop();
  }
} catch (error) {
  console.error('The smoke check could not run:', error instanceof Error ? error.message : error);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(ok ? 'Smoke check passed.' : 'Smoke check FAILED.');
process.exit(ok ? 0 : 1);
