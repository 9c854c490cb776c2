/**
 * The probe of every route of the manifest as a stranger would try it (the design brief: every route
 * checks who is asking): a guest on any signed-in route gets 401, a member on any admin route gets
 * 403, and a body that is not an object gets 400 on every route that reads one. Each answer is a
 * safe `{ message }`, and nothing is written. Routes added later are probed without a line here.
 *
 * Then the routes that name one thing by id (a task's activity and its revert, its comments and read
 * mark; a bin item, a saved filter, a label, an invite, a passkey) with real ids of one owner's, tried
 * by a wrong user, a member removed from the owner's shared list and a former teammate (unteamed,
 * so out of the owner's lists): each gets 404 and nothing else (never a 409 or a 400 naming
 * fields; issue 52, the audience rule of functions/data/conversation/task-audience.ts), a malformed body is 400,
 * and nothing is written.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/data/core/ids';
import { SoftAuthenticator } from '../../scripts/bench/soft-authenticator';
import { contract } from '../../shared/contract';
import { serverErrors } from '../../shared/messages/server';
import { buildPath, type RouteDefinition, type RouteName, routes } from '../../shared/routes';
import { type ApiResponse, startApi, type TestApi } from '../support/api';
import { listHelpers } from './list-support';
import { expectSafeAnswer } from './refusal-support';
import { befriend, type Member } from './team-support';

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

const { createList, addTask, share } = listHelpers(() => api);

/** What a call answered, as `expectSafeAnswer` checks it. */
const asAnswer = (response: ApiResponse<unknown>) => ({
  status: response.status,
  text: JSON.stringify(response.body ?? ''),
  headers: response.headers,
});

