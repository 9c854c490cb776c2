/**
 * GET /burn/memory?size=n (load test): allocates n MB, writes every byte so the pages are really
 * resident (a zero-filled allocation can stay virtual), releases it and answers what it did and how
 * long it took. One 1 MiB buffer per MB, so a too-small function fails by running out of memory as a
 * real workload would, not by one giant allocation being refused up front.
 * Only the session read. Disabled deployments answer 404 (./lib/enabled.ts).
 */
import { performance } from 'node:perf_hooks';
import { burnMemoryQuery } from '@shared/contract/requests/query';
import { burnTexts } from '@shared/messages/server';
import { createHandler } from '../lib/handler';
import { whenBurnEnabled } from './lib/enabled';

const mib = 1024 * 1024;

/** Allocates and fills `mb` MiB, drops it, and answers the milliseconds it took. */
function burn(mb: number): number {
  const started = performance.now();
  const chunks: Buffer[] = [];
  // allocUnsafeSlow: outside Node's small-buffer pool; fill writes every byte of every page.
  for (let i = 0; i < mb; i++) chunks.push(Buffer.allocUnsafeSlow(mib).fill(0xa5));
  const elapsed = performance.now() - started;
  chunks.length = 0; // released: the next collection reclaims it
  return elapsed;
}

export const handler = whenBurnEnabled(
  createHandler('burn-memory', {
    query: burnMemoryQuery,
    handle: async ({ queryInput }) => {
      // Clamped to 1-400 MB by the contract (shared/contract/requests/query.ts burnMemoryQuery).
      const mb = queryInput.size;
      const ms = Math.round(burn(mb));
      return { message: burnTexts.memory(mb, ms) };
    },
  }),
);
