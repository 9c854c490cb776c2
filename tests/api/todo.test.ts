/**
 * The /api/todo routes over HTTP on DynamoDB Local: every route's happy path and refusals, owner and
 * non-owner for each id route, the built-in views, sorting, the legacy counter routes, and the
 * DynamoDB calls of each route as docs/data-model.md states them. Counter properties, concurrency
 * and big groups are in todo-counters.test.ts.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/data/core/ids';
import { keys } from '../../functions/data/core/keys';
import { builtInViews } from '../../shared/limits';
import { serverErrors, todoTexts } from '../../shared/messages/server';
import { validation } from '../../shared/messages/validation';
import { type RouteName, routeByName } from '../../shared/routes';
import { type MergedViewId, mergedView } from '../../shared/views';
import { startApi, type TestApi } from '../support/api';
import { befriend } from './team-support';
import {
  assign,
  copyOf,
  createGroup,
  createTask,
  expectCountersMatchRecount,
  expectRefusedUnchanged,
  type Member,
  storedCounters,
  tasksOf,
} from './todo-support';

let api: TestApi;
// Sign-ups cost a deliberate scrypt each: a few users serve the whole file, and tests compare
// counters before and after rather than from zero. `viewer` holds only the views test's tasks;
// `carol` is alice's teammate; `dave` makes groups only in the groups test.
let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;
let viewer: Member;
beforeAll(async () => {
  api = await startApi();
  [alice, bob, carol, dave, viewer] = await Promise.all([
    api.user('alice'),
    api.user('bob'),
    api.user('carol'),
    api.user('dave'),
    api.user('viewer'),
  ]);
  await befriend(alice, carol);
});
afterAll(() => api.close());

const someId = () => newId();

/** Bad bodies answer 400 with the message and write nothing (no task, no counter move). */
const expectRefusedWithoutWrites = (
  member: Member,
  send: () => Promise<{ status: number; body: unknown }>,
  message: string,
) => expectRefusedUnchanged(api, [member], send, message);

describe('guests', () => {
  const calls: [RouteName, Record<string, string>][] = [
    ['todo-create', {}],
    ['todo-get', { groupId: 'today' }],
    ['todo-getall', {}],
    ['todo-update', { id: 'x' }],
    ['todo-delete', { id: 'x' }],
    ['todo-get-groups', {}],
    ['todo-create-group', {}],
    ['todo-update-group', { id: 'x' }],
    ['todo-delete-group', { id: 'x' }],
    ['todo-plus-completed', {}],
    ['todo-minus-completed', {}],
    ['todo-decrement-total-tasks', { userId: 'x' }],
    ['todo-decrement-completed-tasks', { userId: 'x' }],
  ];
  it.each(calls)('%s answers 401', async (name, params) => {
    const body = routeByName(name).method === 'GET' ? undefined : { description: 'x', name: 'x' };
    const response = await api.client().call(name, { params, body });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: serverErrors.notSignedIn });
  });
});

