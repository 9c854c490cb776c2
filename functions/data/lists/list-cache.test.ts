import { beforeEach, describe, expect, it } from 'vitest';
import type { TodoItem } from '../core/items';
import { forgetKeptLists, isKept, keepTasks, keptTasksMax, keptTasksOf, settledMs } from './list-cache';

const now = 1_800_000_000_000;
const settled = now - settledMs;
const tasks = (count: number, label = 'task') =>
  Array.from({ length: count }, (_, i) => ({ id: `${label}-${i}` }) as TodoItem);

describe('the kept lists', () => {
  beforeEach(forgetKeptLists);

  it('answers a list only at the version it was kept at', () => {
    const kept = tasks(2);
    keepTasks({ id: 'a', version: 3, changedAt: settled }, kept, now);
    expect(keptTasksOf({ id: 'a', version: 3 })).toBe(kept);
    expect(keptTasksOf({ id: 'a', version: 4 })).toBeUndefined();
    expect(keptTasksOf({ id: 'b', version: 3 })).toBeUndefined();
    // A list never written since its share has no version: 0.
    keepTasks({ id: 'b', changedAt: undefined }, kept, now);
    expect(keptTasksOf({ id: 'b', version: 0 })).toBe(kept);
  });

  it('keeps nothing changed within the settling time, and leaves what was kept before as it was', () => {
    keepTasks({ id: 'a', version: 1, changedAt: settled }, tasks(1, 'old'), now);
    keepTasks({ id: 'a', version: 2, changedAt: now - settledMs + 1 }, tasks(1, 'new'), now);
    expect(keptTasksOf({ id: 'a', version: 2 })).toBeUndefined();
    expect(keptTasksOf({ id: 'a', version: 1 })?.[0]?.id).toBe('old-0');
    expect(isKept('a')).toBe(true);
  });

  it('holds at most its limit of tasks, the least recently used list out first', () => {
    const third = Math.floor(keptTasksMax / 3);
    keepTasks({ id: 'a', version: 1, changedAt: settled }, tasks(third), now);
    keepTasks({ id: 'b', version: 1, changedAt: settled }, tasks(third), now);
    keepTasks({ id: 'c', version: 1, changedAt: settled }, tasks(third), now);
    expect(keptTasksOf({ id: 'a', version: 1 })).toBeDefined(); // used: now the most recent
    keepTasks({ id: 'd', version: 1, changedAt: settled }, tasks(third), now);
    expect(isKept('b')).toBe(false);
    expect(['a', 'c', 'd'].map(isKept)).toEqual([true, true, true]);
    // A list larger than the whole limit is never kept, and takes nothing out.
    keepTasks({ id: 'e', version: 1, changedAt: settled }, tasks(keptTasksMax + 1), now);
    expect(['a', 'c', 'd', 'e'].map(isKept)).toEqual([true, true, true, false]);
  });
});
