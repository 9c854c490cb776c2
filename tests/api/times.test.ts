/**
 * Over HTTP on DynamoDB Local: a task's time of day (docs/api.md#times-of-day). `dueTime` "HH:MM"
 * and `dueZone` (null: floating, else an IANA zone: fixed) on create and update, answered on every
 * task; `due` the instant of the wall clock in the fixed zone, else in the caller's (the request's
 * `timeZone`, else the profile's, else UTC); refusals; a date-only task answered exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailFieldTexts } from '../../shared/messages/validation';
import type { Task } from '../../shared/types';
import { startApi, type TestApi } from '../support/api';
import { createTask, type Member, tasksOf } from './todo-support';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

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
    const read = await allTasks(me);
    expect(read.find((t) => t._id === fixed._id)).toMatchObject({
      dueTime: '15:00',
      dueZone: 'Europe/Berlin',
    });
    expect(read.find((t) => t._id === floating._id)).toMatchObject({ dueTime: '09:30', dueZone: null });
  });

  it('sets, moves and clears the time by todo/update; clearing the due clears the time', async () => {
    const task = await createTask(me, { description: 'Move me', dueDay: day });
    const timed = await updated(me, task._id, { dueTime: '08:00', timeZone: 'Asia/Tokyo' });
    expect(timed).toMatchObject({
      dueDay: day,
      dueTime: '08:00',
      dueZone: null,
      due: '2031-03-19T23:00:00.000Z',
    });
    const fixed = await updated(me, task._id, { dueZone: 'UTC' });
    expect(fixed).toMatchObject({ dueTime: '08:00', dueZone: 'UTC', due: `${day}T08:00:00.000Z` });
    const moved = await updated(me, task._id, { dueDay: '2031-03-22' });
    expect(moved).toMatchObject({ dueTime: '08:00', dueZone: 'UTC', due: '2031-03-22T08:00:00.000Z' });
    const dateOnly = await updated(me, task._id, { dueTime: null });
    expect(dateOnly).toMatchObject({
      dueDay: '2031-03-22',
      due: '2031-03-22T12:00:00.000Z',
      dueTime: null,
      dueZone: null,
    });
    await updated(me, task._id, { dueTime: '10:00' });
    const cleared = await updated(me, task._id, { dueDay: null });
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
      [{ dueDay: day, dueTime: '24:00' }, detailFieldTexts.dueTimeInvalid],
      [{ dueDay: day, dueTime: '9:30' }, detailFieldTexts.dueTimeInvalid],
      [{ dueDay: day, dueTime: '09:30', dueZone: 'Mars/Olympus' }, detailFieldTexts.dueZoneInvalid],
      [{ dueTime: '09:30' }, detailFieldTexts.dueTimeNeedsDay],
      [{ dueDay: day, dueZone: 'Europe/Berlin' }, detailFieldTexts.dueZoneNeedsTime],
      [{ dueDay: day, timeZone: 'Nowhere' }, detailFieldTexts.requestTimeZoneInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await me.client.call('todo-create', { body: { description: 'Bad', ...body } as never });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ message });
    }
    const task = await createTask(me, { description: 'No day' });
    const answer = await update(me, task._id, { dueTime: '09:30' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: detailFieldTexts.dueTimeNeedsDay });
  });
});