describe('create', () => {
  it('creates a task with every field, counts it, in 2 DynamoDB calls', async () => {
    const me = alice;
    const before = await storedCounters(api, me.user._id);
    const group = await createGroup(me);
    const due = '2030-01-02T23:59:00.000Z';
    const response = await me.client.call('todo-create', {
      body: {
        description: '  Buy milk  ',
        completed: false,
        assigned: false,
        important: true,
        user: me.user._id,
        groupId: group._id,
        due,
      },
    });
    expect(response.status).toBe(201);
    expect(response.ddbCalls).toBe(2);
    expect(response.body).toMatchObject({
      description: 'Buy milk',
      completed: false,
      assigned: false,
      important: true,
      // The day it was chosen on, and noon UTC of it (docs/decisions/0113).
      dueDay: '2030-01-02',
      due: '2030-01-02T12:00:00.000Z',
      user: me.user._id,
      groupId: group._id,
    });
    expect(response.body._id).toMatch(/^[0-9A-Z]{26}$/);
    expect(await storedCounters(api, me.user._id)).toEqual({
      total: before.total + 1,
      completed: before.completed,
    });
    const stored = (await tasksOf(api, me.user._id)).find((t) => t.id === response.body._id);
    expect(stored?.descriptionLower).toBe('buy milk');
  });

  it('counts a task created completed in both counters; no group means Today, a built-in home is kept', async () => {
    const me = alice;
    const before = await storedCounters(api, me.user._id);
    const done = await createTask(me, { completed: true });
    expect(done.completed).toBe(true);
    expect(done.groupId).toBe('today');
    const fromView = await createTask(me, { groupId: 'important', important: true });
    expect(fromView.groupId).toBe('important');
    const stored = (await tasksOf(api, me.user._id)).find((t) => t.id === fromView._id);
    expect(stored?.groupId).toBe('important');
    expect(await expectCountersMatchRecount(api, me.user._id)).toEqual({
      total: before.total + 2,
      completed: before.completed + 1,
    });
  });

  it('ignores the user field: a task always belongs to the caller', async () => {
    const todo = await createTask(alice, { user: bob.user._id });
    expect(todo.user).toBe(alice.user._id);
    expect((await tasksOf(api, bob.user._id)).some((t) => t.id === todo._id)).toBe(false);
  });

  it.each([
    [{}, validation.descriptionRequired],
    [{ description: '' }, validation.descriptionRequired],
    [{ description: '   ' }, validation.descriptionRequired],
    [{ description: 'x'.repeat(181) }, validation.descriptionTooLong],
    [{ description: 42 }, 'description must be a string'],
    [{ description: 'ok', completed: 'true' }, validation.booleanInvalid('completed')],
    [{ description: 'ok', important: 1 }, validation.booleanInvalid('important')],
    [{ description: 'ok', assigned: 'no' }, validation.booleanInvalid('assigned')],
    [{ description: 'ok', assigned: true }, validation.assignedOnCreate],
    [{ description: 'ok', due: 'tomorrow' }, validation.dueInvalid],
    [{ description: 'ok', due: '2030-02-30T10:00:00Z' }, validation.dueInvalid],
    [{ description: 'ok', due: '2030-01-01' }, validation.dueInvalid],
    [{ description: 'ok', due: 5 }, validation.dueInvalid],
    [{ description: 'ok', groupId: 5 }, validation.groupIdInvalid],
    [{ description: 'ok', groupId: 'assigned-to-me' }, validation.groupNotAHome],
    [{ description: 'ok', groupId: 'assigned-by-me' }, validation.groupNotAHome],
    [{ description: 'ok', user: 7 }, 'user must be a string'],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    await expectRefusedWithoutWrites(alice, () => alice.client.call('todo-create', { body }), message);
  });

  it('accepts exactly 180 characters and a null due', async () => {
    const todo = await createTask(alice, { description: 'y'.repeat(180), due: null });
    expect(todo.description).toHaveLength(180);
    expect(todo.due).toBeNull();
  });

  it("answers 404 for a missing group or another user's, and writes nothing", async () => {
    const bobsGroup = await createGroup(bob, 'Bobs');
    for (const groupId of [someId(), bobsGroup._id, 'not-an-id']) {
      const before = await storedCounters(api, alice.user._id);
      const response = await alice.client.call('todo-create', { body: { description: 'x', groupId } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: serverErrors.groupNotFound });
      expect(await storedCounters(api, alice.user._id)).toEqual(before);
    }
    const bobsTasks = await bob.client.call('todo-get', { params: { groupId: bobsGroup._id } });
    expect(bobsTasks.body).toEqual([]);
  });
});

