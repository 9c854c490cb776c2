/**
 * DynamoDB calls per request, route by route: drives every product route once as a seeded user
 * would (the gateway counts the calls with the SDK middleware and answers them in `x-ddb-calls`)
 * and sets each figure beside the route's budget (`ddbCalls` in infra/route-settings.ts). Then the
 * whole round again on fresh users, every write that takes one sent with an `Idempotency-Key` as
 * the web's outbox sends it, beside the budget with a key (`ddbCallsWithKey`).
 *
 * Routes run in an order that prepares what the next needs (a request to accept, an assignment to
 * edit...). A route that answers an error is still listed, with its status, so a missing or broken
 * route shows in the table instead of stopping the bench. The steps of a round beyond sign-in,
 * search, data and devices: ./calls-tasks.ts, ./calls-team.ts, ./calls-accounts.ts (with
 * ./calls-credentials.ts).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ddbCallsWithKey, settingsFor } from '../../infra/route-settings';
import { idempotencyHeader, takesIdempotencyKey } from '../../shared/idempotency';
import { type RouteName, routeByName, routes } from '../../shared/routes';
import { driveAccountRoutes } from './calls-accounts';
import { driveTaskRoutes } from './calls-tasks';
import { driveTeamRoutes } from './calls-team';
import { BenchClient, type RequestSpec } from './client';
import { type SeededUser, seedPassword, seedUsers } from './seed';
import { type BenchTarget, benchDocumentClient } from './target';

/** One request's answer status and DynamoDB calls (NaN: not reached). */
export interface Measured {
  status: number;
  calls: number;
}

export interface RouteCalls extends Measured {
  route: RouteName;
  kind: 'read' | 'write';
  /** The route's budget: `ddbCalls` of its settings (infra/route-settings.ts). */
  budget: number;
  /** The same route sent with an Idempotency-Key; absent for a route that takes none. */
  withKey?: Measured & { budget: number };
}

/** The load-test routes are not product requests: they are not measured. */
const notMeasured = new Set<RouteName>(['burn-memory', 'burn-rps']);

export const routeKind = (name: RouteName): 'read' | 'write' => settingsFor(name).table;

const avatarBase64 = readFileSync(
  resolve(import.meta.dirname, '../../tests/fixtures/avatar-16px.jpg'),
).toString('base64');

const notReached: Measured = { status: 0, calls: Number.NaN };

export async function measureRouteCalls(target: BenchTarget): Promise<RouteCalls[]> {
  const plain = await driveRoutes(target, false);
  const keyed = await driveRoutes(target, true);
  // Every product route, in manifest order; a route the steps could not reach shows as such.
  return routes
    .filter((r) => !notMeasured.has(r.name))
    .map((r) => {
      const withKey = ddbCallsWithKey(r.name);
      return {
        route: r.name,
        kind: routeKind(r.name),
        ...(plain.get(r.name) ?? notReached),
        budget: settingsFor(r.name).ddbCalls,
        ...(withKey === undefined
          ? {}
          : { withKey: { ...(keyed.get(r.name) ?? notReached), budget: withKey } }),
      };
    });
}

/**
 * One round over every route. `keyed`: each measured request of a route that takes an
 * Idempotency-Key sends a new one.
 */
async function driveRoutes(target: BenchTarget, keyed: boolean): Promise<Map<RouteName, Measured>> {
  const db = benchDocumentClient(target.dynamoEndpoint);
  // u0 and u1 are teammates (and u0 with u3); u2 is not u0's teammate; u3 is not u1's.
  let seeded: SeededUser[];
  try {
    seeded = await seedUsers(db, target.tableName, {
      prefix: `calls${keyed ? 'k' : ''}_${Date.now().toString(36)}_`,
      count: 4,
      tasksPerUser: 20,
      groupsPerUser: 3,
      teammatesPerUser: 1,
      notificationsPerUser: 3,
    });
  } finally {
    db.destroy();
  }
  const [u0, u1, u2, u3] = seeded as [SeededUser, SeededUser, SeededUser, SeededUser];
  const as = (user: SeededUser) => new BenchClient(target.baseUrl, user.cookie);
  const [a, b, c, d] = [as(u0), as(u1), as(u2), as(u3)];
  const guest = () => new BenchClient(target.baseUrl);
  const results = new Map<RouteName, Measured>();

  const measure = async <N extends RouteName>(client: BenchClient, spec: RequestSpec<N>) => {
    const withKey = keyed && takesIdempotencyKey(routeByName(spec.name));
    const answer = await client.call(
      withKey ? { ...spec, headers: { [idempotencyHeader]: randomUUID() } } : spec,
    );
    // The first measurement of a route stands (later calls of it only prepare other steps).
    if (!results.has(spec.name)) results.set(spec.name, { status: answer.status, calls: answer.ddbCalls });
    return answer;
  };

  // Auth.
  await measure(a, { name: 'auth-user' });
  await measure(guest(), { name: 'auth-signin', body: { username: u1.username, password: seedPassword } });
  const fresh = guest();
  const freshName = `calls${keyed ? 'k' : ''}_${Date.now().toString(36)}`;
  await measure(fresh, { name: 'auth-signup', body: { username: freshName, password: seedPassword } });
  await measure(fresh, {
    name: 'auth-change-password',
    body: { oldPassword: seedPassword, newPassword: `${seedPassword}2` },
  });
  await measure(fresh, { name: 'auth-logout' });
  await measure(a, { name: 'auth-update-profile', body: { bio: 'Measuring things.' } });

  // Search and other users.
  await measure(a, { name: 'search', query: { query: 'task 1' } });
  await measure(a, { name: 'search-user', params: { id: u1.id } });
  await measure(a, { name: 'notification-get-user-info', params: { id: u1.id } });

  // Tasks and groups.
  await driveTaskRoutes(measure, a, u0);

  // Requests, notifications, assignments and shared lists.
  await driveTeamRoutes(measure, { a, b, c, d, guest }, { u0, u1, u2, u3 });

  // Data in and out.
  const groupId = u0.groupIds[0] as string;
  await measure(a, { name: 'portability-export' });
  await measure(a, { name: 'portability-export-group-csv', params: { file: `${groupId}.csv` } });
  await measure(a, {
    name: 'portability-import',
    body: { file: 'TYPE,CONTENT\r\ntask,Measured import\r\n', fileName: 'Measured.csv', dryRun: false },
  });
  const feed = await measure(a, { name: 'calendar-token-create' });
  const feedPath = feed.body?.url ? new URL(feed.body.url).pathname.split('/').pop() : undefined;
  if (feedPath) await measure(guest(), { name: 'calendar-feed', params: { file: feedPath } });
  await measure(a, { name: 'calendar-token-delete' });

  // Avatars.
  await measure(a, { name: 'image-upload', body: { image: avatarBase64 } });
  await measure(a, { name: 'image-get' });

  await driveAccountRoutes(target, measure, { a, b, c, d, guest }, { u0, u2, u3 });

  // Web Push devices.
  await measure(a, { name: 'push-public-key' });
  const device = {
    // A push service the server accepts (functions/lib/push-endpoint.ts); nothing is sent to it here.
    endpoint: 'https://fcm.googleapis.com/fcm/send/bench',
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
  await measure(a, { name: 'push-subscribe', body: device });
  await measure(a, { name: 'push-unsubscribe', body: { endpoint: device.endpoint } });

  return results;
}
