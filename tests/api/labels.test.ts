/**
 * Over HTTP on DynamoDB Local: labels (docs/api.md#labels). Saved, listed by name, renamed and
 * recoloured, names unique per user case-insensitively, at most 200 counted on the profile; deleted
 * from every task in bounded batches that a retry finishes; carried by tasks (create, update,
 * get-groups, a shared list's members by name and colour, an assignee's own copy), refused when not
 * the caller's; found by search's `#label`; exported and imported by name (Todoist's `@label`).
 * `ensureLabels` (functions/data/lists/labels.ts) finds by name and creates the missing ones.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/core/keys';
import { settledMs } from '../../functions/data/lists/list-cache';
import { labelsPerTaskMax, labelsPerUserMax } from '../../shared/labels';
import { labelTexts } from '../../shared/messages/labels';
import type { Label, Task } from '../../shared/types';
import { startApi, type TestApi } from '../support/api';
import { exportOf } from './data-support';
import { listHelpers } from './list-support';
import { befriend } from './team-support';
import {
  assign,
  boardTasks,
  copyOf,
  createTask,
  expectRefusedUnchanged,
  type Member,
  tasksOf,
  updatedTask,
  updateTask,
} from './todo-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const { listWithRoles, addTask } = listHelpers(() => api);

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
    const { ensureLabels } = await import('../../functions/data/lists/labels');
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
    const { ensureLabels } = await import('../../functions/data/lists/labels');
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
    // Whichever call won the race named it: one label, in either spelling.
    expect((await listed(me)).map((label) => label.name.toLowerCase())).toEqual([
      'home',
      'later',
      'shared name',
      'work',
    ]);
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

    expect((await updatedTask(me, tagged._id, { labels: [home._id] })).labels).toEqual([home._id]);
    expect((await updatedTask(me, plain._id, { labels: [work._id] })).labels).toEqual([work._id]);
    const read = await boardTasks(me);
    expect(read.find((task) => task._id === tagged._id)?.labels).toEqual([home._id]);
    expect(read.find((task) => task._id === plain._id)?.labels).toEqual([work._id]);
    expect(read.every((task) => Array.isArray(task.labels))).toBe(true);
    const got = await me.client.call('todo-get', { params: { groupId: 'today' } });
    expect(got.body.find((task: Task) => task._id === plain._id)?.labels).toEqual([work._id]);
    expect((await updatedTask(me, tagged._id, { labels: [] })).labels).toEqual([]);
    // The web sends the names beside the ids for its own page: the server keeps its own snapshot.
    const named = await updatedTask(me, tagged._id, {
      labels: [work._id],
      labelInfo: [{ _id: work._id, name: 'Forged', color: 'pink' }],
    });
    expect(named.labelInfo).toEqual([work]);
    expect((await updatedTask(me, tagged._id, { labels: [] })).labels).toEqual([]);

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
      () => updateTask(me, plain._id, { labels: [theirs._id] }),
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
      await expectRefusedUnchanged(api, [me], () => updateTask(me, plain._id, { labels }), invalid);
  });

  it('are recorded in the activity and reverted', async () => {
    const me = await api.user('labelhistory');
    const work = await saveLabel(me, { name: 'Work', color: 'teal' });
    const task = await createTask(me, { description: 'Tracked' });
    await updatedTask(me, task._id, { labels: [work._id] });
    const history = await me.client.call('tasks-activity', { params: { id: task._id } });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const entry = history.body.entries.find((item) => item.kind === 'labels');
    expect(entry?.changes).toEqual([{ field: 'labels', from: [], to: [work] }]);
  });
});

describe('deleting a label', () => {
  it('takes it off every task in bounded batches, each call going on until done', async () => {
    const me = await api.user('labeldel');
    const work = await saveLabel(me, { name: 'Work' });
    const home = await saveLabel(me, { name: 'Home' });
    const tasks: Task[] = [];
    for (let i = 0; i < 7; i++)
      tasks.push(
        await createTask(me, {
          description: `Batch ${i}`,
          labels: i % 2 ? [home._id, work._id] : [work._id],
        }),
      );
    const untouched = await createTask(me, { description: 'Home only', labels: [home._id] });
    const previous = process.env.LABEL_CLEANUP_BATCH;
    process.env.LABEL_CLEANUP_BATCH = '3';
    try {
      const statuses: number[] = [];
      const carrying = async () =>
        (await tasksOf(api, me.user._id)).filter((item) => item.labels?.includes(work._id)).length;
      for (let call = 0; call < 10; call++) {
        const answer = await me.client.call('labels-delete', { params: { id: work._id } });
        statuses.push(answer.status);
        if (answer.status === 200) {
          expect(answer.body).toEqual({ message: labelTexts.deleted, done: true });
          break;
        }
        expect(answer.body).toEqual({ message: labelTexts.deletionGoesOn, done: false });
        // From the first call on, it is not listed and its name is free; each call took 3 more off.
        expect((await listed(me)).map((label) => label.name)).toEqual(['Home']);
        expect(await carrying()).toBe(7 - 3 * (call + 1));
      }
      expect(statuses).toEqual([202, 202, 200]);
      expect(await carrying()).toBe(0);
      // Neither the label nor its claim is left; the count was freed once.
      const { Item } = await api.db.send(
        new GetCommand({
          TableName: api.tableName,
          Key: keys.label(me.user._id, work._id),
          ConsistentRead: true,
        }),
      );
      expect(Item).toBeUndefined();
      expect(await storedProfileField(me.user._id, 'labelCount')).toBe(1);
      const read = await boardTasks(me);
      for (const [i, task] of tasks.entries()) {
        const now = read.find((item) => item._id === task._id);
        expect(now?.labels).toEqual(i % 2 ? [home._id] : []);
      }
      expect(read.find((item) => item._id === untouched._id)?.labels).toEqual([home._id]);
      const stored = (await tasksOf(api, me.user._id)).find((item) => item.id === tasks[1]?._id);
      expect(stored?.labelInfo).toEqual([home]);
      expect((await me.client.call('labels-delete', { params: { id: work._id } })).status).toBe(404);
    } finally {
      if (previous === undefined) delete process.env.LABEL_CLEANUP_BATCH;
      else process.env.LABEL_CLEANUP_BATCH = previous;
    }
  });

  it('refuses a label being deleted on a task, and a rename of it', async () => {
    const me = await api.user('labelgone');
    const work = await saveLabel(me, { name: 'Work' });
    for (let i = 0; i < 3; i++) await createTask(me, { description: `Gone ${i}`, labels: [work._id] });
    process.env.LABEL_CLEANUP_BATCH = '1';
    try {
      expect((await me.client.call('labels-delete', { params: { id: work._id } })).status).toBe(202);
    } finally {
      delete process.env.LABEL_CLEANUP_BATCH;
    }
    const task = await createTask(me, { description: 'Fresh' });
    expect((await updateTask(me, task._id, { labels: [work._id] })).body).toEqual({
      message: labelTexts.notYours,
    });
    expect(
      (await me.client.call('labels-update', { params: { id: work._id }, body: { color: 'red' } })).status,
    ).toBe(404);
    expect((await me.client.call('labels-delete', { params: { id: work._id } })).status).toBe(200);
  });
});

describe('labels in shared lists and assignments', () => {
  it("a member sees the labels whoever set them by name and colour; another member's stay when the list is sent back", async () => {
    const { owner, editor, viewer, listId } = await listWithRoles('lab', 'Labelled');
    const ownerLabel = await saveLabel(owner, { name: 'Urgent', color: 'red' });
    const editorLabel = await saveLabel(editor, { name: 'Mine', color: 'blue' });
    const task = await addTask(owner, listId, 'Shared task');
    const set = await updatedTask(owner, task._id, { labels: [ownerLabel._id] });
    expect(set.labels).toEqual([ownerLabel._id]);
    expect(set.labelInfo).toEqual([ownerLabel]);
    // The editor adds one of theirs, sending the owner's back.
    const both = await updatedTask(editor, task._id, { labels: [ownerLabel._id, editorLabel._id] });
    expect(both.labelInfo).toEqual([ownerLabel, editorLabel]);
    for (const member of [owner, editor, viewer]) {
      const seen = (await boardTasks(member)).find((item) => item._id === task._id);
      expect(seen?.labels).toEqual([ownerLabel._id, editorLabel._id]);
      expect(seen?.labelInfo).toEqual([ownerLabel, editorLabel]);
    }
    // A viewer may not change them; nobody may add another's label that the task does not carry.
    expect((await updateTask(viewer, task._id, { labels: [] })).status).toBe(403);
    const stranger = await saveLabel(viewer, { name: 'Viewer' });
    expect((await updateTask(editor, task._id, { labels: [stranger._id] })).body).toEqual({
      message: labelTexts.notYours,
    });
    // A task created in the list with labels shows them to the others.
    const created = await editor.client.call('todo-create', {
      body: { description: 'Made labelled', groupId: listId, labels: [editorLabel._id] },
    });
    expect(created.status).toBe(201);
    expect(created.body.labelInfo).toEqual([editorLabel]);
    expect((await boardTasks(owner)).find((item) => item._id === created.body._id)?.labelInfo).toEqual([
      editorLabel,
    ]);
    // Own tasks answer their snapshots too (the owner's client names them from its label list).
    const own = await createTask(owner, { description: 'Own', labels: [ownerLabel._id] });
    expect(own.labelInfo).toEqual([ownerLabel]);
  });

  it("deleting a label takes it off its owner's shared list for every member, the list kept between reads too", async () => {
    const { owner, editor, listId } = await listWithRoles('ldel', 'Kept');
    const label = await saveLabel(owner, { name: 'Gone soon', color: 'green' });
    const task = await addTask(owner, listId, 'Carries it');
    await updatedTask(owner, task._id, { labels: [label._id] });
    // Settled, so the editor's board keeps the list between reads (functions/data/lists/list-cache.ts).
    await api.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.group(owner.user._id, listId),
        UpdateExpression: 'SET changedAt = :then',
        ExpressionAttributeValues: { ':then': Date.now() - settledMs - 1_000 },
      }),
    );
    for (let read = 0; read < 2; read++)
      expect((await boardTasks(editor)).find((item) => item._id === task._id)?.labelInfo).toEqual([label]);
    const deleted = await owner.client.call('labels-delete', { params: { id: label._id } });
    expect(deleted.status).toBe(200);
    const seen = (await boardTasks(editor)).find((item) => item._id === task._id);
    expect(seen?.labels).toEqual([]);
    expect(seen?.labelInfo).toEqual([]);
  });

  it("an assignee labels their own copy with their own labels; the assignment's edits keep them", async () => {
    const [boss, mate] = await Promise.all([api.user('labboss'), api.user('labmate')]);
    if (!boss || !mate) throw new Error('users not made');
    await befriend(boss, mate);
    const row = await assign(boss, [mate.user._id], { description: 'Label my copy' } as Partial<Task>);
    expect(row.labels ?? []).toEqual([]);
    const copyId = copyOf(row, mate);
    const mine = await saveLabel(mate, { name: 'Later' });
    expect((await updatedTask(mate, copyId, { labels: [mine._id] })).labels).toEqual([mine._id]);
    const edited = await boss.client.call('notification-edit-assignment', {
      body: { todo: row, description: 'Label my copy, edited' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const copy = (await boardTasks(mate)).find((item) => item._id === copyId);
    expect(copy).toMatchObject({ description: 'Label my copy, edited', labels: [mine._id] });
    // The assigner's view of the copies carries none of the assignee's labels.
    const bossView = (await boardTasks(boss)).filter((item) => item.description === 'Label my copy, edited');
    expect(bossView.every((item) => Array.isArray(item.labels) && item.labels.length === 0)).toBe(true);
  });
});

describe('search by #label', () => {
  it('finds the tasks carrying the label named, with the rest of the text, shared lists included', async () => {
    const { owner, editor, listId } = await listWithRoles('labsr', 'Searched');
    const work = await saveLabel(editor, { name: 'Work' });
    const deep = await saveLabel(editor, { name: 'Deep' });
    const a = await createTask(editor, { description: 'Write report', labels: [work._id] });
    const b = await createTask(editor, { description: 'Read report', labels: [work._id, deep._id] });
    await createTask(editor, { description: 'Report unlabelled' });
    const ownersLabel = await saveLabel(owner, { name: 'work' });
    const shared = await addTask(owner, listId, 'Shared report');
    await updatedTask(owner, shared._id, { labels: [ownersLabel._id] });
    const search = async (query: string) => {
      const answer = await editor.client.call('search', { query: { query } });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const ids = (result: Awaited<ReturnType<typeof search>>) => result.todos.map((todo) => todo._id).sort();
    expect(ids(await search('#work'))).toEqual([a._id, b._id, shared._id].sort());
    expect(ids(await search('#WORK #deep'))).toEqual([b._id]);
    expect(ids(await search('#work write'))).toEqual([a._id]);
    expect(ids(await search('#nothing'))).toEqual([]);
    const result = await search('#work');
    expect(result.users).toEqual([]);
    expect(result.groups).toEqual([]);
    // Without the #, the text matches descriptions as before.
    expect(ids(await search('report'))).toEqual(expect.arrayContaining([a._id, b._id, shared._id]));
  });
});

describe('labels out and in', () => {
  it('the export names them and importing it into a fresh account recreates them with their colours', async () => {
    const source = await api.user('labex');
    const work = await saveLabel(source, { name: 'Work', color: 'purple' });
    const home = await saveLabel(source, { name: 'Home', color: 'green' });
    await createTask(source, { description: 'Both', labels: [work._id, home._id] });
    await createTask(source, { description: 'None' });
    const { document } = await exportOf(source);
    const labelsOf = (tasks: { description: string; labels?: string[] }[]) =>
      Object.fromEntries(tasks.map((task) => [task.description, task.labels]));
    expect(labelsOf(document.tasks)).toEqual({ Both: ['Work', 'Home'], None: [] });
    expect(document.labels).toEqual([home, work]);
    const fresh = await api.user('labimp');
    const existing = await saveLabel(fresh, { name: 'work', color: 'red' });
    const imported = await fresh.client.call('portability-import', {
      body: { file: JSON.stringify(document), dryRun: false },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const labels = await listed(fresh);
    expect(labels).toEqual([{ _id: expect.any(String), name: 'Home', color: 'green' }, existing]);
    expect(labelsOf((await exportOf(fresh)).document.tasks)).toEqual({ Both: ['work', 'Home'], None: [] });
  });

  it("maps Todoist's @label words and TickTick's Tags onto labels", async () => {
    const member = await api.user('labtd');
    const file = [
      'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE',
      'task,Call mum @home @Phone,,4,1,Ann (1),,,en,',
      'task,Email bob@example.com @phone,,4,1,Ann (1),,,en,',
      'task,Plain,,4,1,Ann (1),,,en,',
    ].join('\r\n');
    const imported = await member.client.call('portability-import', {
      body: { file, fileName: 'Errands.csv', dryRun: false },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const names = new Map((await listed(member)).map((label) => [label._id, label.name]));
    expect([...names.values()].sort((a, b) => a.localeCompare(b))).toEqual(['home', 'Phone']);
    const tasks = await boardTasks(member);
    const named = (description: string) =>
      tasks.find((task) => task.description === description)?.labels?.map((id) => names.get(id));
    expect(named('Call mum')).toEqual(['home', 'Phone']);
    expect(named('Email bob@example.com')).toEqual(['Phone']);
    expect(named('Plain')).toEqual([]);

    const ticker = await api.user('labtt');
    const header =
      '"Folder Name","List Name","Title","Kind","Tags","Content","Is Check list","Start Date","Due Date","Reminder","Repeat","Priority","Status","Created Time","Completed Time","Order","Timezone","Is All Day","Is Floating","Column Name","Column Order","View Mode","taskId","parentId"';
    const row = (title: string, tags: string, id: string) =>
      `"","Inbox","${title}","TEXT","${tags}","","N","","","","","0","0","2031-03-01T10:00:00+0000","","1","UTC","true","false","","","list","${id}",""`;
    const backup = [
      '"Date: 2031-03-10+0000"',
      '"Version: 7.1"',
      header,
      row('Tagged', 'work,#deep', 'x1'),
      row('Untagged', '', 'x2'),
    ].join('\n');
    const ticked = await ticker.client.call('portability-import', {
      body: { file: backup, fileName: 'TickTick.csv', dryRun: false },
    });
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    const tickNames = new Map((await listed(ticker)).map((label) => [label._id, label.name]));
    const tickTasks = await boardTasks(ticker);
    expect(
      tickTasks.find((task) => task.description === 'Tagged')?.labels?.map((id) => tickNames.get(id)),
    ).toEqual(['work', 'deep']);
    expect(tickTasks.find((task) => task.description === 'Untagged')?.labels).toEqual([]);
  });
});
