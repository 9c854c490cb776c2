import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extensionRoutes, featureRoutes, routeKey, routes, specRoutes } from '../../shared/routes';

/** The product specification, kept in the repository (docs/SPEC.md) so a clean clone tests against it. */
const specPath = resolve(import.meta.dirname, '../../docs/SPEC.md');

function specTable(): string[] {
  const spec = readFileSync(specPath, 'utf8');
  const section = spec.slice(spec.indexOf('## 7.'), spec.indexOf('## 8.'));
  return [...section.matchAll(/^\| (GET|POST|DELETE|PUT|PATCH) (\S+) \|/gm)].map(([, method, path]) => {
    // SPEC writes query strings inline (`/api/search?query={text}`); API Gateway routes have none.
    const bare = (path as string).split('?')[0] as string;
    return `${method} ${bare}`;
  });
}

/** The route manifest (shared/routes.ts) against SPEC.md's table and the handler modules on disk. */
describe('route manifest', () => {
  it('equals the table of SPEC.md section 7, route for route', () => {
    expect(existsSync(specPath), `${specPath} must exist`).toBe(true);
    const spec = specTable();
    expect(spec.length).toBe(39);
    expect(specRoutes.map(routeKey).sort()).toEqual([...spec].sort());
  });

  it('keeps the extensions apart from SPEC.md routes, each on an existing handler module', () => {
    const specKeys = new Set<string>(specRoutes.map(routeKey));
    const specHandlers = new Set<string>(specRoutes.map((r) => r.handler));
    for (const extension of extensionRoutes) {
      expect(specKeys.has(routeKey(extension)), routeKey(extension)).toBe(false);
      expect(specHandlers.has(extension.handler), extension.handler).toBe(true);
    }
    expect(routes.length).toBe(specRoutes.length + extensionRoutes.length + featureRoutes.length);
  });

  it('gives the feature routes paths of their own, on handler modules of their own', () => {
    const specKeys = new Set<string>(specRoutes.map(routeKey));
    const specHandlers = new Set<string>(specRoutes.map((r) => r.handler));
    for (const feature of featureRoutes) {
      expect(specKeys.has(routeKey(feature)), routeKey(feature)).toBe(false);
      expect(specHandlers.has(feature.handler), feature.handler).toBe(false);
    }
  });

  it('has a handler module exporting `handler` for every route', async () => {
    for (const route of routes) {
      const file = resolve(import.meta.dirname, '../../functions', `${route.handler}.ts`);
      expect(existsSync(file), `${route.name}: ${file}`).toBe(true);
    }
  });
});
