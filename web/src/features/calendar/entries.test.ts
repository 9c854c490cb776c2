/**
 * What the calendar holds (entries.ts): the tasks of every group with a due date, on their day in the
 * viewer's zone, at their hour when timed; overdue marks; the next occurrences of repeating tasks up
 * to the range's end; and the changes a move sends.
 */
import type { Group, Task } from '@shared/types';
import { describe, expect, it } from 'vitest';
import { type CalendarEntry, calendarEntries, movable, moveChanges, placeOf } from './entries';

let counter = 0;
const task = (fields: Partial<Task>): Task =>
  ({
    _id: `t${++counter}`,
    description: `task ${counter}`,
    completed: false,
    assigned: false,
    important: false,
    user: 'me',
    groupId: 'g1',
    createdAt: '2026-11-01T10:00:00.000Z',
    due: null,
    ...fields,
  }) as Task;
const dayTask = (day: string, fields: Partial<Task> = {}) =>
  task({ dueDay: day, due: `${day}T12:00:00.000Z`, ...fields });
const group = (id: string, todo: Task[], fields: Partial<Group> = {}): Group =>
  ({ _id: id, name: `List ${id}`, todo, ...fields }) as Group;

const november = { from: '2026-10-26', to: '2026-12-06' };
const now = Date.parse('2026-11-17T15:00:00.000Z');
const inUtc = { zone: 'UTC', now };
const flat = (byDay: Map<string, CalendarEntry[]>) => [...byDay.values()].flat();

describe('placing tasks', () => {
  it('puts a date-only task on its day, the same in every zone', () => {
    const t = dayTask('2026-11-20');
    expect(placeOf(t, 'UTC')).toEqual({ day: '2026-11-20', time: null });
    expect(placeOf(t, 'Pacific/Kiritimati')).toEqual({ day: '2026-11-20', time: null });
    expect(placeOf(task({}), 'UTC')).toBeNull();
  });

  it('keeps a floating time as its wall clock and reads a fixed one in the viewer zone', () => {
    const floating = dayTask('2026-11-20', { dueTime: '09:30', dueZone: null });
    expect(placeOf(floating, 'Asia/Tokyo')).toEqual({ day: '2026-11-20', time: '09:30' });
    // 23:30 in New York on the 20th is 04:30 on the 21st in UTC and 13:30 on the 21st in Tokyo.
    const fixed = task({
      dueDay: '2026-11-20',
      dueTime: '23:30',
      dueZone: 'America/New_York',
      due: '2026-11-21T04:30:00.000Z',
    });
    expect(placeOf(fixed, 'America/New_York')).toEqual({ day: '2026-11-20', time: '23:30' });
    expect(placeOf(fixed, 'UTC')).toEqual({ day: '2026-11-21', time: '04:30' });
    expect(placeOf(fixed, 'Asia/Tokyo')).toEqual({ day: '2026-11-21', time: '13:30' });
    // A move shown before its answer carries its day's noon as `due`: placed by its wall clock all the same.
    expect(placeOf({ ...fixed, due: '2026-11-20T12:00:00.000Z' }, 'UTC')).toEqual({
      day: '2026-11-21',
      time: '04:30',
    });
  });

  it("holds own tasks, shared lists', assigned copies and one entry per assignment, each once", () => {
    const own = dayTask('2026-11-03');
    const shared = dayTask('2026-11-04');
    const viewed = dayTask('2026-11-05');
    const copy = dayTask('2026-11-06', { assigned: true });
    const assignmentA = dayTask('2026-11-07', { uniqueMarker: 'm1', user: 'a', assigned: true });
    const assignmentB = { ...assignmentA, _id: 'copy-b', user: 'b' };
    const undated = task({});
    const outside = dayTask('2026-12-20');
    const groups = [
      group('today', [own, undated]),
      group('assigned-to-me', [copy]),
      group('assigned-by-me', [assignmentA, assignmentB]),
      group('s1', [shared], { shared: { role: 'editor' } } as Partial<Group>),
      group('s2', [viewed], { shared: { role: 'viewer' } } as Partial<Group>),
      group('g9', [outside]),
    ];
    const entries = flat(calendarEntries(groups, november, inUtc));
    const kinds = Object.fromEntries(entries.map((e) => [e.task._id, e.kind]));
    expect(kinds).toEqual({
      [own._id]: 'own',
      [shared._id]: 'own',
      [viewed._id]: 'view',
      [copy._id]: 'copy',
      [assignmentA._id]: 'assignment',
    });
    expect(
      entries
        .filter(movable)
        .map((e) => e.task._id)
        .sort(),
    ).toEqual([own._id, shared._id, assignmentA._id].sort());
    expect(entries.find((e) => e.kind === 'assignment')?.task).toMatchObject({
      originalIds: [assignmentA._id, 'copy-b'],
    });
  });

  it('sorts a day: all-day first, then by time', () => {
    const late = dayTask('2026-11-10', { dueTime: '18:00', description: 'late' });
    const early = dayTask('2026-11-10', { dueTime: '08:15', description: 'early' });
    const allDay = dayTask('2026-11-10', { description: 'all day' });
    const byDay = calendarEntries([group('g1', [late, early, allDay])], november, inUtc);
    expect(byDay.get('2026-11-10')?.map((e) => e.task.description)).toEqual(['all day', 'early', 'late']);
  });
});

