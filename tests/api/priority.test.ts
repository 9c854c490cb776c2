/**
 * Over HTTP on DynamoDB Local: a task's priority (docs/api.md#priority), 1 (highest) to 4 (none),
 * beside the star. Created and changed through the task routes, refused for anything but 1-4, a
 * viewer's change 403, answered 4 on tasks that never had one (stored without it), kept by an
 * assignment's copies and a repeat's next occurrence, recorded and reverted in the activity, carried
 * by the export, the import (ours, and Todoist's PRIORITY), the list CSV and the calendar feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../functions/portability/lib/csv';
import { listTexts } from '../../shared/messages/server';
import { detailFieldTexts } from '../../shared/messages/validation';
import type { Task } from '../../shared/types';
import { startApi, type TestApi } from '../support/api';
import { exportOf, rawCall } from './data-support';
import { listHelpers } from './list-support';
import { befriend } from './team-support';
import {
  assign,
  boardTasks,
  copyOf,
  createGroup,
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

const storedItem = async (member: Member, id: string) =>
  (await tasksOf(api, member.user._id)).find((item) => item.id === id);

describe('priority on the task routes', () => {
  let me: Member;
  beforeAll(async () => {
    me = await api.user('prio');
  });

  it('is 4 (none) on a task created without one, and stored only when set', async () => {
    const plain = await createTask(me, { description: 'Plain' });
    expect(plain.priority).toBe(4);
    expect(plain.important).toBe(false);
    expect((await storedItem(me, plain._id))?.priority).toBeUndefined();
    const urgent = await createTask(me, { description: 'Urgent', priority: 1, important: true });
    expect(urgent).toMatchObject({ priority: 1, important: true });
    expect((await storedItem(me, urgent._id))?.priority).toBe(1);
    // Every read answers it.
    const read = await boardTasks(me);
    expect(read.find((t) => t._id === plain._id)?.priority).toBe(4);
    expect(read.find((t) => t._id === urgent._id)?.priority).toBe(1);
  });

  it('is changed by todo/update alone, the star left as it is', async () => {
    const task = await createTask(me, { description: 'Rank me', important: true });
    expect(await updatedTask(me, task._id, { priority: 2 })).toMatchObject({ priority: 2, important: true });
    expect(await updatedTask(me, task._id, { priority: 4 })).toMatchObject({ priority: 4, important: true });
    expect(await updatedTask(me, task._id, { important: false })).toMatchObject({
      priority: 4,
      important: false,
    });
    expect(await updatedTask(me, task._id, { priority: 3 })).toMatchObject({ priority: 3, important: false });
  });

  it('refuses anything but an integer from 1 to 4, changing nothing', async () => {
    const task = await createTask(me, { description: 'Bad ranks', priority: 2 });
    for (const priority of [0, 5, 2.5, '1', null, true, 'high'])
      await expectRefusedUnchanged(
        api,
        [me],
        () => updateTask(me, task._id, { priority }),
        detailFieldTexts.priorityInvalid,
      );
    const create = await me.client.call('todo-create', { body: { description: 'x', priority: 7 } });
    expect(create).toMatchObject({ status: 400, body: { message: detailFieldTexts.priorityInvalid } });
  });

  it('is kept by the next occurrence of a repeating task', async () => {
    const task = await createTask(me, {
      description: 'Weekly review',
      dueDay: '2031-03-14',
      repeat: { rule: 'FREQ=WEEKLY' },
      priority: 2,
    });
    const answer = await updateTask(me, task._id, { completed: true });
    expect(answer.status).toBe(200);
    expect(answer.body.next).toMatchObject({ description: 'Weekly review', priority: 2 });
  });

  it('is recorded in the activity as its own kind, and a revert puts it back', async () => {
    const task = await createTask(me, { description: 'Tracked' });
    await updatedTask(me, task._id, { priority: 1 });
    const history = await me.client.call('tasks-activity', { params: { id: task._id } });
    expect(history.status).toBe(200);
    const [entry] = history.body.entries;
    expect(entry).toMatchObject({ kind: 'priority', changes: [{ field: 'priority', from: 4, to: 1 }] });
    const reverted = await me.client.call('tasks-activity-revert', {
      params: { id: task._id, entryId: entry?._id as string },
      body: {},
    });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(reverted.body.todo.priority).toBe(4);
    // A task created with a priority records it among its fields.
    const ranked = await createTask(me, { description: 'Ranked at birth', priority: 3 });
    const created = await me.client.call('tasks-activity', { params: { id: ranked._id } });
    expect(created.body.entries[0]).toMatchObject({ kind: 'created' });
    expect(created.body.entries[0]?.changes).toContainEqual({ field: 'priority', from: null, to: 3 });
  });
});

describe('priority in shared lists and assignments', () => {
  it("an editor sets it on a list's task and on a team task; a viewer's change is 403", async () => {
    const { owner, editor, viewer, listId } = await listWithRoles('pr', 'Ranked');
    const task = await addTask(owner, listId, 'Shared');
    expect(await updatedTask(editor, task._id, { priority: 1 })).toMatchObject({ priority: 1 });
    const refused = await updateTask(viewer, task._id, { priority: 3 });
    expect(refused).toMatchObject({ status: 403, body: { message: listTexts.viewerOnly } });
    const team = await updatedTask(owner, task._id, { assignees: [editor.user._id, viewer.user._id] });
    expect(team.priority).toBe(1);
    expect(await updatedTask(editor, task._id, { priority: 2 })).toMatchObject({ priority: 2 });
    // Every member reads it.
    const seen = (await boardTasks(viewer)).find((t) => t._id === task._id);
    expect(seen?.priority).toBe(2);
  });

  it("an assignment's priority is the assigner's, on every copy; the assignee cannot change it", async () => {
    const [boss, mate] = await Promise.all([api.user('prb'), api.user('prm')]);
    if (!boss || !mate) throw new Error('users not made');
    await befriend(boss, mate);
    const row = await assign(boss, [mate.user._id], { description: 'Ship it', priority: 1 } as Partial<Task>);
    expect(row.priority).toBe(1);
    const copyId = copyOf(row, mate);
    expect((await boardTasks(mate)).find((t) => t._id === copyId)?.priority).toBe(1);
    const refused = await updateTask(mate, copyId, { priority: 4 });
    expect(refused.status).toBe(403);
    const edited = await boss.client.call('notification-edit-assignment', {
      body: { todo: row, priority: 3 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await boardTasks(mate)).find((t) => t._id === copyId)?.priority).toBe(3);
  });
});

describe('priority out and in', () => {
  it('the export carries it and importing the export into a fresh account keeps it', async () => {
    const source = await api.user('prex');
    const work = await createGroup(source, 'Work');
    await createTask(source, { description: 'High', priority: 1, groupId: work._id });
    await createTask(source, { description: 'Low', priority: 3, groupId: work._id });
    await createTask(source, { description: 'None', groupId: work._id });
    const { document } = await exportOf(source);
    const ranks = (tasks: { description: string; priority?: number }[]) =>
      Object.fromEntries(tasks.map((t) => [t.description, t.priority]));
    expect(ranks(document.tasks)).toEqual({ High: 1, Low: 3, None: 4 });
    const fresh = await api.user('primp');
    const imported = await fresh.client.call('portability-import', {
      body: { file: JSON.stringify(document), dryRun: false },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(ranks((await exportOf(fresh)).document.tasks)).toEqual({ High: 1, Low: 3, None: 4 });
    // An export written before priorities (no field) imports as none.
    const old = {
      ...document,
      tasks: document.tasks.map(({ priority: _p, ...task }) => ({
        ...task,
        description: `Old ${task.description}`,
      })),
    };
    const older = await api.user('prold');
    expect(
      (await older.client.call('portability-import', { body: { file: JSON.stringify(old), dryRun: false } }))
        .status,
    ).toBe(200);
    expect(ranks((await exportOf(older)).document.tasks)).toEqual({
      'Old High': 4,
      'Old Low': 4,
      'Old None': 4,
    });
  });

  it("maps a Todoist CSV's PRIORITY (p1 = 1 ... p4 = 4) onto ours, and the list CSV writes it back", async () => {
    const member = await api.user('prtd');
    const file = [
      'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE',
      'task,First,,1,1,Ann (1),,,en,',
      'task,Second,,2,1,Ann (1),,,en,',
      'task,Third,,3,1,Ann (1),,,en,',
      'task,Fourth,,4,1,Ann (1),,,en,',
      'task,Blank,,,1,Ann (1),,,en,',
    ].join('\r\n');
    const imported = await member.client.call('portability-import', {
      body: { file, fileName: 'Ranks.csv', dryRun: false },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const tasks = await boardTasks(member);
    const rank = (description: string) => tasks.find((t) => t.description === description);
    expect(rank('First')).toMatchObject({ priority: 1, important: true });
    expect(rank('Second')).toMatchObject({ priority: 2, important: true });
    expect(rank('Third')).toMatchObject({ priority: 3, important: false });
    expect(rank('Fourth')).toMatchObject({ priority: 4, important: false });
    expect(rank('Blank')).toMatchObject({ priority: 4, important: false });
    // The list CSV writes each priority back in the same column, so Todoist reads the same ranks.
    const listId = rank('First')?.groupId as string;
    const csv = await rawCall(member.client, 'portability-export-group-csv', { file: `${listId}.csv` });
    expect(csv.status).toBe(200);
    const rows = parseCsv(csv.text)
      .slice(1)
      .map((record) => [record.cells[1], record.cells[3]]);
    expect(Object.fromEntries(rows)).toEqual({
      First: '1',
      Second: '2',
      Third: '3',
      Fourth: '4',
      Blank: '4',
    });
  });

  it('the calendar feed writes PRIORITY 1, 5 and 9 for 1, 2 and 3, and none for 4', async () => {
    const member = await api.user('prcal');
    for (const [description, priority] of [
      ['Cal one', 1],
      ['Cal two', 2],
      ['Cal three', 3],
      ['Cal none', 4],
    ] as const)
      await createTask(member, { description, priority, dueDay: '2031-05-01' });
    const token = await member.client.call('calendar-token-create');
    expect(token.status).toBe(200);
    const feed = await fetch(new URL(new URL(token.body.url).pathname, api.baseUrl), {
      headers: { 'x-forwarded-for': '10.9.8.7' },
    });
    const text = await feed.text();
    const events = text.split('BEGIN:VEVENT').slice(1);
    const priorityOf = (title: string) => {
      const event = events.find((e) => e.includes(`SUMMARY:${title}\r\n`));
      expect(event, title).toBeDefined();
      return /\r\nPRIORITY:(\d)\r\n/.exec(event as string)?.[1] ?? null;
    };
    expect(priorityOf('Cal one')).toBe('1');
    expect(priorityOf('Cal two')).toBe('5');
    expect(priorityOf('Cal three')).toBe('9');
    expect(priorityOf('Cal none')).toBeNull();
  });
});
