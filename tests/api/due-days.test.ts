/**
 * Over HTTP: a date-only due is a calendar day, the same for everyone (docs/decisions/0113). An
 * assigner in Los Angeles sets a day late in their evening, when it is already the next day in
 * Berlin and in UTC; the assignees read that day in every answer, in their calendar feed and in the
 * next round of a repeat, and an export imported into an account elsewhere keeps it. The original
 * client's `due` is noon UTC of the day, which shows that same day in its zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/types';
import { startApi, type TestApi } from '../support/api';
import { exportOf } from './data-support';
import { befriend } from './team-support';
import { assign, copyOf, createTask, type Member } from './todo-support';

let api: TestApi;
let la: Member;
let berlin: Member;
let london: Member;
beforeAll(async () => {
  api = await startApi();
  [la, berlin, london] = [await api.user('la'), await api.user('berlin'), await api.user('london')];
  await befriend(la, berlin);
  await befriend(la, london);
});
afterAll(() => api.close());

/** 23:59 of Tuesday Nov 25, 2031 in Los Angeles (UTC-8): already Wednesday in Berlin and in UTC. */
const lateTuesdayInLosAngeles = '2031-11-26T07:59:00.000Z';
const tuesday = { dueDay: '2031-11-25', due: '2031-11-25T12:00:00.000Z' };

const copiesIn = async (member: Member) =>
  (await member.client.call('todo-get', { params: { groupId: 'assigned-to-me' } })).body as Task[];

/** The all-day events of a member's feed, as `yyyymmdd summary`. */
async function feedDays(member: Member): Promise<string[]> {
  const token = await member.client.call('calendar-token-create');
  expect(token.status).toBe(200);
  const feed = await fetch(new URL(new URL(token.body.url).pathname, api.baseUrl));
  const text = (await feed.text()).replace(/\r\n /g, '');
  return [...text.matchAll(/DTSTART;VALUE=DATE:(\d{8})\r\n(?:[^\r]*\r\n)*?SUMMARY:([^\r]*)/g)].map(
    ([, day, summary]) => `${day} ${summary}`,
  );
}

