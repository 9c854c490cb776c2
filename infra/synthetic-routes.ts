/**
 * Routes that exist only to measure headroom: `count` more HTTP routes, served like the manifest's
 * (one function each, the todo-get handler, read and write settings in turn), all in one area so
 * that they fill its nested stacks (infra/constructs/route-stacks.ts `routeStacks`). The quota test
 * and the figures of docs/infra.md#quotas synthesise the stack with them; nothing deploys them.
 */

import type { ApiRoute } from './constructs/route-stacks';
import { routeSettings } from './route-settings';

export function syntheticRoutes(count: number): ApiRoute[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    return {
      definition: {
        name: `synthetic-${n}`,
        method: index % 2 === 0 ? 'GET' : 'POST',
        path: `/api/synthetic/${n}`,
        handler: 'todo/get',
        auth: true,
      },
      settings: index % 2 === 0 ? routeSettings['todo-get'] : routeSettings['todo-create'],
    };
  });
}
