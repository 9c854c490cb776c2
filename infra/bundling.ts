/**
 * How every function is bundled, declared once: the stack passes these settings to NodejsFunction
 * (which runs the locally installed esbuild, never Docker) and scripts/bench/bundle-sizes.ts
 * passes the same settings to esbuild's API, so the sizes it prints are the sizes that deploy.
 */
import { join, resolve } from 'node:path';
import type { RouteDefinition } from '../shared/routes';

export const projectRoot = resolve(import.meta.dirname, '..');
export const lockFile = join(projectRoot, 'package-lock.json');

/** The module a route runs: functions/<handler>.ts, exporting `handler`. */
export const handlerEntry = (route: Pick<RouteDefinition, 'handler'>): string =>
  join(projectRoot, 'functions', `${route.handler}.ts`);

export const esbuildSettings = {
  /** The Lambda runtime is NODEJS_24_X. */
  target: 'node24',
  format: 'esm',
  minify: true,
  /** A source map beside the bundle (NODE_OPTIONS=--enable-source-maps uses it for stack traces). */
  sourcemap: true,
  /** The map points at file names and lines only: smaller upload, no source text in the artifact. */
  sourcesContent: false,
  /** Prefer packages' ESM builds: the AWS SDK tree-shakes far better from them. */
  mainFields: ['module', 'main'],
  /**
   * A CommonJS dependency bundled into ESM may still call `require` for Node built-ins; esbuild's
   * ESM output has no `require`, so give it one.
   */
  banner: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);",
  /** Nothing is external: the AWS SDK is bundled, not taken from the runtime (pinned versions). */
  external: [] as string[],
  /**
   * In Lambda the credentials are in the environment: swap the SDK's default provider chain for
   * functions/lib/lambda-credentials.ts, which reads only those (about 100 KB less per bundle).
   */
  alias: {
    /** The project's shared/ folder, as functions/tsconfig.json's `paths` names it. */
    '@shared': join(projectRoot, 'shared'),
    '@aws-sdk/credential-provider-node': join(projectRoot, 'functions/lib/lambda-credentials.ts'),
  },
} as const;

export interface BundledRoute {
  readonly handler: string;
  /** The bundle written, `<outdir>/<handler>.mjs` (its source map beside it). */
  readonly file: string;
}

/**
 * Bundles each distinct handler module with esbuild's API and the settings above: the same output
 * NodejsFunction produces, in one esbuild run (one bundle per entry, no code shared between them).
 * Used by scripts/bench/bundle-sizes.ts and by the infra test that loads every bundle.
 */
export async function bundleHandlers(handlers: readonly string[], outdir: string): Promise<BundledRoute[]> {
  const { build } = await import('esbuild');
  const unique = [...new Set(handlers)];
  await build({
    entryPoints: unique.map((handler) => ({ in: handlerEntry({ handler }), out: handler })),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    splitting: false,
    target: esbuildSettings.target,
    format: esbuildSettings.format,
    minify: esbuildSettings.minify,
    sourcemap: esbuildSettings.sourcemap,
    sourcesContent: esbuildSettings.sourcesContent,
    mainFields: [...esbuildSettings.mainFields],
    banner: { js: esbuildSettings.banner },
    external: [...esbuildSettings.external],
    alias: { ...esbuildSettings.alias },
    logLevel: 'warning',
  });
  return unique.map((handler) => ({ handler, file: join(outdir, `${handler}.mjs`) }));
}
