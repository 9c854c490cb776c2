import { describe, expect, it } from 'vitest';
import type { TodoItem } from '../core/items';
import { activityEntry, changedFields, createdFields, kindOf, taskActivity, threadOf } from './activity';

const task = (fields: Partial<TodoItem> = {}): TodoItem => ({
  pk: 'USER#u1',
  sk: 'TODO#t1',
  type: 'todo',
  id: 't1',
  userId: 'u1',
  groupId: 'today',
  description: 'Water',
  descriptionLower: 'water',
  completed: false,
  important: false,
  due: null,
  createdAt: '2026-11-27T00:00:00.000Z',
  assigned: false,
  ...fields,
});
const by = { id: 'u1', username: 'ann' };

describe('the fields an entry records', () => {
  it('finds only what changed, in a fixed order, as the routes answer it', () => {
    const before = task({ steps: [{ id: 's1', title: 'Can' }], stepsDone: { s1: false } });
    const after = task({
      important: true,
      notes: 'x',
      steps: [{ id: 's1', title: 'Can' }],
      stepsDone: { s1: true },
    });
    expect(changedFields(before, after)).toEqual([
      { field: 'notes', from: '', to: 'x' },
      {
        field: 'steps',
        from: [{ _id: 's1', title: 'Can', completed: false }],
        to: [{ _id: 's1', title: 'Can', completed: true }],
      },
      { field: 'important', from: false, to: true },
    ]);
  });

  it('names one field by its kind, a completion by its direction, several as edited', () => {
    expect(kindOf([{ field: 'dueDay', from: null, to: '2031-01-01' }])).toBe('due');
    expect(kindOf([{ field: 'completed', from: false, to: true }])).toBe('completed');
    expect(kindOf([{ field: 'completed', from: true, to: false }])).toBe('reopened');
    expect(
      kindOf([
        { field: 'notes', from: '', to: 'a' },
        { field: 'important', from: false, to: true },
      ]),
    ).toBe('edited');
  });

  it('a creation records its non-empty fields from null', () => {
    expect(createdFields(task({ important: true }))).toEqual([
      { field: 'description', from: null, to: 'Water' },
      { field: 'important', from: null, to: true },
      { field: 'groupId', from: null, to: 'today' },
    ]);
  });

  it('no change, no entry; a move into another partition is moved; a revert is reverted', () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    expect(taskActivity(task(), task(), by, now)).toBeNull();
    const moved = taskActivity(task(), task({ userId: 'u2', groupId: 'g2' }), by, now);
    expect(moved?.write.Put?.Item).toMatchObject({ pk: 'USER#u2', kind: 'moved' });
    const reverted = taskActivity(task(), task({ notes: 'n' }), by, now, 'e1');
    expect(reverted?.write.Put?.Item).toMatchObject({ kind: 'reverted', revertOf: 'e1' });
  });
});

describe('an entry', () => {
  it('is a new key under its task, kept 365 days', () => {
    const at = new Date('2026-11-27T10:00:00.000Z');
    const item = activityEntry({ userId: 'u1', id: 't1' }, by, 'deleted', [], { at }).write.Put
      ?.Item as Record<string, unknown>;
    expect(item.pk).toBe('USER#u1');
    expect(String(item.sk)).toMatch(/^ACT#t1#/);
    expect(item.expiresAt).toBe(at.getTime() / 1000 + 365 * 86_400);
    expect(item.actor).toEqual({ _id: 'u1', username: 'ann' });
  });

  it("an assignee's copy writes to its assignment's one thread", () => {
    const copy = task({ assigned: true, assignerId: 'boss', uniqueMarker: 'm1', userId: 'u1' });
    expect(threadOf(copy)).toEqual({ userId: 'boss', id: 'm1' });
    expect(threadOf(task())).toEqual({ userId: 'u1', id: 't1' });
  });
});
