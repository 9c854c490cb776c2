/** The views over the groups the server sends (views.ts): the merged views and "Assigned by you" rows. */
import { describe, expect, it } from 'vitest';
import { groupList, storedTodos } from '../functions/todo/lib/present';
import { now, sampleBoard } from '../tests/support/todo-board';
import type { Task } from './types';
import { assignmentRows, entryList, mergedView } from './views';

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
});
