/**
 * Which nested stack each HTTP route goes in (docs/infra.md#stack-layout): one per area of
 * functions/, an area past `routesPerStack` continued in a second. Apart from the `Api` construct
 * (./api.ts), so that the quota test and the synthetic routes can plan the stacks without it.
 */
import type { RouteDefinition } from '../../shared/routes';
import type { RouteSettings } from '../route-settings/types';
import { areaOf, pascal } from './lambda';

/** A route the API serves, with its settings (the manifest's, or a test's synthetic ones). */
export interface ApiRoute {
  readonly definition: RouteDefinition;
  readonly settings: RouteSettings;
}

/**
 * The most routes one nested stack holds: 4 resources each, so 60 routes are 240 of the 500
 * resources a template may have (48 %), with parameters and size far below theirs
 * (docs/infra.md#quotas). An area with more spills into a second stack, in manifest order.
 */
export const routesPerStack = 60;

/**
 * The routes grouped into nested stacks: one per area of functions/, in manifest order, an area
 * past `routesPerStack` continued in `<Area>Routes2` and on. A route stays in its stack as long as
 * its area's earlier routes stay: API Gateway refuses a route key that still exists, so a route
 * that moved stacks would fail the deploy that moves it (docs/infra.md#stack-layout).
 */
export function routeStacks(routes: readonly ApiRoute[]): Map<string, ApiRoute[]> {
  const byArea = new Map<string, ApiRoute[]>();
  for (const route of routes) {
    const area = areaOf(route.definition.handler);
    byArea.set(area, [...(byArea.get(area) ?? []), route]);
  }
  const stacks = new Map<string, ApiRoute[]>();
  for (const [area, inArea] of byArea) {
    for (let start = 0; start < inArea.length; start += routesPerStack) {
      const part = start / routesPerStack + 1;
      stacks.set(`${pascal(area)}Routes${part > 1 ? part : ''}`, inArea.slice(start, start + routesPerStack));
    }
  }
  return stacks;
}
