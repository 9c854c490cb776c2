import { describe, expect, it } from 'vitest';
import type { AssignmentItem, GroupItem, TodoItem } from '../../functions/data/items';
import { chunkItemCount, planGroupDeletion } from '../../functions/todo/chunks';
import {
  allTodos,
  assignmentToTodo,
  type Board,
  groupList,
  groupTodos,
  sortTodos,
  viewTodos,
} from '../../functions/todo/present';
import { builtInViews } from '../../shared/limits';
import { validation as text } from '../../shared/messages';
import { parseCreateTodo, parseGroupName, parseUpdateTodo } from '../../shared/validation';

const now = Date.parse('2030-06-15T12:00:00.000Z');
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

describe('task lists', () => {
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
  const board: Board = { groups: [home, work], todos: [fresh, old, dated, done, copy], assignments: [row] };
  const names = (todos: { description: string }[]) => todos.map((t) => t.description);

  it('sorts not completed first, then newest first', () => {
    expect(names(sortTodos(allTodos(board)))).toEqual(['copy', 'fresh', 'dated', 'old', 'done']);
  });

  it('serves the built-in views with SPEC semantics; copies only in view 3', () => {
    expect(names(viewTodos('today', board, now))).toEqual(['fresh', 'dated', 'done']);
    expect(names(viewTodos('important', board, now))).toEqual(['old', 'done']);
    expect(names(viewTodos('planned', board, now))).toEqual(['dated']);
    expect(viewTodos('assigned-to-me', board, now)).toEqual([
      expect.objectContaining({ description: 'copy', username: 'boss', uniqueMarker: 'M', assigned: true }),
    ]);
    expect(viewTodos('assigned-by-me', board, now)).toEqual([assignmentToTodo(row)]);
    expect(assignmentToTodo(row)).toMatchObject({
      _id: 'M2',
      uniqueMarker: 'M2',
      assignedTo: ['v'],
      originalIds: ['C'],
    });
  });

  it('names the group a task comes from in views 0-2', () => {
    const today = viewTodos('today', board, now);
    expect(today.find((t) => t.description === 'fresh')?.groupName).toBe('Home');
    expect(today.find((t) => t.description === 'dated')?.groupName).toBeUndefined();
    expect(viewTodos('important', board, now).find((t) => t.description === 'old')?.groupName).toBe('Work');
  });

  it('lists the built-ins first, then groups oldest first with their tasks', () => {
    const list = groupList(board);
    expect(list.map((g) => g._id)).toEqual([...builtInViews.map((v) => v.id), 'G1', 'G2']);
    expect(list.slice(0, 5).every((g) => g.builtIn && g.todo.length === 0)).toBe(true);
    expect(names(list[6]?.todo ?? [])).toEqual(['fresh']);
    expect(names(groupTodos('G1', board))).toEqual(['old']);
  });
});

describe('group deletion plan', () => {
  const tasks = (n: number) => Array.from({ length: n }, (_, i) => ({ completed: i % 2 === 0 }));
  it.each([
    [0, 1],
    [1, 1],
    [98, 1],
    [99, 2],
    [150, 2],
    [197, 2],
    [198, 3],
  ])('plans %i tasks in %i transactions of at most 100 items', (n, count) => {
    const plan = planGroupDeletion(tasks(n), 100);
    expect(plan).toHaveLength(count);
    expect(plan.every((chunk) => chunkItemCount(chunk) <= 100)).toBe(true);
    expect(plan.reduce((sum, chunk) => sum + chunk.total, 0)).toBe(n);
    expect(plan.reduce((sum, chunk) => sum + chunk.completed, 0)).toBe(Math.ceil(n / 2));
    expect(plan.map((chunk) => chunk.deletesGroup)).toEqual(plan.map((_, i) => i === plan.length - 1));
  });
});

describe('task and group body parsers', () => {
  it('parses a new task, trimming, defaulting and refusing bad fields', () => {
    expect(parseCreateTodo({ description: ' a ', due: null, groupId: null })).toEqual({
      description: 'a',
      completed: false,
      important: false,
      due: null,
      groupId: null,
    });
    expect(
      parseCreateTodo({ description: 'a', completed: true, groupId: 'today', assigned: false }),
    ).toMatchObject({
      completed: true,
      groupId: 'today',
    });
    expect(() => parseCreateTodo({ description: 'a', assigned: true })).toThrow(text.assignedOnCreate);
    expect(() => parseCreateTodo({ description: 'a', due: '2030-13-01T00:00:00Z' })).toThrow(text.dueInvalid);
    expect(() => parseCreateTodo(['a'])).toThrow();
  });

  it('parses an update with at least one field', () => {
    expect(parseUpdateTodo({ completed: false })).toEqual({ completed: false });
    expect(parseUpdateTodo({ description: ' b ' })).toEqual({ description: 'b' });
    expect(() => parseUpdateTodo({})).toThrow(text.updateFieldsRequired);
    expect(() => parseUpdateTodo({ completed: 0 })).toThrow(text.booleanInvalid('completed'));
  });

  it('parses a group name', () => {
    expect(parseGroupName({ name: ' x ' })).toEqual({ name: 'x' });
    expect(() => parseGroupName({ name: 'n'.repeat(21) })).toThrow(text.groupNameTooLong);
    expect(() => parseGroupName({ name: ' ' })).toThrow(text.groupNameRequired);
  });
});
