import { describe, expect, it } from 'vitest';
import { groupNameBody } from '../../../shared/contract/requests/group';
import { createTodoBody, updateTodoBody } from '../../../shared/contract/requests/todo';
import { builtInViews } from '../../../shared/limits';
import { detailTexts, validation as text } from '../../../shared/messages';
import type { Task } from '../../../shared/types';
import { type DeletionChunk, planGroupDeletion } from '../../data/group-deletion-plan';
import type { AssignmentItem, GroupItem, TodoItem } from '../../data/items';
import type { Board } from '../../data/todos';
import { validate } from '../../lib/middlewares/contract';
import { allTodos, groupList, storedTodos } from './present';

const parseCreateTodo = (body: unknown) => validate(createTodoBody, body);
const parseUpdateTodo = (body: unknown) => validate(updateTodoBody, body);
const parseGroupName = (body: unknown) => validate(groupNameBody, body);

import { assignmentRows, entryList, mergedView } from '../../../shared/views';

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
  // `legacy` was stored before homes existed (no groupId): served in Today.
  const legacy = todo({ groupId: null, createdAt: hoursAgo(30), description: 'legacy' });
  const planned = todo({ groupId: 'planned', createdAt: hoursAgo(40), description: 'kept in planned' });
  const board: Board = {
    groups: [home, work],
    todos: [fresh, old, dated, done, copy, legacy, planned],
    assignments: [row],
  };
  const names = (todos: { description: string }[]) => todos.map((t) => t.description);

  it('sorts not completed first, then newest first', () => {
    expect(names(allTodos(board))).toEqual([
      'copy',
      'fresh',
      'dated',
      'old',
      'legacy',
      'kept in planned',
      'done',
    ]);
  });

  it('answers what each group stores: homes, copies in view 3, one element per assignee copy in view 4', () => {
    expect(names(storedTodos('G1', board, 'me'))).toEqual(['old']);
    expect(names(storedTodos('today', board, 'me'))).toEqual(['dated', 'legacy', 'done']);
    expect(names(storedTodos('planned', board, 'me'))).toEqual(['kept in planned']);
    expect(storedTodos('important', board, 'me')).toEqual([]);
    expect(storedTodos('assigned-to-me', board, 'me')).toEqual([
      expect.objectContaining({ description: 'copy', username: 'boss', uniqueMarker: 'M', assigned: true }),
    ]);
    expect(storedTodos('assigned-by-me', board, 'me')).toEqual([
      expect.objectContaining({
        _id: 'C',
        user: 'v',
        uniqueMarker: 'M2',
        username: 'me',
        completed: false,
        groupId: 'assigned-by-me',
      }),
    ]);
  });

  it('lists the built-ins first, then groups oldest first, each with what it stores', () => {
    const list = groupList(board, 'me');
    expect(list.map((g) => g._id)).toEqual([...builtInViews.map((v) => v.id), 'G1', 'G2']);
    expect(list.slice(0, 5).every((g) => g.builtIn)).toBe(true);
    expect(names(list[3]?.todo ?? [])).toEqual(['copy']);
    expect(names(list[6]?.todo ?? [])).toEqual(['fresh']);
  });

  it('computes the merged views from the groups (shared/views.ts), naming the source group', () => {
    const groups = groupList(board, 'me');
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
});

describe('group deletion plan', () => {
  /** Items a chunk's transaction holds: its task deletes, the profile update when it deletes tasks, the group's delete. */
  const chunkItemCount = (chunk: DeletionChunk<unknown>): number =>
    chunk.todos.length + (chunk.todos.length > 0 ? 1 : 0) + (chunk.deletesGroup ? 1 : 0);
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
      details: { notes: '', steps: [], repeat: null },
      remindAt: null,
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

describe('task details in the bodies (issue 22)', () => {
  const repeat = { rule: 'freq=weekly;byday=fr,mo', from: 'completion' };
  it('parses every field of an update, normalised, exactly the fields sent', () => {
    expect(
      parseUpdateTodo({
        important: true,
        due: null,
        groupId: 'planned',
        notes: ' keep ',
        steps: [{ title: ' one ' }, { _id: 'S1', title: 'two', completed: true }],
        repeat,
        description: null,
      }),
    ).toEqual({
      important: true,
      due: null,
      groupId: 'planned',
      notes: ' keep ',
      steps: [
        { title: 'one', completed: false },
        { _id: 'S1', title: 'two', completed: true },
      ],
      repeat: { rule: 'FREQ=WEEKLY;BYDAY=MO,FR', from: 'completion' },
    });
    expect(parseUpdateTodo({ repeat: null })).toEqual({ repeat: null });
    expect(parseUpdateTodo({ repeat: { rule: 'FREQ=DAILY' } })).toEqual({
      repeat: { rule: 'FREQ=DAILY', from: 'due' },
    });
  });

  it.each([
    [{ notes: 'n'.repeat(4001) }, detailTexts.notesTooLong],
    [{ notes: 3 }, detailTexts.notesInvalid],
    [{ steps: Array.from({ length: 51 }, () => ({ title: 's' })) }, detailTexts.tooManySteps],
    [{ steps: [{ title: '  ' }] }, detailTexts.stepTitleRequired],
    [{ steps: [{ title: 's'.repeat(181) }] }, detailTexts.stepTitleTooLong],
    [{ steps: ['s'] }, detailTexts.stepsInvalid],
    [{ steps: {} }, detailTexts.stepsInvalid],
    [{ repeat: 'FREQ=DAILY' }, detailTexts.repeatInvalid],
    [{ repeat: { rule: 'FREQ=HOURLY' } }, detailTexts.repeatRuleFreq],
    [{ repeat: { rule: 'FREQ=DAILY;INTERVAL=0' } }, detailTexts.repeatRuleInterval],
    [{ repeat: { rule: 'FREQ=DAILY', from: 'start' } }, detailTexts.repeatFromInvalid],
    [{ repeat: { rule: 'FREQ=DAILY', timeZone: 'Nowhere/Land' } }, detailTexts.repeatTimeZoneInvalid],
    [{ important: 'yes' }, text.booleanInvalid('important')],
    [{ groupId: '' }, detailTexts.groupIdNotText],
    [{ groupId: null }, detailTexts.groupIdNotText],
    [{ due: 'tomorrow' }, text.dueInvalid],
  ])('refuses %j', (body, message) => {
    expect(() => parseUpdateTodo(body)).toThrow(message);
  });

  it('a new repeating task needs a due date', () => {
    expect(() => parseCreateTodo({ description: 'a', repeat: { rule: 'FREQ=DAILY' } })).toThrow(
      detailTexts.repeatNeedsDue,
    );
    expect(
      parseCreateTodo({ description: 'a', due: '2030-01-31T22:59:00.000Z', repeat: { rule: 'FREQ=DAILY' } })
        .details,
    ).toEqual({ notes: '', steps: [], repeat: { rule: 'FREQ=DAILY', from: 'due' } });
  });
});
