/**
 * Idempotent writes: a change sent twice with one `Idempotency-Key` applies once
 * and the repeat answers the first answer; concurrent repeats apply once; a key is per user; an
 * expired key applies again; a malformed key is 400 and changes nothing; without the header a
 * route counts the DynamoDB calls it always did.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/data/core/ids';
import { keys } from '../../functions/data/core/keys';
import { settingsFor } from '../../infra/route-settings';
import { answersSecret, takesIdempotencyKey } from '../../shared/idempotency';
import { serverErrors } from '../../shared/messages/server';
import { routes } from '../../shared/routes';
import { startApi, type TestApi } from '../support/api';
import { seedTasks } from './data-support';
import { befriend } from './team-support';
import { createTask, expectCountersMatchRecount, type Member, storedCounters, tasksOf } from './todo-support';

let api: TestApi;
let owner: Member;
let other: Member;
let mate: Member;
beforeAll(async () => {
  api = await startApi();
  [owner, other, mate] = await Promise.all([api.user('idem'), api.user('idemother'), api.user('idemmate')]);
  await befriend(owner, mate);
});
afterAll(() => api.close());

const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });

/** The owner's stored record of `key`, read straight from the table. */
const storedRecord = (key: string) =>
  api.db.send(
    new GetCommand({
      TableName: api.tableName,
      Key: keys.idempotency(owner.user._id, key),
      ConsistentRead: true,
    }),
  );

describe('which routes take a key', () => {
  it('every signed-in route whose function may write and whose answer holds no secret, and no other', () => {
    for (const route of routes) {
      const writes = settingsFor(route.name).table === 'write' && route.method !== 'GET';
      expect(takesIdempotencyKey(route), route.name).toBe(route.auth && writes && !answersSecret(route));
    }
    expect(routes.filter(answersSecret).map((route) => route.name)).toEqual([
      'calendar-token-create',
      'admin-reset-link',
      'invites-create',
      'auth-2fa-setup',
      'auth-2fa-enable',
    ]);
  });
});

