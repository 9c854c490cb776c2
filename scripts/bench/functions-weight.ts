/**
 * Per Lambda function: the bundle as the CDK stack builds it (infra/bundling.ts `bundleHandlers`,
 * the same function scripts/bench/bundle-sizes.ts uses), its minified and gzipped size, and its
 * cold import time in a fresh Node process; beside them, an empty handler bundled the same way.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleHandlers } from '../../infra/bundling';
import { routes } from '../../shared/routes';
import { atMost, type BudgetCheck, budgets } from './budgets';
import { coldImportMs } from './cold-import';
import type { Section } from './sections';
import { kb, ms } from './stats';

export interface FunctionWeight {
  /** Module under functions/ (several legacy counter routes share one). */
  handler: string;
  routes: string[];
  minified: number;
  gzipped: number;
  importMs: number;
}

/**
 * bundleHandlers takes handler paths relative to functions/; the empty handler lives in
 * scripts/bench, so it is named relative to that folder. esbuild writes an output path's `..` as
 * `_.._` (it never writes outside outdir), so its bundle is found there, not where bundleHandlers
 * reports it. (An export of infra/bundling.ts that takes entry files would make this unnecessary.)
 */
const emptyHandler = '../scripts/bench/empty-handler';
const bundleFile = (outdir: string, handler: string, reported: string) =>
  existsSync(reported) ? reported : join(outdir, `${handler.replaceAll('..', '_.._')}.mjs`);

function weigh(file: string) {
  const code = readFileSync(file);
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

export async function measureFunctions(options: {
  importRuns: number;
  /** Only these handlers (the smoke test measures two); all by default. */
  handlers?: string[];
  onProgress?: (message: string) => void;
}): Promise<{ functions: FunctionWeight[]; empty: FunctionWeight }> {
  const root = mkdtempSync(join(tmpdir(), 'teamtodo-bench-bundles-'));
  try {
    const wanted = options.handlers ?? [...new Set(routes.map((r) => r.handler))];
    const outdir = join(root, 'functions');
    // The empty handler first: a broken baseline fails the run before the long part.
    const bundles = await bundleHandlers([emptyHandler, ...wanted], outdir);
    const weights: FunctionWeight[] = [];
    for (const bundle of bundles) {
      options.onProgress?.(`cold import of ${bundle.handler}`);
      const file = bundleFile(outdir, bundle.handler, bundle.file);
      weights.push({
        handler: bundle.handler,
        routes: routes.filter((r) => r.handler === bundle.handler).map((r) => r.name),
        ...weigh(file),
        importMs: await coldImportMs(file, options.importRuns),
      });
    }
    const empty = weights.find((w) => w.handler === emptyHandler) as FunctionWeight;
    return { functions: weights.filter((w) => w !== empty), empty };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export function functionsSection(measured: { functions: FunctionWeight[]; empty: FunctionWeight }): Section {
  const { empty } = measured;
  const checks: BudgetCheck[] = [];
  const rows = measured.functions.map((f) => {
    const budget = budgets.functionMinifiedKbByHandler[f.handler] ?? budgets.functionMinifiedKb;
    const check = atMost(
      `functions/${f.handler}: minified`,
      f.minified / 1024,
      budget,
      ' KB',
      `functions/${f.handler}.ts`,
    );
    checks.push(check);
    return {
      area: 'functions',
      subject: `functions/${f.handler} (${f.routes.join(', ')})`,
      measured: `${kb(f.minified)} KB min, ${kb(f.gzipped)} KB gz, import ${ms(f.importMs)} ms`,
      reference: `empty: ${kb(empty.minified)} KB, ${kb(empty.gzipped)} KB gz, ${ms(empty.importMs)} ms`,
      budget: `<= ${budget} KB min`,
      status: check.ok ? 'ok' : 'OVER',
    };
  });
  return { rows, checks };
}