describe('update', () => {
  it('toggles completion with the counter, in 3 DynamoDB calls; a toggle to the same state moves nothing in 2', async () => {
    const me = bob;
    const todo = await createTask(me);
    const base = await storedCounters(api, me.user._id);
    const moved = (completed: number) => ({ total: base.total, completed: base.completed + completed });
    const on = await me.client.call('todo-update', { params: { id: todo._id }, body: { completed: true } });
    expect(on.status).toBe(200);
    expect(on.ddbCalls).toBe(3);
    expect(on.body.todo).toMatchObject({ _id: todo._id, completed: true, description: todo.description });
    expect(await storedCounters(api, me.user._id)).toEqual(moved(1));

    const again = await me.client.call('todo-update', {
      params: { id: todo._id },
      body: { completed: true },
    });
    expect(again.status).toBe(200);
    expect(again.ddbCalls).toBe(2);
    expect(again.body.todo.completed).toBe(true);
    expect(await storedCounters(api, me.user._id)).toEqual(moved(1));

    const off = await me.client.call('todo-update', { params: { id: todo._id }, body: { completed: false } });
    expect(off.body.todo.completed).toBe(false);
    expect(await expectCountersMatchRecount(api, me.user._id)).toEqual(moved(0));
  });

  it('edits the description (trimmed) in 3 DynamoDB calls (the task read for its history), and both fields at once', async () => {
    const todo = await createTask(alice);
    const edit = await alice.client.call('todo-update', {
      params: { id: todo._id },
      body: { description: '  Renamed  ' },
    });
    expect(edit.status).toBe(200);
    expect(edit.ddbCalls).toBe(3);
    expect(edit.body.todo).toMatchObject({ _id: todo._id, description: 'Renamed', completed: false });
    const both = await alice.client.call('todo-update', {
      params: { id: todo._id },
      body: { description: 'Both', completed: true },
    });
    expect(both.body.todo).toMatchObject({ description: 'Both', completed: true });
    const stored = (await tasksOf(api, alice.user._id)).find((t) => t.id === todo._id);
    expect(stored).toMatchObject({ description: 'Both', descriptionLower: 'both', completed: true });
    await expectCountersMatchRecount(api, alice.user._id);
  });

  it.each([
    [{}, validation.updateFieldsRequired],
    [{ completed: 'true' }, validation.booleanInvalid('completed')],
    [{ completed: null }, validation.booleanInvalid('completed')],
    [{ description: '  ' }, validation.descriptionRequired],
    [{ description: 'z'.repeat(181) }, validation.descriptionTooLong],
    [{ description: ['x'] }, 'description must be a string'],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const todo = await createTask(alice);
    await expectRefusedWithoutWrites(
      alice,
      () => alice.client.call('todo-update', { params: { id: todo._id }, body }),
      message,
    );
  });

  it("answers 404 for another user's task, a missing one and a malformed id, exactly alike", async () => {
    const bobs = await createTask(bob);
    for (const body of [{ completed: true }, { description: 'mine now' }]) {
      for (const id of [bobs._id, someId(), 'garbage']) {
        const response = await alice.client.call('todo-update', { params: { id }, body });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: serverErrors.todoNotFound });
      }
    }
    const stored = (await tasksOf(api, bob.user._id)).find((t) => t.id === bobs._id);
    expect(stored).toMatchObject({ completed: false, description: bobs.description });
    await expectCountersMatchRecount(api, bob.user._id);
  });
});

describe('delete', () => {
  it('deletes a task and lowers the counters by what it was, in 3 DynamoDB calls', async () => {
    const me = bob;
    const open = await createTask(me);
    const done = await createTask(me, { completed: true });
    const base = await storedCounters(api, me.user._id);
    const moved = (total: number, completed: number) => ({
      total: base.total + total,
      completed: base.completed + completed,
    });
    const first = await me.client.call('todo-delete', { params: { id: done._id } });
    expect(first.status).toBe(200);
    expect(first.ddbCalls).toBe(3);
    expect(first.body).toEqual({ message: todoTexts.taskDeleted });
    expect(await expectCountersMatchRecount(api, me.user._id)).toEqual(moved(-1, -1));
    await me.client.call('todo-delete', { params: { id: open._id } });
    expect(await expectCountersMatchRecount(api, me.user._id)).toEqual(moved(-2, -1));
    const twice = await me.client.call('todo-delete', { params: { id: open._id } });
    expect(twice.status).toBe(404);
    expect(await storedCounters(api, me.user._id)).toEqual(moved(-2, -1));
  });

  it("answers 404 for another user's task exactly like a missing one, and keeps it", async () => {
    const bobs = await createTask(bob);
    for (const id of [bobs._id, someId(), 'garbage']) {
      const response = await alice.client.call('todo-delete', { params: { id } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: serverErrors.todoNotFound });
    }
    expect((await tasksOf(api, bob.user._id)).some((t) => t.id === bobs._id)).toBe(true);
  });
});

