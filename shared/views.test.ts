/** The views over the groups the server sends (views.ts): the merged views and "Assigned by you" rows. */
import { describe, expect, it } from 'vitest';
import { groupList, storedTodos } from '../functions/lib/present';
import { now, sampleBoard } from '../tests/support/todo-board';
import type { Task } from './types';
import { assignmentRows, entryList, entryOfTask, mergedView, upcomingView, upForGrabsView } from './views';

const names = (todos: { description: string }[]) => todos.map((t) => t.description);

describe('views over the groups', () => {
  const board = sampleBoard();

  it('computes the merged views from the groups (shared/views.ts), naming the source group', () => {
    const groups = groupList(board, { id: 'u', username: 'me' });
    const today = mergedView('today', groups, now);
    // Every group but "Assigned by you": the copy assigned to the user too.
    expect(names(today)).toEqual(['copy', 'fresh', 'dated', 'done']);
    expect(today.find((t) => t.description === 'fresh')?.groupName).toBe('Home');
    expect(today.find((t) => t.description === 'dated')?.groupName).toBe('Today');
    expect(today.find((t) => t.description === 'copy')?.groupName).toBe('Assigned to you');
    expect(names(mergedView('important', groups, now))).toEqual(['copy', 'old', 'done']);
    expect(names(mergedView('planned', groups, now))).toEqual(['dated']);
    expect(entryList('G1', groups, now)).toEqual({
      kind: 'tasks',
      tasks: [expect.objectContaining({ description: 'old' })],
    });
    // Upcoming: Planned's open tasks (the web shows them by day).
    expect(entryList(upcomingView, groups, now)).toEqual({
      kind: 'tasks',
      tasks: [expect.objectContaining({ description: 'dated', groupName: 'Today' })],
    });
  });

  it("opens a highlighted task's entry: its own list, else the first merged view that lists it", () => {
    const groups = groupList(board, { id: 'u', username: 'me' });
    const idOf = (description: string) =>
      groups.flatMap((g) => g.todo).find((t) => t.description === description)?._id ?? '';
    expect(entryOfTask(idOf('old'), groups, now)).toBe('G1');
    expect(entryOfTask(idOf('dated'), groups, now)).toBe('today');
    // Kept in Planned's home without a due date, no view lists it: Today opens.
    expect(entryOfTask(idOf('kept in planned'), groups, now)).toBe('today');
    expect(entryOfTask('nothing', groups, now)).toBeNull();
  });

  it('regroups "Assigned by you" copies into one row per assignment, index for index', () => {
    const copies = [
      { ...storedTodos('assigned-by-me', board, 'me')[0], _id: 'C1', user: 'a' },
      { ...storedTodos('assigned-by-me', board, 'me')[0], _id: 'C2', user: 'b' },
    ] as Task[];
    const rows = assignmentRows(copies);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      _id: 'C1',
      uniqueMarker: 'M2',
      assignedTo: ['a', 'b'],
      originalIds: ['C1', 'C2'],
    });
  });

  it('marks the tasks of a list shared with the user as a viewer, in the list and in the merged views', () => {
    const groups = groupList(board, { id: 'u', username: 'me' }).map((group) =>
      group._id === 'G1'
        ? {
            ...group,
            shared: { owner: { _id: 'o', username: 'owner' }, role: 'viewer' as const, memberCount: 1 },
          }
        : group,
    );
    const listed = entryList('G1', groups, now);
    expect(listed.kind === 'tasks' && listed.tasks.every((task) => task.viewOnly === true)).toBe(true);
    const important = mergedView('important', groups, now);
    expect(important.find((task) => task.description === 'old')?.viewOnly).toBe(true);
    expect(important.find((task) => task.description === 'copy')?.viewOnly).toBeUndefined();
  });

  it('lists the team tasks that wait on the user in Assigned to you, and those nobody claimed in Up for grabs', () => {
    const part = (id: string, completed: boolean) => ({
      _id: id,
      username: id,
      completed,
      completedAt: null,
    });
    const wire = (id: string, extra: Partial<Task>): Task => ({
      _id: id,
      description: id,
      completed: false,
      assigned: false,
      important: false,
      due: null,
      createdAt: new Date(now).toISOString(),
      user: 'o',
      groupId: 'S1',
      ...extra,
    });
    const sprint = {
      _id: 'S1',
      name: 'Sprint',
      shared: { owner: { _id: 'o', username: 'owner' }, role: 'editor' as const, memberCount: 2 },
      todo: [
        wire('mine', { assignees: [part('me', false), part('b', true)] }),
        wire('done part', { assignees: [part('me', true)] }),
        wire('grabs', { completion: 'claim', assignees: [] }),
        wire('claimed', { completion: 'claim', assignees: [part('me', false)] }),
      ],
    };
    const groups = [...groupList(board, { id: 'u', username: 'me' }), sprint];
    const toMe = entryList('assigned-to-me', groups, now, 'me');
    expect(toMe.kind === 'tasks' && names(toMe.tasks)).toEqual(
      expect.arrayContaining(['mine', 'claimed', 'copy']),
    );
    expect(toMe.kind === 'tasks' && names(toMe.tasks)).not.toContain('done part');
    expect(toMe.kind === 'tasks' && toMe.tasks.find((t) => t._id === 'mine')?.groupName).toBe('Sprint');
    const grabs = entryList(upForGrabsView, groups, now, 'me');
    expect(grabs.kind === 'tasks' && names(grabs.tasks)).toEqual(['grabs']);
  });
});
