/** A shared list's change is carried whole only when the batch holds all of it (list-patches.ts). */
import { describe, expect, it } from 'vitest';
import { listPatchesOf, listPatchKey, patchMaxBytes } from './list-patches';

const list = (version: number | undefined, changedTasks?: number) => ({
  pk: 'USER#owner',
  sk: 'GROUP#L1',
  type: 'group',
  id: 'L1',
  userId: 'owner',
  name: 'Sprint',
  ownerName: 'olga',
  members: { ann: 'editor' },
  ...(version === undefined ? {} : { version }),
  ...(changedTasks === undefined ? {} : { changedTasks }),
});
const task = (id: string, groupId: string) => ({
  pk: 'USER#owner',
  sk: `TODO#${id}`,
  type: 'todo',
  id,
  userId: 'owner',
  groupId,
  description: `Task ${id}`,
  completed: false,
  important: false,
  due: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  assigned: false,
  createdBy: 'ann',
  createdByName: 'ann',
});

describe('list patches', () => {
  it('carries the tasks a write made in the list, answered as the routes answer them, with the next version', () => {
    const patches = listPatchesOf([
      { before: list(4), after: list(5, 1) },
      { before: undefined, after: task('T1', 'L1') },
    ]);
    const patch = patches.get(listPatchKey('USER#owner', 'GROUP#L1', 5));
    expect(patch).toMatchObject({ id: 'L1', version: 5, removed: [] });
    expect(patch?.tasks).toEqual([
      expect.objectContaining({ _id: 'T1', groupId: 'L1', createdBy: { _id: 'ann', username: 'ann' } }),
    ]);
  });

  it("carries a task's priority, 4 for one stored without it", () => {
    const patches = listPatchesOf([
      { before: list(7), after: list(8, 2) },
      { before: undefined, after: { ...task('T3', 'L1'), priority: 2 } },
      { before: undefined, after: task('T4', 'L1') },
    ]);
    const tasks = patches.get(listPatchKey('USER#owner', 'GROUP#L1', 8))?.tasks ?? [];
    expect(tasks.map((t) => [t._id, t.priority])).toEqual([
      ['T3', 2],
      ['T4', 4],
    ]);
  });

  it("carries a task's labels with their names and colours, [] for one without", () => {
    const work = { _id: 'LB1', name: 'Work', color: 'blue' as const };
    const patches = listPatchesOf([
      { before: list(7), after: list(8, 2) },
      { before: undefined, after: { ...task('T3', 'L1'), labels: ['LB1'], labelInfo: [work] } },
      { before: undefined, after: task('T4', 'L1') },
    ]);
    const tasks = patches.get(listPatchKey('USER#owner', 'GROUP#L1', 8))?.tasks ?? [];
    expect(tasks.map((t) => [t._id, t.labels, t.labelInfo])).toEqual([
      ['T3', ['LB1'], [work]],
      ['T4', [], []],
    ]);
  });

  it('names a task that left the list (deleted or moved out); a first change counts from version 0', () => {
    const patches = listPatchesOf([
      { before: task('T2', 'L1'), after: undefined },
      { before: list(undefined), after: list(1, 1) },
    ]);
    expect(patches.get(listPatchKey('USER#owner', 'GROUP#L1', 1))).toMatchObject({
      version: 1,
      tasks: [],
      removed: ['T2'],
    });
  });

  it('carries nothing when a task record of the write is not in the batch, or the version did not step by one', () => {
    expect(
      listPatchesOf([
        { before: list(4), after: list(5, 2) },
        { before: undefined, after: task('T1', 'L1') },
      ]).size,
    ).toBe(0);
    expect(
      listPatchesOf([
        { before: list(4), after: list(6, 1) },
        { before: undefined, after: task('T1', 'L1') },
      ]).size,
    ).toBe(0);
    // A rename or a member added: the version does not move.
    expect(listPatchesOf([{ before: list(4), after: { ...list(4, 1), name: 'Sprint 2' } }]).size).toBe(0);
  });

  it('carries nothing larger than a WebSocket message takes (an import of long notes): the pages read', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `T${i}`);
    const long = (id: string) => ({ ...task(id, 'L1'), notes: 'n'.repeat(4000) });
    const changes = (count: number) => [
      { before: list(4), after: list(5, count) },
      ...ids.slice(0, count).map((id) => ({ before: undefined, after: long(id) })),
    ];
    // Four such tasks fit; forty (over 96 KB) do not.
    expect(listPatchesOf(changes(4)).size).toBe(1);
    expect(JSON.stringify(listPatchesOf(changes(4)).values().next().value).length).toBeLessThan(
      patchMaxBytes,
    );
    expect(listPatchesOf(changes(40)).size).toBe(0);
  });
});