describe("one owner's things, by id, probed by a wrong user, a removed member and a former teammate", () => {
  let owner: Member;
  const probers: Record<string, Member> = {};
  const ids = {
    task: '',
    entry: '',
    comment: '',
    binned: '',
    filter: '',
    label: '',
    invite: '',
    passkey: '',
  };
  let before: unknown[];

  beforeAll(async () => {
    const [made, stranger, removed, former] = await Promise.all([
      api.user('pbown'),
      api.user('pbstr'),
      api.user('pbrem'),
      api.user('pbfor'),
    ]);
    if (!made || !stranger || !removed || !former) throw new Error('users not made');
    owner = made;
    Object.assign(probers, {
      'a wrong user': stranger,
      'a removed member': removed,
      'a former teammate': former,
    });
    await befriend(owner, removed);
    await befriend(owner, former);
    const listId = await createList(owner, 'Probed');
    await share(owner, listId, removed);
    await share(owner, listId, former);
    const task = await addTask(owner, listId, 'Probe me');
    ids.task = task._id;
    const noted = await owner.client.call('todo-update', {
      params: { id: task._id },
      body: { notes: 'first' },
    });
    expect(noted.status).toBe(200);
    const history = await removed.client.call('tasks-activity', { params: { id: task._id } });
    expect(history.status).toBe(200);
    ids.entry = (history.body as { entries: { _id: string }[] }).entries[0]?._id as string;
    const said = await owner.client.call('comments-create', {
      params: { id: task._id },
      body: { text: 'hello' },
    });
    expect(said.status).toBe(201);
    ids.comment = said.body._id;
    const doomed = await addTask(owner, listId, 'Bin me');
    expect((await owner.client.call('todo-delete', { params: { id: doomed._id } })).status).toBe(200);
    const bin = await owner.client.call('bin-list');
    ids.binned = bin.body.items[0]?._id as string;
    const filter = await owner.client.call('filters-create', { body: { name: 'Mine', query: 'important' } });
    expect(filter.status).toBe(201);
    ids.filter = filter.body._id;
    const label = await owner.client.call('labels-create', { body: { name: 'probe' } as never });
    expect(label.status).toBe(201);
    ids.label = label.body._id;
    const invite = await owner.client.call('invites-create', { body: { uses: 1 } });
    expect(invite.status, JSON.stringify(invite.body)).toBe(201);
    ids.invite = (invite.body as { _id: string })._id;
    const authenticator = new SoftAuthenticator(api.baseUrl);
    const options = await owner.client.call('auth-passkeys-register-options', {
      body: { password: 'Passw0rd' },
    });
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const passkey = await owner.client.call('auth-passkeys-register-verify', {
      body: { response: authenticator.register(options.body as never) },
    });
    expect(passkey.status, JSON.stringify(passkey.body)).toBe(200);
    ids.passkey = (passkey.body as { _id: string })._id;
    // The member leaves the list; the former teammate is unteamed (and so leaves it too).
    const left = await owner.client.call('lists-member-remove', {
      params: { groupId: listId, userId: removed.user._id },
    });
    expect(left.status).toBe(200);
    const unteamed = await owner.client.call('notification-remove-from-team', {
      body: { toUser: former.user._id },
    });
    expect(unteamed.status).toBe(200);
    before = await wholeTable();
  });

  /** Every call by id a prober may try, with the body a well-meaning client would send. */
  const calls = (who: Member) => ({
    'tasks-activity': () => who.client.call('tasks-activity', { params: { id: ids.task } }),
    'tasks-activity-revert': () =>
      who.client.call('tasks-activity-revert', { params: { id: ids.task, entryId: ids.entry }, body: {} }),
    'tasks-activity-revert (force)': () =>
      who.client.call('tasks-activity-revert', {
        params: { id: ids.task, entryId: ids.entry },
        body: { force: true },
      }),
    'comments-list': () => who.client.call('comments-list', { params: { id: ids.task } }),
    'comments-create': () =>
      who.client.call('comments-create', { params: { id: ids.task }, body: { text: 'hi' } }),
    'comments-edit': () =>
      who.client.call('comments-edit', {
        params: { id: ids.task, commentId: ids.comment },
        body: { text: 'x' },
      }),
    'comments-delete': () =>
      who.client.call('comments-delete', { params: { id: ids.task, commentId: ids.comment } }),
    'comments-read': () => who.client.call('comments-read', { params: { id: ids.task } }),
    'bin-restore': () => who.client.call('bin-restore', { params: { id: ids.binned } }),
    'bin-purge': () => who.client.call('bin-purge', { params: { id: ids.binned } }),
    'filters-update': () =>
      who.client.call('filters-update', { params: { id: ids.filter }, body: { name: 'Theirs' } as never }),
    'filters-delete': () => who.client.call('filters-delete', { params: { id: ids.filter } }),
    'labels-update': () =>
      who.client.call('labels-update', { params: { id: ids.label }, body: { name: 'theirs' } as never }),
    'labels-delete': () => who.client.call('labels-delete', { params: { id: ids.label } }),
    'invites-delete': () => who.client.call('invites-delete', { params: { id: ids.invite } }),
    'auth-passkey-delete': () => who.client.call('auth-passkey-delete', { params: { id: ids.passkey } }),
  });

  /** What each answers when not 404: none (someone else's invitation too: docs/api.md#invitations). */
  const refusedWith: Record<string, number> = {};

  /** The routes above that read a body: a malformed one is 400, before anything is looked up. */
  const malformed = (who: Member) => ({
    'tasks-activity-revert': () =>
      who.client.call('tasks-activity-revert', {
        params: { id: ids.task, entryId: ids.entry },
        rawBody: '[]',
      }),
    'comments-create': () =>
      who.client.call('comments-create', { params: { id: ids.task }, rawBody: '"hi"' }),
    'comments-edit': () =>
      who.client.call('comments-edit', { params: { id: ids.task, commentId: ids.comment }, rawBody: '42' }),
    'filters-update': () =>
      who.client.call('filters-update', { params: { id: ids.filter }, rawBody: 'null' }),
    'labels-update': () => who.client.call('labels-update', { params: { id: ids.label }, rawBody: '[]' }),
  });

  it.each(['a wrong user', 'a removed member', 'a former teammate'])('%s gets 404 from each', async (who) => {
    const prober = probers[who] as Member;
    for (const [name, call] of Object.entries(calls(prober))) {
      const answer = await call();
      expectSafeAnswer(asAnswer(answer));
      expect({ name, status: answer.status }).toEqual({ name, status: refusedWith[name] ?? 404 });
      if (name.startsWith('tasks-') || name.startsWith('comments-'))
        expect({ name, body: answer.body }).toEqual({ name, body: { message: serverErrors.todoNotFound } });
    }
  });

  it.each(['a wrong user', 'a removed member', 'a former teammate'])(
    '%s sending a malformed body gets 400',
    async (who) => {
      const prober = probers[who] as Member;
      for (const [name, call] of Object.entries(malformed(prober))) {
        const answer = await call();
        expectSafeAnswer(asAnswer(answer));
        expect({ name, status: answer.status }).toEqual({ name, status: 400 });
      }
    },
  );

  it('the owner still has each, and nothing was written', async () => {
    expect(await wholeTable()).toEqual(before);
    for (const [name, call] of Object.entries({
      'tasks-activity': () => owner.client.call('tasks-activity', { params: { id: ids.task } }),
      'comments-list': () => owner.client.call('comments-list', { params: { id: ids.task } }),
    }))
      expect({ name, status: (await call()).status }).toEqual({ name, status: 200 });
  });
});
