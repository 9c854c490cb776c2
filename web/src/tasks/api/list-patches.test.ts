/** Patching a shared list's change into the board (list-patches.ts): in order, or not at all. */
import type { LiveListPatch } from '@shared/live';
import type { Group, Task } from '@shared/types';
import type { ScopedMutator } from 'swr';
import { describe, expect, it } from 'vitest';
import { applyListPatches } from './list-patches';

const task = (id: string, description = `Task ${id}`): Task => ({
  _id: id,
  description,
  completed: false,
  assigned: false,
  important: false,
  due: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  user: 'owner',
  groupId: 'L1',
});

const board = (version: number): Group[] => [
  { _id: 'today', name: 'Today', todo: [], builtIn: true },
  {
    _id: 'L1',
    name: 'Sprint',
    todo: [task('T1'), task('T2')],
    shared: { owner: { _id: 'owner', username: 'olga' }, role: 'editor', memberCount: 2, version },
  },
];

/** SWR's mutate over one cached value: runs the updater on it, as SWR does, and keeps the result. */
function cacheOf(groups: Group[]) {
  const cache = { groups };
  const mutate = (async (_key: string, update: (current: Group[]) => Group[]) => {
    cache.groups = update(cache.groups);
    return cache.groups;
  }) as unknown as ScopedMutator;
  return { cache, mutate };
}

const patch = (version: number, tasks: Task[], removed: string[] = []): LiveListPatch => ({
  id: 'L1',
  version,
  tasks,
  removed,
});

describe('a shared list patch', () => {
  it('applies the next version: its tasks replace or join the list, the removed leave it', async () => {
    const { cache, mutate } = cacheOf(board(3));
    expect(
      await applyListPatches(mutate, [patch(4, [task('T1', 'Renamed'), task('T3')], ['T2'])], 'me'),
    ).toBe(true);
    const list = cache.groups[1];
    expect(list?.todo.map((t) => t.description).sort()).toEqual(['Renamed', 'Task T3']);
    expect(list?.shared?.version).toBe(4);
  });

  it('drops what it already holds, and asks for a read after a gap, changing nothing', async () => {
    const { cache, mutate } = cacheOf(board(3));
    expect(await applyListPatches(mutate, [patch(3, [task('T9')])], 'me')).toBe(true);
    expect(cache.groups[1]?.todo.map((t) => t._id)).toEqual(['T1', 'T2']);
    expect(await applyListPatches(mutate, [patch(5, [task('T9')])], 'me')).toBe(false);
    expect(cache.groups[1]?.todo.map((t) => t._id)).toEqual(['T1', 'T2']);
    expect(cache.groups[1]?.shared?.version).toBe(3);
  });

  it("keeps the user's own unread comment count on a task it replaces", async () => {
    const held = board(3);
    const list = held[1] as Group;
    list.todo = [{ ...task('T1'), unreadComments: 2 }, task('T2')];
    const { cache, mutate } = cacheOf(held);
    expect(await applyListPatches(mutate, [patch(4, [task('T1', 'Renamed')])], 'me')).toBe(true);
    const patched = cache.groups[1]?.todo.find((t) => t._id === 'T1');
    expect(patched).toMatchObject({ description: 'Renamed', unreadComments: 2 });
  });
});
