/**
 * The queue's answer to a create (queue.ts `answered`): a task's or group's id, and an assignment's
 * marker and copy ids, each renamed in the changes still waiting; a refused assignment takes the
 * changes that needed it with it.
 */
import { describe, expect, it } from 'vitest';
import { answered, emptyQueue, refused, savedIdsOf } from './queue';
import type { OutboxEntry } from './state';

const entry = (id: string, fields: Partial<OutboxEntry>): OutboxEntry => ({
  id,
  key: `key-${id}`,
  route: 'todo-update',
  what: { kind: 'changeTask', name: 'x' },
  touches: [],
  ...fields,
});

const assign = entry('0001', {
  route: 'notification-send-assignment',
  tempId: 'temp-m',
  tempIds: ['temp-c1', 'temp-c2'],
  what: { kind: 'assign', name: 'Paint' },
});
const editRow = entry('0002', {
  route: 'notification-edit-assignment',
  body: {
    description: 'Paint it',
    todos: { _id: 'temp-c1', uniqueMarker: 'temp-m', originalIds: ['temp-c1', 'temp-c2'] },
  },
  what: { kind: 'changeAssignment', name: 'Paint it' },
});
const unrelated = entry('0003', { params: { id: 't1' }, body: { completed: true } });
const saved = {
  message: 'ok',
  todos: [
    { _id: 'c8', uniqueMarker: 'm9' },
    { _id: 'c9', uniqueMarker: 'm9' },
  ],
};

describe('savedIdsOf', () => {
  it("reads a task's id, and an assignment's marker first, then its copies index for index", () => {
    expect(savedIdsOf(entry('1', { tempId: 'temp-1' }), { _id: 't9' })).toEqual([['temp-1', 't9']]);
    expect(savedIdsOf(assign, saved)).toEqual([
      ['temp-m', 'm9'],
      ['temp-c1', 'c8'],
      ['temp-c2', 'c9'],
    ]);
    expect(savedIdsOf(unrelated, { _id: 't1' })).toEqual([]);
    expect(savedIdsOf(assign, { message: 'ok' })).toEqual([]);
  });
});

describe('answered', () => {
  it("renames an assignment's marker and copies in a change still waiting, once", () => {
    const queue = { ...emptyQueue, waiting: [assign, editRow, unrelated] };
    const next = answered(queue, assign, saved);
    expect(next.queue.waiting.map((e) => e.id)).toEqual(['0002', '0003']);
    expect(next.renamed).toHaveLength(1);
    expect(next.queue.waiting[0]?.body).toEqual({
      description: 'Paint it',
      todos: { _id: 'c8', uniqueMarker: 'm9', originalIds: ['c8', 'c9'] },
    });
    expect(next.queue.waiting[1]).toBe(unrelated);
  });

  it('refuses with an assignment the changes that named it', () => {
    const queue = { ...emptyQueue, waiting: [assign, editRow, unrelated] };
    const { queue: left, refused: gone } = refused(queue, assign);
    expect(gone.map((e) => e.id)).toEqual(['0001', '0002']);
    expect(left.waiting).toEqual([unrelated]);
  });
});
