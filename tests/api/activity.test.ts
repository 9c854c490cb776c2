/**
 * A task's history over HTTP on DynamoDB Local (docs/api.md#activity): every kind of change
 * recorded with who, when and each field's values before and after, from our routes and from the
 * original client's; written in the change's transaction (a refused change writes none); paging
 * newest first; who may read it; reverting an entry, its 409 and `force`, a completion's revert and
 * the counters; 403 and 404.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import { activityTexts, listTexts, serverErrors } from '../../shared/messages/server';
import type { Task } from '../../shared/types';
import { startApi, type TestApi, uniqueName } from '../support/api';
import { OriginalClient } from './compat/original-client';
import { listHelpers } from './list-support';
import { befriend, type Member } from './team-support';
import { assign, copyOf, createGroup, createTask, storedCounters } from './todo-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { listWithRoles, addTask } = listHelpers(() => api);

interface Entry {
  _id: string;
  actor: { _id: string; username: string };
  at: string;
  kind: string;
  changes: { field: string; from: unknown; to: unknown }[];
  revertOf?: string;
}

async function activityOf(member: Member, id: string, cursor?: string) {
  const answer = await member.client.call('tasks-activity', {
    params: { id },
    ...(cursor ? { query: { cursor } } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { entries: Entry[]; next: string | null };
}

const newest = async (member: Member, id: string) => (await activityOf(member, id)).entries[0] as Entry;

const update = (member: Member, id: string, body: Record<string, unknown>) =>
  // biome-ignore lint/suspicious/noExplicitAny: bodies of any of todo/update's fields
  member.client.call('todo-update', { params: { id }, body: body as any });

const revert = (member: Member, id: string, entryId: string, body: Record<string, unknown> = {}) =>
  member.client.call('tasks-activity-revert', { params: { id, entryId }, body });

describe('recording', () => {
  let me: Member;
  let task: Task;
  beforeAll(async () => {
    me = await api.user('act');
    task = await createTask(me, { description: 'Water the plants' });
  });

  it('records the creation with the fields it was made with', async () => {
    const { entries, next } = await activityOf(me, task._id);
    expect(next).toBeNull();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'created',
      actor: { _id: me.user._id, username: me.user.username },
      changes: [
        { field: 'description', from: null, to: 'Water the plants' },
        { field: 'groupId', from: null, to: 'today' },
      ],
    });
    expect(Date.parse(entries[0]?.at as string)).not.toBeNaN();
  });

  it.each([
    ['description', { description: 'Water the ferns' }, 'description', 'Water the plants', 'Water the ferns'],
    ['notes', { notes: 'Twice a week' }, 'notes', '', 'Twice a week'],
    ['due', { dueDay: '2031-05-01' }, 'dueDay', null, '2031-05-01'],
    ['importance', { important: true }, 'important', false, true],
    [
      'repeat',
      { repeat: { rule: 'FREQ=WEEKLY', from: 'due' } },
      'repeat',
      null,
      { rule: 'FREQ=WEEKLY', from: 'due' },
    ],
    ['completed', { completed: true }, 'completed', false, true],
    ['reopened', { completed: false }, 'completed', true, false],
  ])('records a change of %s with its values before and after', async (kind, body, field, from, to) => {
    const answer = await update(me, task._id, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await newest(me, task._id)).toMatchObject({ kind, changes: [{ field, from, to }] });
  });

  it('records steps, a reminder, a list and several fields at once', async () => {
    await update(me, task._id, { steps: [{ title: 'Fill the can' }] });
    const steps = await newest(me, task._id);
    expect(steps).toMatchObject({ kind: 'steps', changes: [{ field: 'steps', from: [] }] });
    expect(steps.changes[0]?.to).toEqual([
      { _id: expect.any(String), title: 'Fill the can', completed: false },
    ]);

    const remindAt = new Date(Date.now() + 3_600_000).toISOString();
    await update(me, task._id, { remindAt });
    expect(await newest(me, task._id)).toMatchObject({
      kind: 'reminder',
      changes: [{ field: 'remindAt', from: null, to: remindAt }],
    });

    const group = await createGroup(me, 'Garden');
    await update(me, task._id, { groupId: group._id });
    expect(await newest(me, task._id)).toMatchObject({
      kind: 'list',
      changes: [{ field: 'groupId', to: group._id }],
    });

    await update(me, task._id, { important: false, notes: 'Once a week' });
    expect(await newest(me, task._id)).toMatchObject({
      kind: 'edited',
      changes: [
        { field: 'notes', from: 'Twice a week', to: 'Once a week' },
        { field: 'important', from: true, to: false },
      ],
    });
  });

  it('records nothing for a change that changes nothing, and nothing for a refused one', async () => {
    const before = await activityOf(me, task._id);
    await update(me, task._id, { important: false });
    const refused = await update(me, task._id, { groupId: '01JZZZZZZZZZZZZZZZZZZZZZZZ' });
    expect(refused.status).toBe(400);
    expect(await activityOf(me, task._id)).toEqual(before);
  });

  it('records the deletion, kept after the task (in the partition, for the export)', async () => {
    const doomed = await createTask(me, { description: 'Throw away' });
    expect((await me.client.call('todo-delete', { params: { id: doomed._id } })).status).toBe(200);
    const stored = await api.db.send(
      new QueryCommand({
        TableName: api.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': `USER#${me.user._id}`, ':p': `ACT#${doomed._id}#` },
      }),
    );
    expect(stored.Items?.map((item) => item.kind)).toEqual(['created', 'deleted']);
    // Kept 365 days by TTL.
    const ttl = Number(stored.Items?.[1]?.expiresAt) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(364 * 86_400);
    expect(ttl).toBeLessThan(366 * 86_400);
    // The task is gone: its history is no longer answered by the route.
    expect((await me.client.call('tasks-activity', { params: { id: doomed._id } })).status).toBe(404);
  });

  it('the export holds the history', async () => {
    const exported = await me.client.call('portability-export');
    expect(exported.status).toBe(200);
    const body = exported.body as { activity?: { taskId: string; kind: string }[] };
    expect(body.activity?.filter((entry) => entry.taskId === task._id).length).toBeGreaterThan(5);
  });
});

describe('paging', () => {
  it('answers 50 a page, newest first, with the cursor of the next', async () => {
    const me = await api.user('page');
    const task = await createTask(me, { description: 'Count' });
    for (let i = 1; i <= 55; i++) await update(me, task._id, { notes: `note ${i}` });
    const first = await activityOf(me, task._id);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.changes[0]?.to).toBe('note 55');
    expect(first.next).toBe(first.entries[49]?._id);
    const second = await activityOf(me, task._id, first.next as string);
    expect(second.entries.map((entry) => entry.kind)).toEqual([
      'notes',
      'notes',
      'notes',
      'notes',
      'notes',
      'created',
    ]);
    expect(second.next).toBeNull();
  });
});

describe('the original client', () => {
  it('its create, update (toggle and text), counter calls and delete are recorded', async () => {
    const client = new OriginalClient(api.baseUrl, '10.9.3.1');
    const username = uniqueName('orig');
    const signedUp = await client.post('/api/auth/signup', { username, password: 'Passw0rd' });
    expect(signedUp.status).toBeLessThan(300);
    const user = (await client.get('/api/auth/user')).data as { _id: string };
    const created = await client.post('/api/todo/create', {
      description: 'Old client task',
      completed: false,
      assigned: false,
      important: false,
      user: user._id,
      groupId: 'today',
    });
    const id = (created.data as { _id: string })._id;
    // The toggle and its counter call (docs/compat.md), then a text edit.
    await client.post(`/api/todo/update/${id}`, { completed: true });
    await client.post('/api/todo/plus-completed');
    await client.post(`/api/todo/update/${id}`, { description: 'Old client task, edited' });
    const read = await client.get(`/api/tasks/${id}/activity`);
    expect(read.status).toBe(200);
    const entries = (read.data as { entries: Entry[] }).entries;
    expect(entries.map((entry) => entry.kind)).toEqual(['description', 'completed', 'created']);
    expect(entries[0]?.changes).toEqual([
      { field: 'description', from: 'Old client task', to: 'Old client task, edited' },
    ]);
    expect(entries.every((entry) => entry.actor._id === user._id)).toBe(true);
    const deleted = await client.post(`/api/todo/delete/${id}`);
    expect(deleted.status).toBe(200);
    const stored = await api.db.send(
      new QueryCommand({
        TableName: api.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': `USER#${user._id}`, ':p': `ACT#${id}#` },
        ScanIndexForward: false,
      }),
    );
    expect(stored.Items?.[0]?.kind).toBe('deleted');
  });
});

describe('assignments and shared lists', () => {
  it("an assignment's one thread: its creation, the assigner's edit and an assignee's completion", async () => {
    const [boss, ann, bob] = await Promise.all([api.user('boss'), api.user('ann'), api.user('bob')]);
    await befriend(boss, ann);
    await befriend(boss, bob);
    const row = await assign(boss, [ann.user._id, bob.user._id], { description: 'Report' });
    const edited = await boss.client.call('notification-edit-assignment', {
      body: { important: true, todos: row },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await update(ann, copyOf(row, ann), { completed: true })).status).toBe(200);
    // The assigner reads it by the assignment's id, an assignee by their copy's: the same thread.
    const byBoss = await activityOf(boss, row.uniqueMarker);
    const byBob = await activityOf(bob, copyOf(row, bob));
    expect(byBob).toEqual(byBoss);
    expect(byBoss.entries.map((entry) => [entry.kind, entry.actor.username])).toEqual([
      ['completed', ann.user.username],
      ['importance', boss.user.username],
      ['created', boss.user.username],
    ]);
    // Bob cannot revert Ann's completion; Ann can revert her own.
    const annEntry = byBoss.entries[0] as Entry;
    const byOther = await revert(bob, copyOf(row, bob), annEntry._id);
    expect(byOther).toMatchObject({ status: 403, body: { message: activityTexts.notYourCopy } });
    const own = await revert(ann, copyOf(row, ann), annEntry._id);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((own.body as { todo: Task }).todo.completed).toBe(false);
  });

  it("a shared list's members read it; a viewer may not revert (403); a stranger gets 404", async () => {
    const { owner, editor, viewer, stranger, listId } = await listWithRoles('al', 'Chores');
    const task = await addTask(owner, listId, 'Vacuum');
    expect((await update(editor, task._id, { dueDay: '2031-02-03' })).status).toBe(200);
    const entry = await newest(viewer, task._id);
    expect(entry).toMatchObject({ kind: 'due', actor: { _id: editor.user._id } });
    expect(await activityOf(owner, task._id)).toEqual(await activityOf(viewer, task._id));
    const peek = await stranger.client.call('tasks-activity', { params: { id: task._id } });
    expect(peek).toMatchObject({ status: 404, body: { message: serverErrors.todoNotFound } });
    const byViewer = await revert(viewer, task._id, entry._id);
    expect(byViewer).toMatchObject({ status: 403, body: { message: listTexts.viewerOnly } });
    const byStranger = await revert(stranger, task._id, entry._id);
    expect(byStranger.status).toBe(404);
    // Assignees and their parts (a team task).
    expect((await update(owner, task._id, { assignees: [editor.user._id] })).status).toBe(200);
    expect(await newest(editor, task._id)).toMatchObject({
      kind: 'assignees',
      changes: [{ field: 'assignees', from: [], to: [{ _id: editor.user._id, completed: false }] }],
    });
  });
});

describe('in the transaction of the change', () => {
  it('a change whose transaction is cancelled writes no entry', async () => {
    // The list says viewer, the editor's session still says editor: the write's own condition refuses.
    const { owner, editor, listId } = await listWithRoles('tx', 'Errands');
    const task = await addTask(owner, listId, 'Post office');
    const before = await activityOf(owner, task._id);
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.group(owner.user._id, listId),
        UpdateExpression: 'SET #members.#m = :viewer',
        ExpressionAttributeNames: { '#members': 'members', '#m': editor.user._id },
        ExpressionAttributeValues: { ':viewer': 'viewer' },
      }),
    );
    const refused = await update(editor, task._id, { notes: 'never written', important: true });
    expect(refused).toMatchObject({ status: 403, body: { message: listTexts.viewerOnly } });
    expect(await activityOf(owner, task._id)).toEqual(before);
  });
});

describe('revert', () => {
  let me: Member;
  beforeAll(async () => {
    me = await api.user('rev');
  });

  it('puts the fields back, recorded as a change of its own', async () => {
    const task = await createTask(me, { description: 'Dentist', dueDay: '2031-03-01' });
    await update(me, task._id, { dueDay: '2031-03-08' });
    const moved = await newest(me, task._id);
    const answer = await revert(me, task._id, moved._id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      todo: { _id: task._id, dueDay: '2031-03-01' },
      reverted: ['dueDay'],
    });
    expect(await newest(me, task._id)).toMatchObject({
      kind: 'reverted',
      revertOf: moved._id,
      changes: [{ field: 'dueDay', from: '2031-03-08', to: '2031-03-01' }],
    });
  });

  it('409 naming the field changed again since, unless force', async () => {
    const task = await createTask(me, { description: 'Boiler' });
    await update(me, task._id, { notes: 'first' });
    const first = await newest(me, task._id);
    await update(me, task._id, { notes: 'second' });
    const refused = await revert(me, task._id, first._id);
    expect(refused).toMatchObject({ status: 409, body: { message: activityTexts.changedSince(['notes']) } });
    const stored = await newest(me, task._id);
    expect(stored.changes[0]?.to).toBe('second');
    const forced = await revert(me, task._id, first._id, { force: true });
    expect(forced.status).toBe(200);
    expect(await newest(me, task._id)).toMatchObject({
      kind: 'reverted',
      changes: [{ field: 'notes', from: 'second', to: '' }],
    });
  });

  it('a completion reverted moves the counters exactly as a toggle', async () => {
    const task = await createTask(me, { description: 'Bins' });
    const before = await storedCounters(api, me.user._id);
    await update(me, task._id, { completed: true });
    const done = await newest(me, task._id);
    expect(await storedCounters(api, me.user._id)).toEqual({
      ...before,
      completed: before.completed + 1,
    });
    expect((await revert(me, task._id, done._id)).status).toBe(200);
    expect(await storedCounters(api, me.user._id)).toEqual(before);
    // Reverting the revert completes it again.
    const back = await newest(me, task._id);
    expect((await revert(me, task._id, back._id)).status).toBe(200);
    expect(await storedCounters(api, me.user._id)).toEqual({
      ...before,
      completed: before.completed + 1,
    });
  });

  it('400 for an entry that is no field change; 404 for an unknown entry or another task', async () => {
    const task = await createTask(me, { description: 'Keys' });
    const other = await createTask(me, { description: 'Wallet' });
    const created = await newest(me, task._id);
    expect(await revert(me, task._id, created._id)).toMatchObject({
      status: 400,
      body: { message: activityTexts.notRevertable },
    });
    expect(await revert(me, other._id, created._id)).toMatchObject({
      status: 404,
      body: { message: activityTexts.entryNotFound },
    });
    expect((await revert(me, task._id, '01JZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
    const stranger = await api.user('revs');
    expect((await revert(stranger, task._id, created._id)).status).toBe(404);
    const badBody = await revert(me, task._id, created._id, { force: 'yes' });
    expect(badBody.status).toBe(400);
  });
});