describe('a due day set in one zone', () => {
  let row: Awaited<ReturnType<typeof assign>>;

  it('is the same day for the assignees in other zones, in every answer', async () => {
    // As the original client sends it: an instant at 23:59 where it was chosen.
    row = await assign(la, [berlin.user._id, london.user._id], {
      description: 'Send the invoices',
      due: lateTuesdayInLosAngeles,
      repeat: { rule: 'FREQ=WEEKLY', from: 'due', timeZone: 'America/Los_Angeles' },
    });
    expect(row).toMatchObject(tuesday);
    for (const member of [berlin, london])
      expect((await copiesIn(member)).find((copy) => copy.description === 'Send the invoices')).toMatchObject(
        tuesday,
      );
    // The instant every client gets names Tuesday from UTC-12 to UTC+11.
    for (const timeZone of ['Pacific/Pago_Pago', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Tokyo'])
      expect(
        new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(new Date(tuesday.due)),
      ).toBe('2031-11-25');
  });

  it("is that day in each assignee's calendar feed", async () => {
    for (const member of [berlin, london])
      expect(await feedDays(member)).toContain('20311125 Send the invoices');
  });

  it('repeats from that day for everyone: the next round is a week on', async () => {
    await berlin.client.call('todo-update', {
      params: { id: copyOf(row, berlin) },
      body: { completed: true },
    });
    const last = await london.client.call('todo-update', {
      params: { id: copyOf(row, london) },
      body: { completed: true },
    });
    expect(last.status).toBe(200);
    const nextWeek = { dueDay: '2031-12-02', due: '2031-12-02T12:00:00.000Z' };
    expect(last.body.next).toMatchObject(nextWeek);
    const berlinNext = (await copiesIn(berlin)).filter((copy) => !copy.completed);
    expect(berlinNext).toEqual([expect.objectContaining({ description: 'Send the invoices', ...nextWeek })]);
  });

  it('keeps its day in an export imported into an account in another zone', async () => {
    await createTask(la, { description: 'Renew the lease', dueDay: '2031-11-25' });
    await createTask(la, { description: 'Pay the rent', due: lateTuesdayInLosAngeles });
    const { document } = await exportOf(la);
    const imported = await london.client.call('portability-import', {
      body: { file: JSON.stringify(document), dryRun: false },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const { document: after } = await exportOf(london);
    for (const description of ['Renew the lease', 'Pay the rent'])
      expect(after.tasks.find((task) => task.description === description)).toMatchObject(tuesday);
  });

  it('reads an export written before days were kept (only `due`, 23:59 where it was set) as that day', async () => {
    const { document } = await exportOf(la);
    const older = {
      ...document,
      tasks: document.tasks.map(({ dueDay: _dropped, ...task }) =>
        task.description === 'Pay the rent'
          ? { ...task, description: 'Old rent', due: lateTuesdayInLosAngeles }
          : task,
      ),
    };
    const imported = await berlin.client.call('portability-import', {
      body: { file: JSON.stringify(older), dryRun: false },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const { document: after } = await exportOf(berlin);
    expect(after.tasks.find((task) => task.description === 'Old rent')).toMatchObject(tuesday);
  });

  it('refuses a day that is not a date, and changes nothing', async () => {
    const task = await createTask(la, { description: 'Keep my day', dueDay: '2031-11-25' });
    for (const dueDay of ['2031-02-30', '25/11/2031', 'tomorrow']) {
      const refused = await la.client.call('todo-update', { params: { id: task._id }, body: { dueDay } });
      expect(refused.status).toBe(400);
    }
    const listed = (await la.client.call('todo-getall')).body.todos.find((t: Task) => t._id === task._id);
    expect(listed).toMatchObject(tuesday);
  });
});

describe('a repeat on chosen weekdays', () => {
  // 2031-03-12 is a Wednesday; the first Monday or Friday on or after it is Friday 2031-03-14.
  const monFri = { rule: 'FREQ=WEEKLY;BYDAY=MO,FR', from: 'due', timeZone: 'Europe/Berlin' };
  const friday = { dueDay: '2031-03-14', due: '2031-03-14T12:00:00.000Z' };

  it('starts on one of them: set on a task due another day, the due day moves to the first one on or after it', async () => {
    const created = await createTask(la, {
      description: 'Standup notes',
      dueDay: '2031-03-12',
      repeat: monFri,
    });
    expect(created).toMatchObject(friday);
    const plain = await createTask(la, { description: 'Gym', dueDay: '2031-03-12' });
    const set = await la.client.call('todo-update', { params: { id: plain._id }, body: { repeat: monFri } });
    expect(set.body.todo).toMatchObject(friday);
    // A day moved by hand onto another weekday goes on to the next day the rule names.
    const moved = await la.client.call('todo-update', {
      params: { id: plain._id },
      body: { dueDay: '2031-03-18' },
    });
    expect(moved.body.todo.dueDay).toBe('2031-03-21');
    // The feed then starts on that day: no extra event on the Wednesday.
    const days = await feedDays(la);
    expect(days).toContain('20310314 Standup notes');
    expect(days.some((day) => day.startsWith('20310312'))).toBe(false);
  });

  it('moves an assignment the same way, for every assignee', async () => {
    const row = await assign(la, [berlin.user._id], { description: 'Weekly report', dueDay: '2031-03-12' });
    const edited = await la.client.call('notification-edit-assignment', {
      body: { todos: row, repeat: monFri },
    });
    expect(edited.status).toBe(200);
    expect((await copiesIn(berlin)).find((copy) => copy.description === 'Weekly report')).toMatchObject(
      friday,
    );
  });

  it('moves an imported task the same way, and the import says so', async () => {
    const { document } = await exportOf(la);
    const file = JSON.stringify({
      ...document,
      tasks: [
        {
          ...document.tasks[0],
          description: 'Imported weekly',
          dueDay: '2031-03-12',
          due: null,
          repeat: monFri,
        },
      ],
    });
    const imported = await london.client.call('portability-import', { body: { file, dryRun: false } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.warnings).toContainEqual(
      expect.objectContaining({ reason: expect.stringContaining('Due date moved to 2031-03-14') }),
    );
    const { document: after } = await exportOf(london);
    expect(after.tasks.find((task) => task.description === 'Imported weekly')).toMatchObject(friday);
  });
});