describe('assigned copies', () => {
  it('the assignee may toggle a copy (their counter moves) but not edit or delete it', async () => {
    const [boss, worker] = [alice, carol];
    const base = await storedCounters(api, worker.user._id);
    const row = await assign(boss, [worker.user._id], { description: 'Write the report' });
    const id = copyOf(row, worker);
    const moved = (completed: number) => ({ total: base.total + 1, completed: base.completed + completed });
    expect(await storedCounters(api, worker.user._id)).toEqual(moved(0));

    const toggled = await worker.client.call('todo-update', { params: { id }, body: { completed: true } });
    expect(toggled.status).toBe(200);
    expect(toggled.body.todo).toMatchObject({
      completed: true,
      assigned: true,
      uniqueMarker: row.uniqueMarker,
    });
    expect(await expectCountersMatchRecount(api, worker.user._id)).toEqual(moved(1));

    for (const body of [{ description: 'hacked' }, { description: 'hacked', completed: false }]) {
      const edit = await worker.client.call('todo-update', { params: { id }, body });
      expect(edit.status).toBe(403);
      expect(edit.body).toEqual({ message: serverErrors.forbidden });
    }
    const removed = await worker.client.call('todo-delete', { params: { id } });
    expect(removed.status).toBe(403);
    const stored = (await tasksOf(api, worker.user._id)).find((t) => t.id === id);
    expect(stored).toMatchObject({ description: 'Write the report', completed: true });
    expect(await expectCountersMatchRecount(api, worker.user._id)).toEqual(moved(1));

    // Stored groups: 'Assigned to you' holds the copy (with the assigner's username); the
    // assigner's 'Assigned by you' holds one element per assignee copy.
    const toMe = await worker.client.call('todo-get', { params: { groupId: 'assigned-to-me' } });
    expect(toMe.status).toBe(200);
    expect(toMe.ddbCalls).toBe(2);
    expect(toMe.body.find((t) => t._id === id)).toMatchObject({
      username: boss.user.username,
      assigned: true,
      groupId: 'assigned-to-me',
      uniqueMarker: row.uniqueMarker,
    });
    const byMe = await boss.client.call('todo-get', { params: { groupId: 'assigned-by-me' } });
    expect(byMe.ddbCalls).toBe(2);
    expect(byMe.body.filter((t) => t.uniqueMarker === row.uniqueMarker)).toEqual([
      expect.objectContaining({
        _id: id,
        user: worker.user._id,
        uniqueMarker: row.uniqueMarker,
        username: boss.user.username,
        description: 'Write the report',
        assigned: true,
      }),
    ]);
    // The built-in homes hold own tasks only; getall has the copy.
    for (const view of ['today', 'important', 'planned']) {
      const list = await worker.client.call('todo-get', { params: { groupId: view } });
      expect(list.body.some((t) => t._id === id)).toBe(false);
    }
    const all = await worker.client.call('todo-getall');
    expect(all.body.todos.find((t) => t._id === id)).toMatchObject({ username: boss.user.username });
  });
});

