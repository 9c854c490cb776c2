/**
 * Over HTTP on DynamoDB Local: a task's time of day (docs/api.md#times-of-day). `dueTime` "HH:MM"
 * and `dueZone` (null: floating, else an IANA zone: fixed) on create and update, answered on every
 * task; `due` the instant of the wall clock in the fixed zone, else in the caller's (the request's
 * `timeZone`, else the profile's, else UTC); refusals; a date-only task answered exactly as before.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeFieldTexts } from '../../shared/messages/validation';
import type { Task } from '../../shared/types';
import { startApi, type TestApi } from '../support/api';
import { exportOf } from './data-support';
import { befriend } from './team-support';
import {
  assign,
  boardTasks,
  copyOf,
  createTask,
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

const storedItem = async (member: Member, id: string) =>
  (await tasksOf(api, member.user._id)).find((item) => item.id === id);

/** A day well in the future, so reminders counted from it are ahead. */
const day = '2031-03-20';

describe('times of day on the task routes', () => {
  let me: Member;
  beforeAll(async () => {
    me = await api.user('times');
  });

  it('leaves a date-only task exactly as before: noon UTC, null time fields, nothing more stored', async () => {
    const task = await createTask(me, { description: 'Date only', dueDay: day });
    expect(task).toMatchObject({ due: `${day}T12:00:00.000Z`, dueDay: day, dueTime: null, dueZone: null });
    const stored = await storedItem(me, task._id);
    expect(stored?.dueTime).toBeUndefined();
    expect(stored?.dueZone).toBeUndefined();
    expect(stored?.dueBase).toBeUndefined();
    // The original client's `due` alone still means a day.
    const legacy = await createTask(me, { description: 'Legacy', due: '2031-03-21T22:59:00.000Z' });
    expect(legacy).toMatchObject({ dueDay: '2031-03-21', due: '2031-03-21T12:00:00.000Z', dueTime: null });
  });

  it('reads a floating time in the request zone, else UTC, and a fixed one in its zone', async () => {
    const floating = await createTask(me, {
      description: 'Floating',
      dueDay: day,
      dueTime: '09:30',
      timeZone: 'America/New_York',
    });
    // 2031-03-20 is after New York's spring change: UTC-4.
    expect(floating).toMatchObject({
      dueDay: day,
      dueTime: '09:30',
      dueZone: null,
      due: `${day}T13:30:00.000Z`,
    });
    const utc = await createTask(me, { description: 'UTC', dueDay: day, dueTime: '09:30' });
    expect(utc.due).toBe(`${day}T09:30:00.000Z`);
    const fixed = await createTask(me, {
      description: 'Fixed',
      dueDay: day,
      dueTime: '15:00',
      dueZone: 'Europe/Berlin',
      timeZone: 'America/New_York',
    });
    expect(fixed).toMatchObject({ dueTime: '15:00', dueZone: 'Europe/Berlin', due: `${day}T14:00:00.000Z` });
    const read = await boardTasks(me);
    expect(read.find((t) => t._id === fixed._id)).toMatchObject({
      dueTime: '15:00',
      dueZone: 'Europe/Berlin',
    });
    expect(read.find((t) => t._id === floating._id)).toMatchObject({ dueTime: '09:30', dueZone: null });
  });

  it('sets, moves and clears the time by todo/update; clearing the due clears the time', async () => {
    const task = await createTask(me, { description: 'Move me', dueDay: day });
    const timed = await updatedTask(me, task._id, { dueTime: '08:00', timeZone: 'Asia/Tokyo' });
    expect(timed).toMatchObject({
      dueDay: day,
      dueTime: '08:00',
      dueZone: null,
      due: '2031-03-19T23:00:00.000Z',
    });
    const fixed = await updatedTask(me, task._id, { dueZone: 'UTC' });
    expect(fixed).toMatchObject({ dueTime: '08:00', dueZone: 'UTC', due: `${day}T08:00:00.000Z` });
    const moved = await updatedTask(me, task._id, { dueDay: '2031-03-22' });
    expect(moved).toMatchObject({ dueTime: '08:00', dueZone: 'UTC', due: '2031-03-22T08:00:00.000Z' });
    const dateOnly = await updatedTask(me, task._id, { dueTime: null });
    expect(dateOnly).toMatchObject({
      dueDay: '2031-03-22',
      due: '2031-03-22T12:00:00.000Z',
      dueTime: null,
      dueZone: null,
    });
    await updatedTask(me, task._id, { dueTime: '10:00' });
    const cleared = await updatedTask(me, task._id, { dueDay: null });
    expect(cleared).toMatchObject({ due: null, dueDay: null, dueTime: null, dueZone: null });
  });

  it('uses the profile zone when the request sends none', async () => {
    const other = await api.user('times-zone');
    const set = await other.client.call('notification-settings-update', {
      body: { timeZone: 'Australia/Sydney' },
    });
    expect(set.status).toBe(200);
    const task = await createTask(other, { description: 'Sydney', dueDay: day, dueTime: '09:00' });
    // Sydney is at UTC+11 on 2031-03-20 (daylight time ends in April).
    expect(task.due).toBe('2031-03-19T22:00:00.000Z');
  });

  it('refuses a bad time, an unknown zone, a time without a day, a zone without a time', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dueDay: day, dueTime: '24:00' }, timeFieldTexts.dueTimeInvalid],
      [{ dueDay: day, dueTime: '9:30' }, timeFieldTexts.dueTimeInvalid],
      [{ dueDay: day, dueTime: '09:30', dueZone: 'Mars/Olympus' }, timeFieldTexts.dueZoneInvalid],
      [{ dueTime: '09:30' }, timeFieldTexts.dueTimeNeedsDay],
      [{ dueDay: day, dueZone: 'Europe/Berlin' }, timeFieldTexts.dueZoneNeedsTime],
      [{ dueDay: day, timeZone: 'Nowhere' }, timeFieldTexts.requestTimeZoneInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await me.client.call('todo-create', { body: { description: 'Bad', ...body } as never });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ message });
    }
    const task = await createTask(me, { description: 'No day' });
    const answer = await updateTask(me, task._id, { dueTime: '09:30' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: timeFieldTexts.dueTimeNeedsDay });
  });
});