describe('the same key twice', () => {
  it('todo/create: one task, one counter step, the same answer', async () => {
    const key = randomUUID();
    const before = await storedCounters(api, owner.user._id);
    const body = { description: `Once ${randomUUID().slice(0, 8)}` };
    const first = await owner.client.call('todo-create', { body, ...keyed(key) });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    const second = await owner.client.call('todo-create', { body, ...keyed(key) });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    const tasks = await tasksOf(api, owner.user._id);
    expect(tasks.filter((task) => task.description === body.description)).toHaveLength(1);
    expect(await storedCounters(api, owner.user._id)).toEqual({
      total: (before.total ?? 0) + 1,
      completed: before.completed ?? 0,
    });
    // A keyed request costs two calls more (the claim, the answer); the repeat, one (the claim).
    const plain = await owner.client.call('todo-create', { body: { description: 'plain' } });
    expect(plain.ddbCalls).toBe(settingsFor('todo-create').ddbCalls);
    expect(first.ddbCalls).toBe(plain.ddbCalls + 2);
    expect(second.ddbCalls).toBe(1 + 1);
    await expectCountersMatchRecount(api, owner.user._id);
  });

  it('todo/update (a toggle): one counter step', async () => {
    const task = await createTask(owner);
    const before = await storedCounters(api, owner.user._id);
    const key = randomUUID();
    const call = () =>
      owner.client.call('todo-update', {
        params: { id: task._id },
        body: { completed: true },
        ...keyed(key),
      });
    const first = await call();
    expect(first.status).toBe(200);
    // Undone in between: a replay must not complete it again.
    expect(
      (await owner.client.call('todo-update', { params: { id: task._id }, body: { completed: false } }))
        .status,
    ).toBe(200);
    const second = await call();
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await storedCounters(api, owner.user._id)).toEqual(before);
    const stored = (await tasksOf(api, owner.user._id)).find((item) => item.id === task._id);
    expect(stored?.completed).toBe(false);
  });

  it('todo/delete: the repeat answers the first answer, not 404, and counts once', async () => {
    const task = await createTask(owner);
    const before = await storedCounters(api, owner.user._id);
    const key = newId();
    const first = await owner.client.call('todo-delete', { params: { id: task._id }, ...keyed(key) });
    expect(first.status).toBe(200);
    const second = await owner.client.call('todo-delete', { params: { id: task._id }, ...keyed(key) });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await storedCounters(api, owner.user._id)).toEqual({
      total: (before.total ?? 0) - 1,
      completed: before.completed,
    });
    await expectCountersMatchRecount(api, owner.user._id);
  });

  it('todo/create-group: one group', async () => {
    const key = randomUUID();
    const name = `G ${randomUUID().slice(0, 6)}`;
    const first = await owner.client.call('todo-create-group', { body: { name }, ...keyed(key) });
    const second = await owner.client.call('todo-create-group', { body: { name }, ...keyed(key) });
    expect(first.status).toBe(second.status);
    expect(second.body).toEqual(first.body);
    const groups = (await owner.client.call('todo-get-groups')).body;
    expect(JSON.stringify(groups).split(name).length - 1).toBe(1);
  });

  it('notification/send-assignment: one copy per teammate', async () => {
    const key = randomUUID();
    const description = `Assigned ${randomUUID().slice(0, 6)}`;
    const body = {
      description,
      important: false,
      completed: false,
      assigned: true,
      groupId: null,
      partners: [mate.user._id],
    };
    const first = await owner.client.call('notification-send-assignment', { body, ...keyed(key) });
    expect(first.status).toBe(200);
    const second = await owner.client.call('notification-send-assignment', { body, ...keyed(key) });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const copies = (await tasksOf(api, mate.user._id)).filter((task) => task.description === description);
    expect(copies).toHaveLength(1);
    await expectCountersMatchRecount(api, mate.user._id);
  });

  it('the same key with another body is refused (400) and changes nothing', async () => {
    const key = randomUUID();
    expect(
      (await owner.client.call('todo-create', { body: { description: 'a' }, ...keyed(key) })).status,
    ).toBe(201);
    const before = await storedCounters(api, owner.user._id);
    const other = await owner.client.call('todo-create', { body: { description: 'b' }, ...keyed(key) });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ message: serverErrors.idempotencyKeyReused });
    expect(await storedCounters(api, owner.user._id)).toEqual(before);
  });

  it('a refused request gives its key back (errors change nothing)', async () => {
    const key = randomUUID();
    const missing = await owner.client.call('todo-update', {
      params: { id: newId() },
      body: { completed: true },
      ...keyed(key),
    });
    expect(missing.status).toBe(404);
    const record = await storedRecord(key);
    expect(record.Item).toBeUndefined();
  });
});

