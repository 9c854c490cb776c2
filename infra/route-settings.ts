/**
 * What each route's Lambda function gets: memory, timeout and the data it may touch. Keyed by the
 * manifest's route names with an exhaustive type, so a route added to shared/routes.ts does not
 * compile until it is given settings in its area's table (infra/route-settings/, one module per
 * area: no second list of routes that could drift); this module joins the areas' tables into one.
 *
 * Access is per route, not per handler module: the legacy counter routes share one module and still
 * get one function each (one function per manifest route), each with its own role.
 *
 * If a route's data access changes (a GET that starts writing, a route that needs the username
 * index), change it in its area's table: the IAM policy follows, and `allowsCommand`
 * (infra/route-settings/table-grants.ts) lets a test hold the two equal.
 */
import { takesIdempotencyKey } from '../shared/idempotency';
import { type RouteName, routeByName } from '../shared/routes';
import { accountRouteSettings } from './route-settings/accounts';
import { adminRouteSettings } from './route-settings/admin';
import { credentialRouteSettings } from './route-settings/credentials';
import { dataRouteSettings } from './route-settings/data-and-devices';
import { taskRouteSettings } from './route-settings/tasks';
import { teamRouteSettings } from './route-settings/team';
import type { RouteSettings } from './route-settings/types';

/** The names found in more than one of `areas` (never when each route is in one area only). */
type InTwoAreas<Areas extends readonly object[]> = Areas extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ?
      | (keyof First &
          (Rest[number] extends infer Other ? (Other extends object ? keyof Other : never) : never))
      | InTwoAreas<Rest>
  : never;

/**
 * A route in two areas' tables would silently take the later one's settings; the `never` below
 * makes it fail to compile instead, as a name given twice in one object does.
 */
type RouteInTwoAreas = InTwoAreas<
  [
    typeof accountRouteSettings,
    typeof credentialRouteSettings,
    typeof adminRouteSettings,
    typeof teamRouteSettings,
    typeof taskRouteSettings,
    typeof dataRouteSettings,
  ]
>;

export const routeSettings = {
  ...accountRouteSettings,
  ...credentialRouteSettings,
  ...adminRouteSettings,
  ...teamRouteSettings,
  ...taskRouteSettings,
  ...dataRouteSettings,
} as const satisfies Record<RouteName, RouteSettings> & Record<RouteInTwoAreas, never>;

export const settingsFor = (name: RouteName): RouteSettings => routeSettings[name];

/**
 * What an `Idempotency-Key` adds to a route that takes one (docs/data-model.md#idempotency-keys):
 * the claim, a conditional PutItem before the route runs, and the answer, an UpdateItem after it
 * (or the claim's DeleteItem after an error). The transaction that commits the change writes the
 * claim as one more element of itself, at no extra call.
 */
export const keyCalls = 2;

/**
 * The most DynamoDB calls of the route's request with an `Idempotency-Key` (the web's outbox sends
 * one with every write); undefined for a route that takes none (shared/idempotency.ts).
 */
export function ddbCallsWithKey(name: RouteName): number | undefined {
  if (!takesIdempotencyKey(routeByName(name))) return undefined;
  const settings = settingsFor(name);
  return settings.ddbCallsWithKey ?? settings.ddbCalls + keyCalls;
}
