import { describe, expect, it } from 'vitest';
import type { Group, Task } from '../types';
import { type FilterContext, type FilterTask, filterView, matchesFilter } from './evaluate';
import { parseFilterQuery } from './query';

const me = 'U-ME';
const alice = 'U-ALICE';
const context: FilterContext = {
  me,
  today: '2026-11-27',
  labelName: (id) => ({ L1: 'Work', L2: 'deep work' })[id],
  userIdOf: (name) => ({ alice })[name],
};

let serial = 0;
function task(fields: Partial<FilterTask> = {}): FilterTask {
  serial++;
  return {
    _id: `T${String(serial).padStart(3, '0')}`,
    description: `task ${serial}`,
    completed: false,
    assigned: false,
    important: false,
    due: null,
    dueDay: null,
    createdAt: `2026-11-${String(10 + (serial % 15)).padStart(2, '0')}T10:00:00.000Z`,
    user: me,
    groupId: 'G1',
    notes: '',
    steps: [],
    repeat: null,
    remindAt: null,
    groupName: 'Sprint',
    shared: false,
    ...fields,
  };
}

const matches = (query: string, fields: Partial<FilterTask>) =>
  matchesFilter(parseFilterQuery(query), task(fields), context);

describe('matchesFilter', () => {
  it.each([
    ['completed', { completed: true }, true],
    ['completed', {}, false],
    ['!completed', {}, true],
    ['important', { important: true }, true],
    ['shared', { shared: true }, true],
    ['repeat', { repeat: { rule: 'FREQ=DAILY', from: 'due' as const } }, true],
    ['repeat', {}, false],
    ['overdue', { dueDay: '2026-11-26' }, true],
    ['overdue', { dueDay: '2026-11-26', completed: true }, false],
    ['overdue', { dueDay: '2026-11-27' }, false],
    ['due:none', {}, true],
    ['due:none', { dueDay: '2026-11-27' }, false],
    ['due:any', { dueDay: '2026-11-27' }, true],
    ['due on: today', { dueDay: '2026-11-27' }, true],
    ['due on: tomorrow', { dueDay: '2026-11-28' }, true],
    ['due before: +7d', { dueDay: '2026-12-03' }, true],
    ['due before: +7d', { dueDay: '2026-12-04' }, false],
    ['due before: +7d', {}, false],
    ['due after: 2026-12-31', { dueDay: '2027-01-01' }, true],
    ['due after: 2026-12-31', { dueDay: '2026-12-31' }, false],
    // A task stored before due days: its instant's day.
    ['due on: today', { due: '2026-11-27T12:00:00.000Z' }, true],
    ['priority <= 2', { priority: 2 }, true],
    ['priority <= 2', { priority: 3 }, false],
    ['priority = 4', {}, true],
    ['priority < 4', {}, false],
    ['priority > 1', { priority: 1 }, false],
    ['priority >= 3', { priority: 3 }, true],
    ['label:work', { labels: ['L1'] }, true],
    ['label:"Deep Work"', { labels: ['L2'] }, true],
    ['label:work', { labels: ['L2'] }, false],
    ['label:work', { labels: ['gone'] }, false],
    ['list:sprint', {}, true],
    ['list:Groceries', {}, false],
    ['assigned:me', { assigned: true, groupId: 'assigned-to-me' }, true],
    ['assigned:me', { assignees: [{ _id: me, username: 'me', completed: false, completedAt: null }] }, true],
    ['assigned:me', {}, false],
    ['assigned:by me', { groupId: 'assigned-by-me', user: alice }, true],
    ['assigned:alice', { groupId: 'assigned-by-me', user: alice }, true],
    ['assigned:alice', { groupId: 'assigned-by-me', user: 'U-BOB' }, false],
    ['assigned:nobody', { groupId: 'assigned-by-me', user: alice }, false],
    ['has:notes', { notes: 'see the file' }, true],
    ['has:notes', { notes: '  ' }, false],
    ['has:steps', { steps: [{ _id: 'S1', title: 'a', completed: false }] }, true],
    ['has:reminder', { remindAt: '2026-11-28T09:00:00.000Z' }, true],
    ['important | completed', { completed: true }, true],
    ['important & completed', { completed: true }, false],
    ['!(important | completed)', {}, true],
  ] as const)('%s on %j: %s', (query, fields, expected) => {
    expect(matches(query, fields as Partial<FilterTask>)).toBe(expected);
  });
});

describe('filterView', () => {
  const group = (id: string, name: string, todo: Task[], extra: Partial<Group> = {}): Group => ({
    _id: id,
    name,
    todo,
    ...extra,
  });

  it('lists matching tasks of every group, an assignment once, open first and newest first', () => {
    const open = task({ _id: 'T900', createdAt: '2026-11-20T00:00:00.000Z', important: true });
    const newer = task({ _id: 'T901', createdAt: '2026-11-21T00:00:00.000Z', important: true });
    const done = task({
      _id: 'T902',
      createdAt: '2026-11-22T00:00:00.000Z',
      important: true,
      completed: true,
    });
    const copies = [
      task({
        _id: 'C1',
        groupId: 'assigned-by-me',
        uniqueMarker: 'M1',
        user: alice,
        important: true,
        createdAt: '2026-11-25T00:00:00.000Z',
      }),
      task({ _id: 'C2', groupId: 'assigned-by-me', uniqueMarker: 'M1', user: 'U-BOB', important: true }),
    ];
    const shared = task({ _id: 'T903', important: true, createdAt: '2026-11-01T00:00:00.000Z' });
    const groups: Group[] = [
      group('today', 'Today', [open]),
      group('G1', 'Sprint', [done, newer, task()]),
      group('assigned-by-me', 'Assigned by you', copies),
      group('G9', 'Team', [shared], {
        shared: { owner: { _id: alice, username: 'alice' }, role: 'viewer', memberCount: 2 },
      }),
    ];
    const view = filterView(parseFilterQuery('important'), groups, context);
    expect(view.map((t) => t._id)).toEqual(['C1', 'T901', 'T900', 'T903', 'T902']);
    expect(view.find((t) => t._id === 'T903')).toMatchObject({
      shared: true,
      viewOnly: true,
      groupName: 'Team',
    });
    expect(filterView(parseFilterQuery('shared'), groups, context).map((t) => t._id)).toEqual(['T903']);
  });
});