describe('stored groups and lists', () => {
  it('serves what each group stores, sorted, in 2 calls; the merged views follow from get-groups', async () => {
    const me = viewer;
    const home = await createGroup(me, 'Home');
    const plain = await createTask(me, { description: 'plain', groupId: home._id });
    const starred = await createTask(me, { description: 'starred', important: true, groupId: home._id });
    const dated = await createTask(me, { description: 'dated', due: '2031-05-05T23:59:00.000Z' });
    const old = await createTask(me, { description: 'old', important: true, groupId: home._id });
    const keptInPlanned = await createTask(me, { description: 'kept in planned', groupId: 'planned' });
    // Two days old: out of Today, still Important.
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.todo(me.user._id, old._id),
        UpdateExpression: 'SET createdAt = :then',
        ExpressionAttributeValues: { ':then': new Date(Date.now() - 2 * 86_400_000).toISOString() },
      }),
    );
    await me.client.call('todo-update', { params: { id: plain._id }, body: { completed: true } });

    const stored = async (groupId: string) => {
      const response = await me.client.call('todo-get', { params: { groupId } });
      expect(response.status).toBe(200);
      expect(response.ddbCalls).toBe(2);
      expect(Array.isArray(response.body)).toBe(true);
      return response.body.map((t) => t.description);
    };
    // Not completed first, then newest first; each group answers what it stores.
    expect(await stored('today')).toEqual(['dated']);
    expect(await stored('important')).toEqual([]);
    expect(await stored('planned')).toEqual(['kept in planned']);
    expect(await stored('assigned-to-me')).toEqual([]);
    expect(await stored('assigned-by-me')).toEqual([]);
    expect(await stored(home._id)).toEqual(['starred', 'old', 'plain']);

    // get-groups carries the same contents, so a client computes every view from one answer.
    const groups = await me.client.call('todo-get-groups');
    expect(groups.ddbCalls).toBe(2);
    const view = (id: MergedViewId) => mergedView(id, groups.body.groups).map((t) => t.description);
    expect(view('today')).toEqual(['kept in planned', 'dated', 'starred', 'plain']);
    expect(view('important')).toEqual(['starred', 'old']);
    expect(view('planned')).toEqual(['dated']);
    const today = mergedView('today', groups.body.groups);
    expect(today.find((t) => t._id === starred._id)?.groupName).toBe('Home');
    expect(today.find((t) => t._id === dated._id)?.groupName).toBe('Today');
    expect(today.find((t) => t._id === keptInPlanned._id)?.groupName).toBe('Planned');

    const all = await me.client.call('todo-getall');
    expect(all.status).toBe(200);
    expect(all.ddbCalls).toBe(2);
    expect(all.body.todos.map((t) => t.description)).toEqual([
      'kept in planned',
      'dated',
      'starred',
      'old',
      'plain',
    ]);
  });

  it('serves a task stored before homes existed (no groupId) in Today', async () => {
    const me = viewer;
    const legacy = await createTask(me, { description: 'from before homes' });
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.todo(me.user._id, legacy._id),
        UpdateExpression: 'SET groupId = :none',
        ExpressionAttributeValues: { ':none': null },
      }),
    );
    const today = await me.client.call('todo-get', { params: { groupId: 'today' } });
    expect(today.body.find((t) => t._id === legacy._id)).toMatchObject({ groupId: 'today' });
  });

  it("answers 404 for another user's group, a missing one and an unknown id", async () => {
    const bobs = await createGroup(bob, 'Secret');
    await createTask(bob, { groupId: bobs._id, description: 'bob only' });
    for (const groupId of [bobs._id, someId(), 'tomorrow']) {
      const response = await alice.client.call('todo-get', { params: { groupId } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: serverErrors.groupNotFound });
    }
  });
});

