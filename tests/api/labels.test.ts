/**
 * Over HTTP on DynamoDB Local: labels (docs/api.md#labels). Saved, listed by name, renamed and
 * recoloured, names unique per user case-insensitively, at most 200 counted on the profile; deleted
 * from every task in bounded batches that a retry finishes; carried by tasks (create, update,
 * get-groups, a shared list's members by name and colour, an assignee's own copy), refused when not
 * the caller's; found by search's `#label`; exported and imported by name (Todoist's `@label`).
 * `ensureLabels` (functions/data/labels.ts) finds by name and creates the missing ones.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys';
import { labelsPerTaskMax, labelsPerUserMax } from '../../shared/labels';
import { labelTexts } from '../../shared/messages/labels';
import type { Label, Task } from '../../shared/types';
import { startApi, type TestApi } from '../support/api';
import { listHelpers } from './list-support';
import { createTask, expectRefusedUnchanged, type Member, tasksOf } from './todo-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { listWithRoles } = listHelpers(() => api);

async function saveLabel(member: Member, body: Record<string, unknown>): Promise<Label> {
  const answer = await member.client.call('labels-create', { body: body as never });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const listed = async (member: Member) => {
  const answer = await member.client.call('labels-list');
  expect(answer.status).toBe(200);
  return answer.body;
};

async function storedProfileField(userId: string, field: string): Promise<unknown> {
  const { Item } = await api.db.send(
    new GetCommand({ TableName: api.tableName, Key: keys.user(userId), ConsistentRead: true }),
  );
  return Item?.[field];
}

const update = (member: Member, id: string, body: Record<string, unknown>) =>
  member.client.call('todo-update', { params: { id }, body });

async function updated(member: Member, id: string, body: Record<string, unknown>): Promise<Task> {
  const answer = await update(member, id, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.todo;
}

async function allTasks(member: Member): Promise<Task[]> {
  const answer = await member.client.call('todo-get-groups');
  expect(answer.status).toBe(200);
  return answer.body.groups.flatMap((group) => group.todo);
}

describe('the labels routes', () => {
  it('saves, lists by name, renames, recolours and deletes a label', async () => {
    const me = await api.user('labels');
    expect(await listed(me)).toEqual([]);
    const work = await saveLabel(me, { name: '  Work  ', color: 'blue' });
    expect(work).toEqual({ _id: expect.any(String), name: 'Work', color: 'blue' });
    const home = await saveLabel(me, { name: 'errands' });
    expect(home.color).toBe('grey');
    expect((await listed(me)).map((label) => label.name)).toEqual(['errands', 'Work']);
    expect(await storedProfileField(me.user._id, 'labelCount')).toBe(2);

    const renamed = await me.client.call('labels-update', {
      params: { id: home._id },
      body: { name: 'Home' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ _id: home._id, name: 'Home', color: 'grey' });
    const recoloured = await me.client.call('labels-update', {
      params: { id: home._id },
      body: { color: 'green' },
    });
    expect(recoloured.body).toEqual({ _id: home._id, name: 'Home', color: 'green' });
    // The case of its own name may change; the old name is free again.
    const recased = await me.client.call('labels-update', {
      params: { id: home._id },
      body: { name: 'HOME' },
    });
    expect(recased.body.name).toBe('HOME');
    await saveLabel(me, { name: 'errands' });

    const deleted = await me.client.call('labels-delete', { params: { id: work._id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: labelTexts.deleted, done: true });
    expect((await listed(me)).map((label) => label.name)).toEqual(['errands', 'HOME']);
    expect(await storedProfileField(me.user._id, 'labelCount')).toBe(2);
    const again = await me.client.call('labels-delete', { params: { id: work._id } });
    expect(again.status).toBe(404);
    // Its name is free.
    await saveLabel(me, { name: 'work' });
  });

  it('refuses a bad name, an unknown colour, a taken name (any case), an empty change', async () => {
    const me = await api.user('labelrules');
    await saveLabel(me, { name: 'Work' });
    const refuse = (body: Record<string, unknown>, message: string) =>
      expectRefusedUnchanged(
        api,
        [me],
        () => me.client.call('labels-create', { body: body as never }),
        message,
      );
    await refuse({ name: '   ' }, labelTexts.nameLength(30));
    await refuse({}, labelTexts.nameLength(30));
    await refuse({ name: 'x'.repeat(31) }, labelTexts.nameLength(30));
    await refuse({ name: 'Fine', color: 'beige' }, labelTexts.colorUnknown);
    await refuse({ name: ' WORK ' }, labelTexts.nameTaken('WORK'));
    const other = await saveLabel(me, { name: 'Other' });
    await expectRefusedUnchanged(
      api,
      [me],
      () => me.client.call('labels-update', { params: { id: other._id }, body: { name: 'work' } }),
      labelTexts.nameTaken('work'),
    );
    await expectRefusedUnchanged(
      api,
      [me],
      () => me.client.call('labels-update', { params: { id: other._id }, body: {} }),
      labelTexts.nothingToChange,
    );
    // Another user's label is not found, and their names are theirs.
    const stranger = await api.user('labelstranger');
    await saveLabel(stranger, { name: 'Work' });
    expect(
      (await stranger.client.call('labels-update', { params: { id: other._id }, body: { color: 'red' } }))
        .status,
    ).toBe(404);
    expect((await stranger.client.call('labels-delete', { params: { id: other._id } })).status).toBe(404);
    expect((await api.client().call('labels-list')).status).toBe(401);
  });

  it(`keeps at most ${labelsPerUserMax} labels, counted on the profile, under racing saves`, async () => {
    const me = await api.user('labelmax');
    const { ensureLabels } = await import('../../functions/data/labels');
    await ensureLabels(
      me.user._id,
      Array.from({ length: labelsPerUserMax - 3 }, (_, i) => `label ${i}`),
    );
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, i) => me.client.call('labels-create', { body: { name: `race ${i}` } })),
    );
    expect(racing.filter((answer) => answer.status === 201)).toHaveLength(3);
    for (const refused of racing.filter((answer) => answer.status !== 201))
      expect(refused.body).toEqual({ message: labelTexts.tooMany(labelsPerUserMax) });
    expect(await listed(me)).toHaveLength(labelsPerUserMax);
    expect(await storedProfileField(me.user._id, 'labelCount')).toBe(labelsPerUserMax);
    await expect(ensureLabels(me.user._id, ['one more'])).rejects.toThrow(
      labelTexts.tooMany(labelsPerUserMax),
    );
  });

  it('ensureLabels finds names case-insensitively and creates the missing ones once', async () => {
    const me = await api.user('ensure');
    const { ensureLabels } = await import('../../functions/data/labels');
    const work = await saveLabel(me, { name: 'Work', color: 'red' });
    const found = await ensureLabels(me.user._id, ['work', ' Home ', 'HOME', 'Later']);
    expect(found).toEqual([
      { _id: work._id, name: 'Work', color: 'red' },
      { _id: expect.any(String), name: 'Home', color: 'grey' },
      { _id: expect.any(String), name: 'Later', color: 'grey' },
    ]);
    // Racing calls agree on one label per name.
    const [a, b] = await Promise.all([
      ensureLabels(me.user._id, ['Shared name', 'home']),
      ensureLabels(me.user._id, ['shared NAME']),
    ]);
    expect(a?.[0]?._id).toBe(b?.[0]?._id);
    expect(a?.[1]?._id).toBe(found[1]?._id);
    expect((await listed(me)).map((label) => label.name)).toEqual(['Home', 'Later', 'Shared name', 'Work']);
    expect(await storedProfileField(me.user._id, 'labelCount')).toBe(4);
    expect(await ensureLabels(me.user._id, [])).toEqual([]);
  });
});

describe('labels on tasks', () => {
  it('are carried by create, update and get-groups, [] when none; refused when not the caller’s', async () => {
    const me = await api.user('tasklabels');
    const work = await saveLabel(me, { name: 'Work' });
    const home = await saveLabel(me, { name: 'Home' });
    const plain = await createTask(me, { description: 'Plain' });
    expect(plain.labels).toEqual([]);
    const tagged = await createTask(me, { description: 'Tagged', labels: [work._id, home._id] });
    expect(tagged.labels).toEqual([work._id, home._id]);
    const stored = (await tasksOf(api, me.user._id)).find((item) => item.id === tagged._id);
    expect(stored?.labelInfo).toEqual([work, home]);
    expect((await tasksOf(api, me.user._id)).find((item) => item.id === plain._id)?.labels).toBeUndefined();

    expect((await updated(me, tagged._id, { labels: [home._id] })).labels).toEqual([home._id]);
    expect((await updated(me, plain._id, { labels: [work._id] })).labels).toEqual([work._id]);
    const read = await allTasks(me);
    expect(read.find((task) => task._id === tagged._id)?.labels).toEqual([home._id]);
    expect(read.find((task) => task._id === plain._id)?.labels).toEqual([work._id]);
    expect(read.every((task) => Array.isArray(task.labels))).toBe(true);
    const got = await me.client.call('todo-get', { params: { groupId: 'today' } });
    expect(got.body.find((task: Task) => task._id === plain._id)?.labels).toEqual([work._id]);
    expect((await updated(me, tagged._id, { labels: [] })).labels).toEqual([]);

    const stranger = await api.user('labelthief');
    const theirs = await saveLabel(stranger, { name: 'Theirs' });
    await expectRefusedUnchanged(
      api,
      [me],
      () => me.client.call('todo-create', { body: { description: 'Nope', labels: [theirs._id] } }),
      labelTexts.notYours,
    );
    await expectRefusedUnchanged(
      api,
      [me],
      () => update(me, plain._id, { labels: [theirs._id] }),
      labelTexts.notYours,
    );
    const invalid = labelTexts.listInvalid(labelsPerTaskMax);
    for (const labels of [
      'work',
      [work._id, work._id],
      [42],
      Array.from(
        { length: labelsPerTaskMax + 1 },
        (_, i) => `${work._id.slice(0, -2)}${String(i).padStart(2, '0')}`,
      ),
    ])
      await expectRefusedUnchanged(api, [me], () => update(me, plain._id, { labels }), invalid);
  });

  it('are recorded in the activity and reverted', async () => {
    const me = await api.user('labelhistory');
    const work = await saveLabel(me, { name: 'Work', color: 'teal' });
    const task = await createTask(me, { description: 'Tracked' });
    await updated(me, task._id, { labels: [work._id] });
    const history = await me.client.call('tasks-activity', { params: { id: task._id } });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const entry = history.body.entries.find((item) => item.kind === 'labels');
    expect(entry?.changes).toEqual([{ field: 'labels', from: [], to: [work] }]);
  });
});
