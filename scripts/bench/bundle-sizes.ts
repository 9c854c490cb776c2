/**
 * Prints each function's bundle size, minified and gzipped, bundled exactly as the CDK stack
 * bundles it (infra/bundling.ts). One row per manifest route; routes that share a handler module
 * (the legacy counters) share a bundle and show the same size.
 *   npx tsx scripts/bench/bundle-sizes.ts [--json]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleHandlers } from '../../infra/bundling';
import { reminderPollerFunction, routes } from '../../shared/routes';

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const outdir = mkdtempSync(join(tmpdir(), 'teamtodo-bundles-'));
try {
  // The HTTP routes, and the reminder poller (the only bundle with web-push).
  const bundles = await bundleHandlers(
    [...routes.map((r) => r.handler), reminderPollerFunction.handler],
    outdir,
  );
  const sizes = new Map(
    bundles.map(({ handler, file }) => {
      const code = readFileSync(file);
      return [handler, { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length }];
    }),
  );
  const rows = [...routes, reminderPollerFunction].map((route) => ({
    route: route.name,
    handler: route.handler,
    ...sizes.get(route.handler),
  }));

  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const width = Math.max(...rows.map((r) => r.route.length));
    console.log(`${'route'.padEnd(width)}  ${'minified KB'.padStart(11)}  ${'gzipped KB'.padStart(10)}`);
    for (const row of rows) {
      console.log(
        `${row.route.padEnd(width)}  ${kb(row.minified ?? 0).padStart(11)}  ${kb(row.gzipped ?? 0).padStart(10)}`,
      );
    }
    const all = [...sizes.values()];
    const largest = Math.max(...all.map((s) => s.minified));
    console.log(
      `\n${sizes.size} distinct bundles for ${rows.length} routes; largest ${kb(largest)} KB minified.`,
    );
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