describe('the key commits with the change, or the route fails loudly', () => {
  it('delete-group of 99 tasks with a key: the first transaction keeps room for the claim', async () => {
    const group = (await owner.client.call('todo-create-group', { body: { name: 'Ninety-nine' } })).body;
    await seedTasks(api, owner.user._id, group._id, 99);
    const before = await expectCountersMatchRecount(api, owner.user._id);
    const key = randomUUID();
    const call = () => owner.client.call('todo-delete-group', { params: { id: group._id }, ...keyed(key) });
    const first = await call();
    expect(first.status).toBe(200);
    // Session read, claim, mark, Query, two transactions (98 tasks and the claim; 1 task and the group), answer.
    expect(first.ddbCalls).toBe(7);
    const after = await expectCountersMatchRecount(api, owner.user._id);
    expect(after).toEqual({ total: before.total - 99, completed: before.completed - 33 });
    const again = await call();
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('a route that does not pass its unit of work answers 500 and gives its key back', async () => {
    // Imported once startApi has set the handlers' environment (they read it at module load).
    const { createHandler } = await import('../../functions/lib/handler');
    const { createTodo } = await import('../../functions/data/tasks/todos');
    const { noKey } = await import('../../functions/data/core/unit-of-work');
    const { createTodoBody } = await import('../../shared/contract/requests/todo');
    const { toTodo } = await import('../../functions/lib/present');
    const { httpEvent } = await import('../support/events');
    const forgetful = createHandler('todo-create', {
      body: createTodoBody,
      // Passes noKey where the context's unit belongs: its transaction cannot carry the claim.
      handle: async ({ input, user }) => toTodo(await createTodo(user.id, input, 'today', noKey, user)),
    });
    const key = randomUUID();
    const answer = await forgetful(
      httpEvent({
        path: '/api/todo/create',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        cookies: [owner.client.cookie as string],
        body: JSON.stringify({ description: 'Forgetful' }),
      }),
      { awsRequestId: 'forgetful' } as Context,
    );
    expect(answer.statusCode).toBe(500);
    const record = await storedRecord(key);
    expect(record.Item).toBeUndefined();
  });
});

describe('concurrent repeats', () => {
  it('two requests with one key at once apply once (the other answers the first answer or 409)', async () => {
    for (let round = 0; round < 3; round++) {
      const key = randomUUID();
      const before = await storedCounters(api, owner.user._id);
      const body = { description: `Race ${randomUUID().slice(0, 8)}` };
      const answers = await Promise.all([
        owner.client.call('todo-create', { body, ...keyed(key) }),
        owner.client.call('todo-create', { body, ...keyed(key) }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect([
        [201, 201],
        [201, 409],
      ]).toContainEqual(statuses);
      const conflict = answers.find((answer) => answer.status === 409);
      if (conflict) expect(conflict.body).toEqual({ message: serverErrors.idempotencyInProgress });
      const tasks = await tasksOf(api, owner.user._id);
      expect(tasks.filter((task) => task.description === body.description)).toHaveLength(1);
      expect((await storedCounters(api, owner.user._id)).total).toBe((before.total ?? 0) + 1);
    }
  });
});

describe('keys are per user and expire', () => {
  it('a key reused by another user applies for them', async () => {
    const key = randomUUID();
    const body = { description: `Shared key ${randomUUID().slice(0, 6)}` };
    const mine = await owner.client.call('todo-create', { body, ...keyed(key) });
    const theirs = await other.client.call('todo-create', { body, ...keyed(key) });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotency-replayed')).toBeNull();
    expect(theirs.body).not.toEqual(mine.body);
    expect((await tasksOf(api, other.user._id)).some((task) => task.description === body.description)).toBe(
      true,
    );
  });

  it('an expired key applies again (TTL deletion is late: the expiry is checked)', async () => {
    const key = randomUUID();
    const body = { description: `Expiring ${randomUUID().slice(0, 6)}` };
    expect((await owner.client.call('todo-create', { body, ...keyed(key) })).status).toBe(201);
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.idempotency(owner.user._id, key),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const again = await owner.client.call('todo-create', { body, ...keyed(key) });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBeNull();
    const tasks = await tasksOf(api, owner.user._id);
    expect(tasks.filter((task) => task.description === body.description)).toHaveLength(2);
  });

  it('the record expires 24 hours after the first request (TTL attribute)', async () => {
    const key = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    await owner.client.call('todo-create', { body: { description: 'ttl' }, ...keyed(key) });
    const record = await storedRecord(key);
    expect(record.Item?.status).toBe('done');
    expect(record.Item?.expiresAt).toBeGreaterThanOrEqual(now + 24 * 3600);
    expect(record.Item?.expiresAt).toBeLessThanOrEqual(now + 24 * 3600 + 5);
  });
});

describe('malformed keys', () => {
  it.each(['', 'abc', 'not-a-uuid-at-all-000000000000', `${randomUUID()}x`, 'ILOU0000000000000000000000'])(
    '%j is 400 and changes nothing',
    async (key) => {
      const before = await storedCounters(api, owner.user._id);
      const response = await owner.client.call('todo-create', {
        body: { description: 'never' },
        // The test client drops an empty header; send a blank one instead.
        headers: { 'idempotency-key': key === '' ? ' ' : key },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: serverErrors.idempotencyKeyInvalid });
      expect(await storedCounters(api, owner.user._id)).toEqual(before);
    },
  );

  it('sign-in ignores the header (keys are per user: none before the call)', async () => {
    const response = await api.client().call('auth-signin', {
      body: { username: 'nobody_here', password: 'Passw0rd' },
      headers: { 'idempotency-key': 'garbage' },
    });
    expect(response.status).toBe(401);
  });
});
