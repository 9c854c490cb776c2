/**
 * What the parser costs where it is loaded (a lazy chunk in the web, the quick-add function):
 * chrono-node's English parser only, and the module under its size.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

describe('the quick-add parser bundle', () => {
  it('carries chrono-node English only, in about 63 KB minified', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./parse.ts', import.meta.url))],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    const locales = new Set(
      inputs.flatMap((path) => /chrono-node\/dist\/esm\/locales\/([^/]+)\//.exec(path)?.slice(1) ?? []),
    );
    expect([...locales]).toEqual(['en']);
    expect(inputs.some((path) => path.includes('node_modules/rrule/'))).toBe(false);
    const bytes = result.outputFiles[0]?.contents.byteLength ?? 0;
    expect(bytes).toBeGreaterThan(30_000);
    expect(bytes).toBeLessThan(80_000);
  });
});
