/**
 * The probe of every route of the manifest as a stranger would try it (DESIGN.md: every route
 * checks who is asking): a guest on any signed-in route gets 401, a member on any admin route gets
 * 403, and a body that is not an object gets 400 on every route that reads one. Each answer is a
 * safe `{ message }`, and nothing is written. Routes added later are probed without a line here.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/data/ids';
import { contract } from '../../shared/contract';
import { buildPath, type RouteDefinition, type RouteName, routes } from '../../shared/routes';
import { startApi, type TestApi } from '../support/api';
import { expectSafeAnswer } from './refusal-support';

let api: TestApi;
let memberCookie: string;
beforeAll(async () => {
  api = await startApi();
  const { client } = await api.user('probe');
  memberCookie = client.cookie as string;
});
afterAll(() => api.close());

/** Every item of the table but the rate counters (a refused request may count as an attempt). */
async function wholeTable(): Promise<unknown[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await api.db.send(
      new ScanCommand({ TableName: api.tableName, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.filter((item) => !String(item.pk).startsWith('RATE#'));
}

/** The route's path with an id that names nothing in every parameter. */
const pathOf = (route: RouteDefinition) =>
  buildPath(
    route.name as RouteName,
    Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, newId()])),
  );

async function send(route: RouteDefinition, options: { cookie?: string; body?: string } = {}) {
  const response = await fetch(new URL(pathOf(route), api.baseUrl), {
    method: route.method,
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body !== undefined && route.method !== 'GET' ? { body: options.body } : {}),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

const signedIn = routes.filter((route) => route.auth);
const adminRoutes = routes.filter(
  (route) => route.path.startsWith('/api/admin/') && route.name !== 'admin-claim',
);
const withBody = routes.filter(
  (route) =>
    'body' in contract[route.name] && !route.name.startsWith('burn-') && route.name !== 'auth-logout',
);

describe('every route, probed', () => {
  let before: unknown[];
  beforeAll(async () => {
    before = await wholeTable();
  });

  it.each(signedIn.map((route) => [route.name, route] as const))(
    '%s answers a guest 401',
    async (_, route) => {
      const answer = await send(route, { body: '{}' });
      expectSafeAnswer(answer);
      expect(answer.status).toBe(401);
    },
  );

  it.each(adminRoutes.map((route) => [route.name, route] as const))(
    '%s answers a member 403',
    async (_, route) => {
      // A body the route takes: a malformed one is refused (400) before who asks is weighed.
      const body = route.name === 'admin-transfer' ? { userId: newId() } : {};
      const answer = await send(route, { cookie: memberCookie, body: JSON.stringify(body) });
      expectSafeAnswer(answer);
      expect(answer.status, answer.text).toBe(403);
    },
  );

  it.each(withBody.map((route) => [route.name, route] as const))(
    '%s answers 400 to a body that is not an object',
    async (_, route) => {
      for (const body of ['[]', '"text"', '42', 'null']) {
        const answer = await send(route, { cookie: memberCookie, body });
        expectSafeAnswer(answer);
        expect(answer.status, body).toBe(400);
      }
    },
  );

  it('wrote nothing', async () => {
    expect(await wholeTable()).toEqual(before);
  });
});
