/**
 * A list's sort choices (sort.ts): each order, ties in SPEC.md's order, and Planned's headings by
 * due day, with the week ending where the user's locale ends it.
 */
import type { Task } from '@shared/types';
import { describe, expect, it } from 'vitest';
import { task } from '../../../../tests/support/dashboard-changes';
import { ymdOf } from '../../lib/dates';
import {
  dueMomentOf,
  dueTodayCount,
  paneSections,
  plannedGroups,
  plannedSectionOf,
  sortedBy,
  upcomingDays,
  upcomingSectionOf,
  viewDayOf,
  weekStartDay,
} from './sort-order';

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
/** Made in the order listed: a, b, c, d (d newest); as the server sorts them (newest first). */
const made = (): Task[] =>
  [
    task('a', 'g1', { description: 'banana', createdAt: at(1), dueDay: '2026-12-01', important: true }),
    task('b', 'g1', { description: 'Apple 10', createdAt: at(2), dueDay: null }),
    task('c', 'g1', { description: 'apple 9', createdAt: at(3), dueDay: '2026-11-27' }),
    task('d', 'g1', { description: 'cherry', createdAt: at(4), dueDay: '2026-12-01', important: true }),
  ].reverse();
const order = (tasks: Task[]) => tasks.map((t) => t._id).join('');

describe('sortedBy', () => {
  it("keeps SPEC.md's order by default, and sorts by each other choice with ties newest first", () => {
    expect(order(sortedBy(made(), 'default'))).toBe('dcba');
    // No due day goes last; the two on Dec 1 in SPEC.md's order (newest first).
    expect(order(sortedBy(made(), 'due'))).toBe('cdab');
    expect(order(sortedBy(made(), 'importance'))).toBe('dacb');
    // Case-insensitive, numbers as numbers: "apple 9" before "Apple 10".
    expect(order(sortedBy(made(), 'title'))).toBe('cbad');
    expect(order(sortedBy(made(), 'created'))).toBe('abcd');
  });
});

describe('sortedBy priority', () => {
  it('puts priority 1 first and tasks without one (4) last, ties in SPEC.md order', () => {
    const tasks = [
      task('a', 'g1', { createdAt: at(1), priority: 3 }),
      task('b', 'g1', { createdAt: at(2) }),
      task('c', 'g1', { createdAt: at(3), priority: 1 }),
      task('d', 'g1', { createdAt: at(4), priority: 3 }),
      task('e', 'g1', { createdAt: at(5), priority: 4 }),
    ].reverse();
    // c (1), then the two 3s newest first (d, a), then e and b (4 and none) newest first.
    expect(order(sortedBy(tasks, 'priority'))).toBe('cdaeb');
  });
});

describe('Planned by due date', () => {
  // Thursday 26 November 2026.
  const today = '2026-11-26';
  it('puts each day under its heading, the week ending the day before the locale starts the next', () => {
    const monday = 1;
    const sunday = 7;
    expect(plannedSectionOf('2026-11-25', today, monday)).toBe('overdue');
    expect(plannedSectionOf(today, today, monday)).toBe('today');
    expect(plannedSectionOf('2026-11-27', today, monday)).toBe('tomorrow');
    expect(plannedSectionOf('2026-11-29', today, monday)).toBe('thisWeek');
    expect(plannedSectionOf('2026-11-30', today, monday)).toBe('later');
    expect(plannedSectionOf('2026-11-28', today, sunday)).toBe('thisWeek');
    expect(plannedSectionOf('2026-11-29', today, sunday)).toBe('later');
    // On the week's last day, tomorrow is still Tomorrow and nothing else is this week.
    expect(plannedSectionOf('2026-11-30', '2026-11-29', monday)).toBe('tomorrow');
    expect(plannedSectionOf('2026-12-01', '2026-11-29', monday)).toBe('later');
  });

  it('groups the tasks in their order, leaving out empty headings', () => {
    const groups = plannedGroups(sortedBy(made(), 'due'), today, 1);
    expect(groups.map((g) => [g.section, order(g.tasks)])).toEqual([
      ['tomorrow', 'c'],
      ['later', 'da'],
    ]);
  });

  it("reads the week's first day from the locale", () => {
    expect(weekStartDay('en-GB')).toBe(1);
    expect(weekStartDay('en-US')).toBe(7);
  });
});

describe('times of day in the orders (docs/api.md#times-of-day)', () => {
  it('reads a fixed time on the day it falls here, and sorts timed tasks by time within a day', () => {
    // A fixed time is on the day its instant falls on here; a floating one on its own day.
    const fixed = {
      dueDay: '2031-03-21',
      dueTime: '23:30',
      dueZone: 'Asia/Tokyo',
      due: '2031-03-21T14:30:00.000Z',
    };
    expect(viewDayOf(fixed)).toBe(ymdOf(new Date('2031-03-21T14:30:00.000Z')));
    expect(viewDayOf({ dueDay: '2031-03-21', dueTime: '09:00', dueZone: null })).toBe('2031-03-21');
    expect(dueMomentOf({ dueDay: '2031-03-21', dueTime: '09:00', dueZone: null })).toBe(
      new Date('2031-03-21T09:00').getTime(),
    );
    expect(dueMomentOf({ dueDay: '2031-03-21' })).toBeNull();
  });
});

describe('Upcoming (docs/api.md#upcoming)', () => {
  const today = '2026-11-29';
  const on = (id: string, dueDay: string | null, extra: Partial<Task> = {}) =>
    task(id, 'g1', { description: id, dueDay, ...extra });

  it('puts a day under Overdue, Today, Tomorrow, its own date for the next days, else Later', () => {
    expect(upcomingSectionOf('2026-11-01', today)).toBe('overdue');
    expect(upcomingSectionOf(today, today)).toBe('today');
    expect(upcomingSectionOf('2026-11-30', today)).toBe('tomorrow');
    expect(upcomingSectionOf('2026-12-01', today)).toBe('2026-12-01');
    expect(upcomingDays).toBe(6);
    expect(upcomingSectionOf('2026-12-06', today)).toBe('2026-12-06');
    expect(upcomingSectionOf('2026-12-07', today)).toBe('later');
  });

  it('groups the tasks by due date in that order, named, leaving out empty days and undated tasks', () => {
    const tasks = [
      on('later', '2027-01-10'),
      on('wed', '2026-12-02'),
      on('tue', '2026-12-01'),
      on('none', null),
      on('old', '2026-11-20'),
      on('now', today),
    ];
    const sections = paneSections('upcoming', 'default', tasks, today);
    expect(sections?.map((s) => [s.name, order(s.tasks)])).toEqual([
      ['Overdue', 'old'],
      ['Today', 'now'],
      ['Tuesday, Dec 1', 'tue'],
      ['Wednesday, Dec 2', 'wed'],
      ['Later', 'later'],
    ]);
    // Planned only when sorted by due date; other lists never.
    expect(paneSections('planned', 'default', tasks, today)).toBeNull();
    expect(paneSections('planned', 'due', tasks, today)?.map((s) => s.section)).toEqual([
      'overdue',
      'today',
      'thisWeek',
      'later',
    ]);
    expect(paneSections('user-group', 'due', tasks, today)).toBeNull();
  });

  it("counts the open tasks due today or overdue: the entry's badge", () => {
    const tasks = [
      on('a', '2026-11-01'),
      on('b', today),
      on('c', '2026-11-30'),
      on('d', today, { completed: true }),
    ];
    expect(dueTodayCount(tasks, today)).toBe(2);
  });
});