describe('groups', () => {
  it('creates (trimmed), lists built-ins first then groups oldest first with their tasks, renames', async () => {
    const me = dave;
    const created = await me.client.call('todo-create-group', { body: { name: '  Errands ' } });
    expect(created.status).toBe(201);
    expect(created.ddbCalls).toBe(2);
    expect(created.body).toMatchObject({ name: 'Errands', todo: [] });
    const second = await createGroup(me, 'Second');
    const task = await createTask(me, { groupId: second._id });

    const list = await me.client.call('todo-get-groups');
    expect(list.status).toBe(200);
    expect(list.ddbCalls).toBe(2);
    expect(list.body.groups.map((g) => g._id)).toEqual([
      ...builtInViews.map((v) => v.id),
      created.body._id,
      second._id,
    ]);
    expect(list.body.groups.slice(0, 5).every((g) => g.builtIn === true)).toBe(true);
    expect(list.body.groups.map((g) => g.name).slice(0, 5)).toEqual(builtInViews.map((v) => v.name));
    expect(list.body.groups[6]?.todo.map((t) => t._id)).toEqual([task._id]);

    const renamed = await me.client.call('todo-update-group', {
      params: { id: second._id },
      body: { name: ' Renamed ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.ddbCalls).toBe(2);
    expect(renamed.body).toMatchObject({ _id: second._id, name: 'Renamed' });
    const after = await me.client.call('todo-get-groups');
    expect(mergedView('today', after.body.groups)[0]?.groupName).toBe('Renamed');
  });

  it.each([
    [{}, validation.groupNameRequired],
    [{ name: '   ' }, validation.groupNameRequired],
    [{ name: 'n'.repeat(21) }, validation.groupNameTooLong],
    [{ name: 3 }, 'name must be a string'],
  ])('refuses a group name %j with 400', async (body, message) => {
    const created = await alice.client.call('todo-create-group', { body });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ message });
    const group = await createGroup(alice, 'Keep');
    const renamed = await alice.client.call('todo-update-group', { params: { id: group._id }, body });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toEqual({ message });
    const groups = await alice.client.call('todo-get-groups');
    expect(groups.body.groups.find((g) => g._id === group._id)?.name).toBe('Keep');
  });

  it('refuses to rename or delete a built-in view (403)', async () => {
    for (const view of builtInViews) {
      const rename = await alice.client.call('todo-update-group', {
        params: { id: view.id },
        body: { name: 'X' },
      });
      expect(rename.status).toBe(403);
      expect(rename.body).toEqual({ message: serverErrors.builtInGroup });
      const remove = await alice.client.call('todo-delete-group', { params: { id: view.id } });
      expect(remove.status).toBe(403);
      expect(remove.body).toEqual({ message: serverErrors.builtInGroup });
    }
  });

  it("answers 404 for another user's group, a missing one and a malformed id, and leaves it alone", async () => {
    const bobs = await createGroup(bob, 'Bobs own');
    const bobsTask = await createTask(bob, { groupId: bobs._id });
    for (const id of [bobs._id, someId(), 'garbage']) {
      const rename = await alice.client.call('todo-update-group', { params: { id }, body: { name: 'Mine' } });
      expect(rename.status).toBe(404);
      expect(rename.body).toEqual({ message: serverErrors.groupNotFound });
      const remove = await alice.client.call('todo-delete-group', { params: { id } });
      expect(remove.status).toBe(404);
      expect(remove.body).toEqual({ message: serverErrors.groupNotFound });
    }
    const list = await bob.client.call('todo-get', { params: { groupId: bobs._id } });
    expect(list.body.map((t) => t._id)).toEqual([bobsTask._id]);
    const groups = await bob.client.call('todo-get-groups');
    expect(groups.body.groups.find((g) => g._id === bobs._id)?.name).toBe('Bobs own');
  });

  it('deletes a group with its tasks and moves the counters, in 4 DynamoDB calls', async () => {
    const me = alice;
    const doomed = await createGroup(me, 'Doomed');
    const kept = await createGroup(me, 'Kept');
    await createTask(me, { groupId: doomed._id });
    await createTask(me, { groupId: doomed._id, completed: true });
    const survivor = await createTask(me, { groupId: kept._id, completed: true });
    const loose = await createTask(me);
    const base = await storedCounters(api, me.user._id);
    const doomedTasks = (await tasksOf(api, me.user._id)).filter((t) => t.groupId === doomed._id);
    expect(doomedTasks).toHaveLength(2);
    const response = await me.client.call('todo-delete-group', { params: { id: doomed._id } });
    expect(response.status).toBe(200);
    expect(response.ddbCalls).toBe(4);
    expect(response.body).toEqual({ message: todoTexts.groupDeleted });
    expect(await expectCountersMatchRecount(api, me.user._id)).toEqual({
      total: base.total - 2,
      completed: base.completed - 1,
    });
    const left = (await tasksOf(api, me.user._id)).map((t) => t.id);
    expect(left).toEqual(expect.arrayContaining([survivor._id, loose._id]));
    expect(left.some((id) => doomedTasks.some((t) => t.id === id))).toBe(false);
    const groups = await me.client.call('todo-get-groups');
    expect(groups.body.groups.map((g) => g._id)).not.toContain(doomed._id);
    const again = await me.client.call('todo-delete-group', { params: { id: doomed._id } });
    expect(again.status).toBe(404);
    // An empty group: mark, query, one transaction with the group's Delete only.
    const empty = await createGroup(me, 'Empty');
    const emptyResponse = await me.client.call('todo-delete-group', { params: { id: empty._id } });
    expect(emptyResponse.status).toBe(200);
    expect(emptyResponse.ddbCalls).toBe(4);
  });
});

describe('legacy counter routes', () => {
  it('answer the current counters and never move them', async () => {
    const me = bob;
    await createTask(me, { completed: true });
    await createTask(me);
    const now = await storedCounters(api, me.user._id);
    const expected = { totalTasks: now.total, completedTasks: now.completed };
    for (const name of ['todo-plus-completed', 'todo-minus-completed'] as const) {
      const response = await me.client.call(name);
      expect(response.status).toBe(200);
      expect(response.ddbCalls).toBe(1);
      expect(response.body).toEqual(expected);
    }
    for (const name of ['todo-decrement-total-tasks', 'todo-decrement-completed-tasks'] as const) {
      const response = await me.client.call(name, { params: { userId: me.user._id } });
      expect(response.status).toBe(200);
      expect(response.ddbCalls).toBe(1);
      expect(response.body).toEqual(expected);
    }
    expect(await expectCountersMatchRecount(api, me.user._id)).toEqual(now);
  });

  it("answer a teammate's counters (unmoved) and 404 for anyone else", async () => {
    const [me, mate, stranger] = [alice, carol, dave];
    await createTask(mate, { completed: true });
    const mates = await storedCounters(api, mate.user._id);
    const strangers = await storedCounters(api, stranger.user._id);
    for (const name of ['todo-decrement-total-tasks', 'todo-decrement-completed-tasks'] as const) {
      const teammate = await me.client.call(name, { params: { userId: mate.user._id } });
      expect(teammate.status).toBe(200);
      expect(teammate.ddbCalls).toBe(2);
      expect(teammate.body).toEqual({ totalTasks: mates.total, completedTasks: mates.completed });
      for (const userId of [stranger.user._id, someId(), 'garbage']) {
        const response = await me.client.call(name, { params: { userId } });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: serverErrors.userNotFound });
      }
    }
    expect(await storedCounters(api, mate.user._id)).toEqual(mates);
    expect(await storedCounters(api, stranger.user._id)).toEqual(strangers);
  });
});

describe('answers on the wire', () => {
  it('a board of a kilobyte or more goes compressed to a client that takes it, the same once decoded', async () => {
    const member = await api.user('wire');
    for (let i = 0; i < 12; i++)
      await member.client.call('todo-create', { body: { description: `Wire task ${i}: call the plumber` } });
    const plain = await member.client.call('todo-get-groups', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const br = await member.client.call('todo-get-groups', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.body).toEqual(plain.body);
    const gzip = await member.client.call('todo-get-groups', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.body).toEqual(plain.body);
    // A small answer is sent as it is.
    const user = await member.client.call('auth-user', { headers: { 'accept-encoding': 'br' } });
    expect(user.headers.get('content-encoding')).toBeNull();
  });
});
