/**
 * Each route validates its requests with exactly the schemas the contract declares for it (the route
 * file passes them to the handler factory, so that its bundle carries only its own area's schemas).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contract, type RouteContract } from '../../shared/contract';
import { routes } from '../../shared/routes';

const moduleUrl = (handler: string) =>
  pathToFileURL(resolve(import.meta.dirname, '../../functions', `${handler}.ts`)).href;

// The load-test routes answer 404 unless enabled; read at module load, so before the imports below.
process.env.BURN_ROUTES_ENABLED = 'true';

describe('route modules and the contract', () => {
  it.each(routes.map((route) => [route.name, route] as const))(
    '%s validates with its contract',
    async (name, route) => {
      const module = (await import(/* @vite-ignore */ moduleUrl(route.handler))) as {
        handler: { requestSchemas?: Pick<RouteContract, 'body' | 'query'> };
      };
      const declared: RouteContract = contract[name];
      expect(module.handler.requestSchemas, `${route.handler} is built by the handler factory`).toBeDefined();
      expect(module.handler.requestSchemas?.body).toBe(declared.body);
      expect(module.handler.requestSchemas?.query).toBe(declared.query);
    },
  );
});
