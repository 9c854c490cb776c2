/**
 * The web build's weight (web/dist after `npm run build`): what index.html loads before the first
 * render (its scripts and stylesheets, and every module they import statically) and what loads
 * later (chunks reached only through dynamic `import()`), each gzipped as a CDN would serve it.
 * Apart: the offline code (the service worker, sw.js, fetched once the app registers it
 * after the first paint, and the lazy chunks that register it and keep the SWR cache in IndexedDB).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface WebAsset {
  file: string;
  bytes: number;
  gzipBytes: number;
  initial: boolean;
}

export interface WebWeight {
  assets: WebAsset[];
  initialJsGzip: number;
  initialCssGzip: number;
  lazyJsGzip: number;
  /** The service worker (sw.js at the site's root), or null when the build has none. */
  worker: WebAsset | null;
  /** The offline code's chunks (service-worker registration, persisted cache, idb, outbox), with `initial` as measured. */
  offlineChunks: WebAsset[];
}

/**
 * The offline code's chunks, by the module names the bundler gives them: app/service-worker.tsx,
 * session/persisted-cache.ts, lib/idb.ts (its own chunk now that the outbox shares it), and the
 * outbox (api/outbox/outbox-page.ts and rename.ts, which the routes' changes share;
 * tasks/api/changes.ts and change-undo.ts; app/RefusedChanges.tsx).
 */
export const offlineChunkPattern =
  /^assets\/(service-worker|persisted-cache|idb|outbox-page|rename|changes|change-undo|RefusedChanges)-[^/]+\.js$/;
export const workerFile = 'sw.js';

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** Static imports of a built module: `import{x}from"./a.js"`, `import"./b.js"`, not `import("./c.js")`. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+)["']/g))
    found.push(match[1] as string);
  return found;
}

export function measureWebAssets(distDir: string): WebWeight | null {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const initial = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+\.(?:js|css))"/g)) {
    initial.add(match[1] as string);
  }
  // Follow static imports from the entry modules (all in assets/, importing each other by ./name).
  const queue = [...initial].filter((f) => f.endsWith('.js') && f.startsWith('assets/'));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    for (const imported of staticImports(readFileSync(join(distDir, file), 'utf8'))) {
      const path = `assets/${imported}`;
      if (!initial.has(path)) {
        initial.add(path);
        queue.push(path);
      }
    }
  }
  const files = [
    ...readdirSync(join(distDir, 'assets'))
      .filter((f) => /\.(js|css)$/.test(f))
      .map((f) => `assets/${f}`),
    ...[...initial].filter((f) => !f.startsWith('assets/')),
  ];
  const assets = files.map((file): WebAsset => {
    const bytes = readFileSync(join(distDir, file));
    return { file, bytes: bytes.length, gzipBytes: gzipSize(bytes), initial: initial.has(file) };
  });
  const sum = (filter: (a: WebAsset) => boolean) =>
    assets.filter(filter).reduce((total, a) => total + a.gzipBytes, 0);
  const workerPath = join(distDir, workerFile);
  const worker = existsSync(workerPath)
    ? (() => {
        const bytes = readFileSync(workerPath);
        return {
          file: workerFile,
          bytes: bytes.length,
          gzipBytes: gzipSize(bytes),
          initial: initial.has(workerFile),
        };
      })()
    : null;
  return {
    worker,
    offlineChunks: assets.filter((a) => offlineChunkPattern.test(a.file)),
    assets: assets.sort((x, y) => Number(y.initial) - Number(x.initial) || y.gzipBytes - x.gzipBytes),
    initialJsGzip: sum((a) => a.initial && a.file.endsWith('.js')),
    initialCssGzip: sum((a) => a.initial && a.file.endsWith('.css')),
    lazyJsGzip: sum((a) => !a.initial && a.file.endsWith('.js')),
  };
}
