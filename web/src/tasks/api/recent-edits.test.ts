/** A teammate's later change of a field this page just changed is told once (recent-edits.ts, overridden-fields.ts). */
import type { Task } from '@shared/types';
import { describe, expect, it } from 'vitest';
import { overriddenFields } from './overridden-fields';
import { noteEdit } from './recent-edits';

const task = (fields: Partial<Task>): Task => ({
  _id: 'T1',
  description: 'Book the van',
  completed: false,
  assigned: false,
  important: false,
  due: null,
  dueDay: '2031-05-02',
  createdAt: '2026-11-26T10:00:00.000Z',
  user: 'owner',
  groupId: 'L1',
  updatedBy: { _id: 'ann', username: 'ann' },
  ...fields,
});

describe('recent edits', () => {
  it("names the fields a teammate's later change put another value in, once", () => {
    noteEdit('T1', { dueDay: '2031-05-01', important: true });
    const theirs = task({ dueDay: '2031-05-03', important: true });
    expect(overriddenFields(theirs, 'me')).toEqual(['dueDay']);
    expect(overriddenFields(theirs, 'me')).toEqual([]);
  });

  it("says nothing of the user's own change, from another tab, or of a task this page did not change", () => {
    noteEdit('T1', { notes: 'Call first' });
    expect(
      overriddenFields(task({ notes: 'Other', updatedBy: { _id: 'me', username: 'me' } }), 'me'),
    ).toEqual([]);
    expect(overriddenFields(task({ _id: 'T2', notes: 'Other' }), 'me')).toEqual([]);
  });

  it("tells a teammate's other priority, a task without one read as 4", () => {
    noteEdit('T3', { priority: 2 });
    expect(overriddenFields(task({ _id: 'T3', priority: 2 }), 'me')).toEqual([]);
    noteEdit('T3', { priority: 4 });
    expect(overriddenFields(task({ _id: 'T3' }), 'me')).toEqual([]);
    expect(overriddenFields(task({ _id: 'T3', priority: 1 }), 'me')).toEqual(['priority']);
  });
});