describe('repeats and reminders keep the time of day', () => {
  let me: Member;
  beforeAll(async () => {
    me = await api.user('times-repeat');
  });

  it('a daily 09:00 in New York stays 09:00 across the spring change (the instant moves an hour)', async () => {
    // 2031-03-09 is the Sunday New York moves to daylight time.
    const task = await createTask(me, {
      description: 'Morning',
      dueDay: '2031-03-08',
      dueTime: '09:00',
      dueZone: 'America/New_York',
      repeat: { rule: 'FREQ=DAILY', timeZone: 'America/New_York' },
    });
    expect(task.due).toBe('2031-03-08T14:00:00.000Z');
    const answer = await updateTask(me, task._id, { completed: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.next).toMatchObject({
      dueDay: '2031-03-09',
      dueTime: '09:00',
      dueZone: 'America/New_York',
      due: '2031-03-09T13:00:00.000Z',
    });
  });

  it('a floating monthly on the last day keeps its time and its last-day rule', async () => {
    const task = await createTask(me, {
      description: 'Month end',
      dueDay: '2031-01-31',
      dueTime: '17:45',
      timeZone: 'Europe/Berlin',
      repeat: { rule: 'FREQ=MONTHLY;BYMONTHDAY=-1' },
    });
    const answer = await updateTask(me, task._id, { completed: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // Still read in the zone it was set in: Berlin is at UTC+1 in February.
    expect(answer.body.next).toMatchObject({
      dueDay: '2031-02-28',
      dueTime: '17:45',
      dueZone: null,
      due: '2031-02-28T16:45:00.000Z',
    });
  });

  it('a reminder "at due time" and "30 minutes before" follow the due, and the next occurrence', async () => {
    const atDue = await createTask(me, {
      description: 'At due',
      dueDay: day,
      dueTime: '10:00',
      dueZone: 'UTC',
      remindBefore: 0,
    });
    expect(atDue).toMatchObject({ remindBefore: 0, remindAt: `${day}T10:00:00.000Z` });
    const before = await updatedTask(me, atDue._id, { remindBefore: 30 });
    expect(before).toMatchObject({ remindBefore: 30, remindAt: `${day}T09:30:00.000Z` });
    const moved = await updatedTask(me, atDue._id, { dueTime: '12:15' });
    expect(moved.remindAt).toBe(`${day}T11:45:00.000Z`);
    // A date-only task's due time is 09:00 of its day in the setter's zone.
    const dateOnly = await updatedTask(me, atDue._id, { dueTime: null, timeZone: 'Europe/Paris' });
    expect(dateOnly).toMatchObject({ dueTime: null, remindBefore: 30, remindAt: `${day}T07:30:00.000Z` });
    // An absolute reminder ends the relative one; null removes it.
    const absolute = await updatedTask(me, atDue._id, { remindAt: `${day}T06:00:00.000Z` });
    expect(absolute).toMatchObject({ remindBefore: null, remindAt: `${day}T06:00:00.000Z` });
    await updatedTask(me, atDue._id, { remindBefore: 60 });
    const none = await updatedTask(me, atDue._id, { remindBefore: null });
    expect(none).toMatchObject({ remindBefore: null, remindAt: null });
    // The next occurrence counts from its own due.
    const weekly = await createTask(me, {
      description: 'Weekly call',
      dueDay: '2031-03-27',
      dueTime: '15:00',
      dueZone: 'Europe/London',
      remindBefore: 24 * 60,
      repeat: { rule: 'FREQ=WEEKLY' },
    });
    expect(weekly).toMatchObject({ due: '2031-03-27T15:00:00.000Z', remindAt: '2031-03-26T15:00:00.000Z' });
    const done = await updateTask(me, weekly._id, { completed: true });
    const next = done.body.next as Task;
    // London moves to summer time on 2031-03-30: 15:00 is 14:00 UTC on 3 April.
    expect(next).toMatchObject({ dueDay: '2031-04-03', dueTime: '15:00', due: '2031-04-03T14:00:00.000Z' });
    expect(next).toMatchObject({ remindBefore: 1440, remindAt: '2031-04-02T14:00:00.000Z' });
    const stored = await storedItem(me, next._id);
    expect(stored?.gsi2pk).toBeDefined();
  });

  it('refuses a bad or dateless relative reminder', async () => {
    for (const remindBefore of [-1, 1.5, 40321, '10'])
      expect(
        (
          await me.client.call('todo-create', {
            body: { description: 'x', dueDay: day, remindBefore } as never,
          })
        ).body,
      ).toMatchObject({ message: timeFieldTexts.remindBeforeInvalid });
    const answer = await me.client.call('todo-create', {
      body: { description: 'x', remindBefore: 5 } as never,
    });
    expect(answer).toMatchObject({ status: 400, body: { message: timeFieldTexts.remindBeforeNeedsDue } });
  });

  it('records a time change in the activity (kind due) and a revert puts it back', async () => {
    const task = await createTask(me, { description: 'Tracked', dueDay: day });
    await updatedTask(me, task._id, { dueTime: '07:00', dueZone: 'Asia/Tokyo' });
    const history = await me.client.call('tasks-activity', { params: { id: task._id } });
    const [entry] = history.body.entries;
    expect(entry).toMatchObject({
      kind: 'due',
      changes: [{ field: 'dueTime', from: null, to: { time: '07:00', zone: 'Asia/Tokyo' } }],
    });
    const reverted = await me.client.call('tasks-activity-revert', {
      params: { id: task._id, entryId: entry?._id as string },
      body: {},
    });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(reverted.body.todo).toMatchObject({ dueTime: null, dueZone: null, due: `${day}T12:00:00.000Z` });
  });
});

describe('times in assignments, the calendar feed and the export', () => {
  it("an assignment's time is on the row and every copy, and an edit moves it", async () => {
    const [boss, mate] = await Promise.all([api.user('times-boss'), api.user('times-mate')]);
    if (!boss || !mate) throw new Error('users not made');
    await befriend(boss, mate);
    const row = await assign(boss, [mate.user._id], {
      description: 'Call the client',
      dueDay: day,
      dueTime: '16:00',
      dueZone: 'Europe/Berlin',
    } as Partial<Task>);
    expect(row).toMatchObject({ dueTime: '16:00', dueZone: 'Europe/Berlin', due: `${day}T15:00:00.000Z` });
    const copyId = copyOf(row, mate);
    expect((await boardTasks(mate)).find((t) => t._id === copyId)).toMatchObject({
      dueTime: '16:00',
      dueZone: 'Europe/Berlin',
      due: `${day}T15:00:00.000Z`,
    });
    // The assignee's profile keeps a zone: completing the copy is still theirs to do (the zone is
    // context, not a field of the copy).
    expect(
      (await mate.client.call('notification-settings-update', { body: { timeZone: 'Asia/Tokyo' } })).status,
    ).toBe(200);
    const ticked = await updateTask(mate, copyId, { completed: true, timeZone: 'Asia/Tokyo' });
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    expect((await updateTask(mate, copyId, { completed: false })).status).toBe(200);
    const edited = await boss.client.call('notification-edit-assignment', {
      body: { todo: row, dueTime: '08:30' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await boardTasks(mate)).find((t) => t._id === copyId)).toMatchObject({
      dueTime: '08:30',
      due: `${day}T07:30:00.000Z`,
    });
  });

  it('the feed: floating local time, TZID with its VTIMEZONE for a fixed time, all-day for date-only', async () => {
    const member = await api.user('times-cal');
    await createTask(member, {
      description: 'Cal floating',
      dueDay: day,
      dueTime: '09:30',
      timeZone: 'Asia/Tokyo',
    });
    await createTask(member, {
      description: 'Cal fixed',
      dueDay: day,
      dueTime: '15:00',
      dueZone: 'Europe/Berlin',
    });
    await createTask(member, { description: 'Cal day', dueDay: day });
    const token = await member.client.call('calendar-token-create');
    expect(token.status).toBe(200);
    const feed = await fetch(new URL(new URL(token.body.url).pathname, api.baseUrl), {
      headers: { 'x-forwarded-for': '10.9.8.6' },
    });
    const text = await feed.text();
    const events = text.split('BEGIN:VEVENT').slice(1);
    const event = (title: string) => events.find((e) => e.includes(`SUMMARY:${title}\r\n`)) as string;
    expect(event('Cal floating')).toContain('\r\nDTSTART:20310320T093000\r\n');
    expect(event('Cal floating')).not.toContain('DTEND');
    expect(event('Cal fixed')).toContain('\r\nDTSTART;TZID=Europe/Berlin:20310320T150000\r\n');
    expect(event('Cal day')).toContain('\r\nDTSTART;VALUE=DATE:20310320\r\nDTEND;VALUE=DATE:20310321\r\n');
    // One VTIMEZONE for the zone named, before the events, with Berlin's offsets.
    const zones = text.split('BEGIN:VTIMEZONE').slice(1);
    expect(zones).toHaveLength(1);
    expect(zones[0]).toContain('TZID:Europe/Berlin\r\n');
    expect(zones[0]).toContain('TZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200');
    expect(text.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
  });

  it('the export carries the time fields and an import of it keeps them', async () => {
    const source = await api.user('times-ex');
    await createTask(source, {
      description: 'Ex fixed',
      dueDay: day,
      dueTime: '15:00',
      dueZone: 'Europe/Berlin',
    });
    await createTask(source, { description: 'Ex floating', dueDay: day, dueTime: '07:05', remindBefore: 10 });
    await createTask(source, { description: 'Ex day', dueDay: day });
    const { document } = await exportOf(source);
    const times = (tasks: { description: string; dueTime?: string | null; dueZone?: string | null }[]) =>
      Object.fromEntries(tasks.map((t) => [t.description, [t.dueTime, t.dueZone]]));
    const expected = {
      'Ex fixed': ['15:00', 'Europe/Berlin'],
      'Ex floating': ['07:05', null],
      'Ex day': [null, null],
    };
    expect(times(document.tasks)).toEqual(expected);
    expect(document.tasks.find((t) => t.description === 'Ex floating')?.remindBefore).toBe(10);
    const fresh = await api.user('times-imp');
    const imported = await fresh.client.call('portability-import', {
      body: { file: JSON.stringify(document), dryRun: false },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const again = (await exportOf(fresh)).document.tasks;
    expect(times(again)).toEqual(expected);
    expect(again.find((t) => t.description === 'Ex fixed')?.due).toBe(`${day}T14:00:00.000Z`);
  });
});

describe('times from Todoist and TickTick', () => {
  const fixture = (name: string) =>
    readFileSync(resolve(import.meta.dirname, '../fixtures/import', name), 'utf8');
  const byName = (tasks: Task[]) => Object.fromEntries(tasks.map((t) => [t.description, t]));

  it("maps TickTick's due times: fixed in the row's zone, floating when it says so, all-day as a day", async () => {
    const member = await api.user('times-tt');
    const imported = await member.client.call('portability-import', {
      body: { file: fixture('ticktick-times.csv'), fileName: 'backup.csv', dryRun: false },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const tasks = byName(await boardTasks(member));
    // 14:00 UTC is 15:00 in Berlin on 20 March.
    expect(tasks['Fixed call']).toMatchObject({ dueDay: day, dueTime: '15:00', dueZone: 'Europe/Berlin' });
    expect(tasks['Floating stretch']).toMatchObject({ dueDay: day, dueTime: '07:30', dueZone: null });
    expect(tasks['Floating stretch']?.due).toBe(`${day}T06:30:00.000Z`);
    expect(tasks['All day']).toMatchObject({ dueDay: day, dueTime: null, dueZone: null });
  });

  it("maps Todoist's DATE times as floating times, repeats with a time included", async () => {
    const member = await api.user('times-td');
    const imported = await member.client.call('portability-import', {
      body: { file: fixture('todoist-times.csv'), fileName: 'Timed.csv', dryRun: false },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.warnings).toEqual([]);
    const tasks = byName(await boardTasks(member));
    expect(tasks['Morning run']).toMatchObject({ dueDay: day, dueTime: '07:15', dueZone: null });
    // Read in the row's zone: Paris is at UTC+1 on 20 March.
    expect(tasks['Morning run']?.due).toBe(`${day}T06:15:00.000Z`);
    expect(tasks.Standup).toMatchObject({ dueDay: day, dueTime: '09:30', dueZone: null });
    expect(tasks.Standup?.repeat?.rule).toBe('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
    expect(tasks['Whole day']).toMatchObject({ dueDay: day, dueTime: null });
  });
});
