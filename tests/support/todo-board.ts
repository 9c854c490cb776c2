/**
 * A stored board (functions/data/tasks/todos.ts `Board`) with one of each kind of task: a home group's
 * task, an older important one, a dated one, a completed one, a copy assigned to the user, an
 * assignment row, one stored before homes existed and one kept in a built-in view. The unit tests of
 * the server's task lists (functions/lib/present.ts) and of the views over them
 * (shared/views.ts) read it.
 */
import type { AssignmentItem, GroupItem, TodoItem } from '../../functions/data/core/items';
import type { Board } from '../../functions/data/tasks/todos';

/** The fixed "now" the board's times are relative to. */
export const now = Date.parse('2030-06-15T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

let seq = 0;
function todo(fields: Partial<TodoItem>): TodoItem {
  const id = `T${String(seq++).padStart(25, '0')}`;
  return {
    pk: 'USER#u',
    sk: `TODO#${id}`,
    type: 'todo',
    id,
    userId: 'u',
    groupId: null,
    description: id,
    descriptionLower: id.toLowerCase(),
    completed: false,
    important: false,
    due: null,
    createdAt: hoursAgo(1),
    assigned: false,
    ...fields,
  };
}
const group = (id: string, name: string): GroupItem => ({
  pk: 'USER#u',
  sk: `GROUP#${id}`,
  type: 'group',
  id,
  userId: 'u',
  name,
  nameLower: name.toLowerCase(),
  createdAt: hoursAgo(100),
});

/** The board, made fresh for each caller. */
export function sampleBoard(): Board {
  const home = group('G2', 'Home');
  const work = group('G1', 'Work');
  const fresh = todo({ groupId: 'G2', description: 'fresh' });
  const old = todo({ createdAt: hoursAgo(25), important: true, groupId: 'G1', description: 'old' });
  const dated = todo({ due: '2030-07-01T23:59:00.000Z', createdAt: hoursAgo(2), description: 'dated' });
  const done = todo({ completed: true, createdAt: hoursAgo(0.5), important: true, description: 'done' });
  const copy = todo({
    assigned: true,
    uniqueMarker: 'M',
    assignerUsername: 'boss',
    important: true,
    description: 'copy',
  });
  const row: AssignmentItem = {
    pk: 'USER#u',
    sk: 'ASSIGN#M2',
    type: 'assignment',
    id: 'M2',
    assignerId: 'u',
    description: 'row',
    descriptionLower: 'row',
    important: false,
    due: null,
    createdAt: hoursAgo(3),
    assignedTo: ['v'],
    originalIds: ['C'],
  };
  // `legacy` was stored before homes existed (no groupId): served in Today.
  const legacy = todo({ groupId: null, createdAt: hoursAgo(30), description: 'legacy' });
  const planned = todo({ groupId: 'planned', createdAt: hoursAgo(40), description: 'kept in planned' });
  const board: Board = {
    groups: [home, work],
    todos: [fresh, old, dated, done, copy, legacy, planned],
    assignments: [row],
  };
  return board;
}