describe('overdue', () => {
  it('marks an open task whose day ended or whose time passed, for the viewer', () => {
    const yesterday = dayTask('2026-11-16');
    const today = dayTask('2026-11-17');
    const doneYesterday = dayTask('2026-11-16', { completed: true });
    const earlier = dayTask('2026-11-17', { dueTime: '14:00' });
    const later = dayTask('2026-11-17', { dueTime: '16:00' });
    const byId = Object.fromEntries(
      flat(
        calendarEntries([group('g1', [yesterday, today, doneYesterday, earlier, later])], november, inUtc),
      ).map((e) => [e.task._id, e.overdue]),
    );
    expect(byId).toEqual({
      [yesterday._id]: true,
      [today._id]: false,
      [doneYesterday._id]: false,
      [earlier._id]: true,
      [later._id]: false,
    });
    // A floating 16:00 has passed in Tokyo (already the 18th there).
    const tokyo = flat(calendarEntries([group('g1', [later])], november, { zone: 'Asia/Tokyo', now }));
    expect(tokyo[0]?.overdue).toBe(true);
  });
});

describe('repeating tasks', () => {
  it('shows the next occurrences from the rule up to the end of the range, not before its start', () => {
    const weekly = dayTask('2026-10-20', { repeat: { rule: 'FREQ=WEEKLY', from: 'due' } as Task['repeat'] });
    const entries = flat(calendarEntries([group('g1', [weekly])], november, inUtc));
    expect(entries.filter((e) => !e.occurrence)).toHaveLength(0);
    expect(entries.map((e) => e.day)).toEqual([
      '2026-10-27',
      '2026-11-03',
      '2026-11-10',
      '2026-11-17',
      '2026-11-24',
      '2026-12-01',
    ]);
    for (const entry of entries) {
      expect(entry.occurrence).toBe(true);
      expect(entry.overdue).toBe(false);
      expect(movable(entry)).toBe(false);
      expect(entry.key).toBe(`${weekly._id}@${entry.day}`);
    }
  });

  it('keeps month ends as the server does, and a time of day on every occurrence', () => {
    const monthly = dayTask('2026-10-31', {
      dueTime: '07:45',
      repeat: { rule: 'FREQ=MONTHLY', from: 'due' } as Task['repeat'],
    });
    const range = { from: '2026-10-01', to: '2027-03-31' };
    const entries = flat(calendarEntries([group('g1', [monthly])], range, inUtc));
    expect(entries.map((e) => [e.day, e.time, e.occurrence])).toEqual([
      ['2026-10-31', '07:45', false],
      ['2026-11-30', '07:45', true],
      ['2026-12-31', '07:45', true],
      ['2027-01-31', '07:45', true],
      ['2027-02-28', '07:45', true],
      ['2027-03-31', '07:45', true],
    ]);
  });

  it('shows none for a completed repeating task (its next occurrence is a task of its own)', () => {
    const done = dayTask('2026-11-02', {
      completed: true,
      repeat: { rule: 'FREQ=DAILY', from: 'due' } as Task['repeat'],
    });
    const entries = flat(calendarEntries([group('g1', [done])], november, inUtc));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ completed: true, occurrence: false });
  });
});

describe('moving', () => {
  const entryOf = (t: Task, zone = 'UTC') =>
    flat(calendarEntries([group('g1', [t])], november, { zone, now }))[0] as CalendarEntry;

  it('sends the new due day as the details panel does, and a time only for a timed task', () => {
    expect(moveChanges(entryOf(dayTask('2026-11-10')), '2026-11-12', null, 'UTC')).toEqual({
      dueDay: '2026-11-12',
    });
    expect(moveChanges(entryOf(dayTask('2026-11-10')), '2026-11-12', '09:00', 'UTC')).toEqual({
      dueDay: '2026-11-12',
    });
    const timed = dayTask('2026-11-10', { dueTime: '09:30' });
    expect(moveChanges(entryOf(timed), '2026-11-11', '11:30', 'UTC')).toEqual({
      dueDay: '2026-11-11',
      dueTime: '11:30',
    });
  });

  it("moves a fixed-zone task to the instant the viewer chose, as its own zone's wall clock", () => {
    const fixed = task({
      dueDay: '2026-11-10',
      dueTime: '23:30',
      dueZone: 'America/New_York',
      due: '2026-11-11T04:30:00.000Z',
    });
    const entry = entryOf(fixed);
    expect(entry).toMatchObject({ day: '2026-11-11', time: '04:30' });
    // Two days on, an hour later for the viewer in UTC.
    expect(moveChanges(entry, '2026-11-13', '05:30', 'UTC')).toEqual({
      dueDay: '2026-11-13',
      dueTime: '00:30',
    });
    // A day move keeps the task's own day arithmetic.
    expect(moveChanges(entry, '2026-11-12', null, 'UTC')).toEqual({ dueDay: '2026-11-11' });
  });
});
