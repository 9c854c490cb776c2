/**
 * The counters cannot drift: after random sequences of task changes (fast-check), after parallel
 * toggles and deletes from two sessions of one user, and after deleting a group of more than 100
 * tasks, totalTasks and completedTasks equal a recount of the user's TODO# items.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import { serverErrors } from '../../shared/messages/server';
import type { Task } from '../../shared/types';
import { startApi, type TestApi } from '../support/api';
import { seedTasks } from './data-support';
import { befriend } from './team-support';
import {
  assign,
  createTask,
  expectCountersMatchRecount,
  type Member,
  storedCounters,
  tasksOf,
} from './todo-support';

let api: TestApi;
let owner: Member;
let boss: Member;
beforeAll(async () => {
  api = await startApi();
  [owner, boss] = await Promise.all([api.user('owner'), api.user('boss')]);
  await befriend(boss, owner);
});
afterAll(() => api.close());

type Op =
  | { kind: 'create'; inGroup: number | null; completed: boolean }
  | { kind: 'toggle'; task: number; completed: boolean }
  | { kind: 'edit'; task: number }
  | { kind: 'delete'; task: number }
  | { kind: 'createGroup' }
  | { kind: 'deleteGroup'; group: number }
  | { kind: 'assign' };

const index = fc.nat({ max: 20 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      inGroup: fc.option(index),
      completed: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('toggle' as const), task: index, completed: fc.boolean() }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('edit' as const), task: index }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), task: index }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('createGroup' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('deleteGroup' as const), group: index }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('assign' as const) }), weight: 1 },
);

const pick = <T>(items: T[], i: number): T | undefined =>
  items.length ? items[i % items.length] : undefined;

/** Runs one operation through the API; toggles and edits may hit assigned copies (403 for edits). */
async function run(step: Op, groups: string[]): Promise<void> {
  const { client } = owner;
  const tasks = (await client.call('todo-getall')).body.todos;
  switch (step.kind) {
    case 'create': {
      const groupId = step.inGroup === null ? null : (pick(groups, step.inGroup) ?? null);
      await createTask(owner, { groupId, completed: step.completed });
      return;
    }
    case 'toggle': {
      const task = pick(tasks, step.task);
      if (!task) return;
      const response = await client.call('todo-update', {
        params: { id: task._id },
        body: { completed: step.completed },
      });
      expect(response.status).toBe(200);
      return;
    }
    case 'edit': {
      const task = pick(tasks, step.task);
      if (!task) return;
      const response = await client.call('todo-update', {
        params: { id: task._id },
        body: { description: 'edited' },
      });
      expect(response.status).toBe(task.assigned ? 403 : 200);
      return;
    }
    case 'delete': {
      const task = pick(tasks, step.task);
      if (!task) return;
      const response = await client.call('todo-delete', { params: { id: task._id } });
      expect(response.status).toBe(task.assigned ? 403 : 200);
      return;
    }
    case 'createGroup': {
      const response = await client.call('todo-create-group', { body: { name: 'Random' } });
      groups.push(response.body._id);
      return;
    }
    case 'deleteGroup': {
      const groupId = pick(groups, step.group);
      if (!groupId) return;
      const response = await client.call('todo-delete-group', { params: { id: groupId } });
      expect(response.status).toBe(200);
      groups.splice(groups.indexOf(groupId), 1);
      return;
    }
    case 'assign':
      await assign(boss, [owner.user._id], { description: `Assigned ${Date.now()}` });
      return;
  }
}

describe('counters', () => {
  it('equal a recount after random sequences of create, toggle, edit, delete, delete-group and assignment', async () => {
    const groups: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const step of steps) await run(step, groups);
        await expectCountersMatchRecount(api, owner.user._id);
      }),
      { numRuns: 10 },
    );
  });

  it('move once for two concurrent identical toggles', async () => {
    const todo = await createTask(owner);
    const before = await storedCounters(api, owner.user._id);
    const results = await Promise.all(
      [0, 1].map(() =>
        owner.client.call('todo-update', { params: { id: todo._id }, body: { completed: true } }),
      ),
    );
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.body.todo.completed).toBe(true);
    }
    expect(await storedCounters(api, owner.user._id)).toEqual({
      total: before.total,
      completed: before.completed + 1,
    });
    await expectCountersMatchRecount(api, owner.user._id);
  });

  it('equal a recount after many parallel toggles and deletes of the same tasks from two sessions', async () => {
    const second = api.client();
    const signIn = await second.call('auth-signin', {
      body: { username: owner.user.username, password: 'Passw0rd' },
    });
    expect(signIn.status).toBe(200);
    const tasks: Task[] = [];
    for (let i = 0; i < 6; i++) tasks.push(await createTask(owner, { completed: i % 2 === 0 }));
    const sessions = [owner.client, second];
    const calls = tasks.flatMap((task, i) =>
      sessions.flatMap((client) => [
        client.call('todo-update', { params: { id: task._id }, body: { completed: true } }),
        client.call('todo-update', { params: { id: task._id }, body: { completed: false } }),
        ...(i % 3 === 0 ? [client.call('todo-delete', { params: { id: task._id } })] : []),
      ]),
    );
    const results = await Promise.all(calls);
    // A loser of a race reads again; after repeated losses it answers 409 and has changed nothing.
    for (const result of results) expect([200, 404, 409]).toContain(result.status);
    await expectCountersMatchRecount(api, owner.user._id);
  });
});

describe('delete-group', () => {
  it('deletes a group of more than 100 tasks in transactions of at most 100 items', async () => {
    const me = boss;
    const group = (await me.client.call('todo-create-group', { body: { name: 'Big' } })).body;
    const outside = await createTask(me, { completed: true });
    // Written straight into the table with their counters (every third completed): creating 150
    // through the API, each a transaction on the same counter, is what the other tests here prove.
    await seedTasks(api, me.user._id, group._id, 150);
    const before = await expectCountersMatchRecount(api, me.user._id);
    const response = await me.client.call('todo-delete-group', { params: { id: group._id } });
    expect(response.status).toBe(200);
    // Session read, mark, Query, and ceil((150 + 1) / 99) = 2 transactions.
    expect(response.ddbCalls).toBe(5);
    const after = await expectCountersMatchRecount(api, me.user._id);
    expect(after).toEqual({ total: before.total - 150, completed: before.completed - 50 });
    expect((await tasksOf(api, me.user._id)).map((t) => t.id)).toContain(outside._id);
    const list = await me.client.call('todo-get', { params: { groupId: group._id } });
    expect(list.status).toBe(404);
  }, 180_000);

  it('finishes a deletion left halfway when run again, and refuses new tasks into that group meanwhile', async () => {
    const me = boss;
    const group = (await me.client.call('todo-create-group', { body: { name: 'Half' } })).body;
    const tasks = [
      await createTask(me, { groupId: group._id }),
      await createTask(me, { groupId: group._id }),
    ];
    // What a failure after the mark and the first chunk leaves: the group marked, a task gone with its count.
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.group(me.user._id, group._id),
        UpdateExpression: 'SET deleting = :now',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    );
    expect((await me.client.call('todo-delete', { params: { id: tasks[0]?._id as string } })).status).toBe(
      200,
    );
    const refused = await me.client.call('todo-create', {
      body: { description: 'late', groupId: group._id },
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: serverErrors.groupNotFound });
    const rerun = await me.client.call('todo-delete-group', { params: { id: group._id } });
    expect(rerun.status).toBe(200);
    expect((await tasksOf(api, me.user._id)).some((t) => t.groupId === group._id)).toBe(false);
    await expectCountersMatchRecount(api, me.user._id);
  });
});
