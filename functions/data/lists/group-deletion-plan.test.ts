/** The group deletion plan (group-deletion-plan.ts): chunks that each fit one transaction. */
import { describe, expect, it } from 'vitest';
import { type DeletionChunk, planGroupDeletion } from './group-deletion-plan';

describe('group deletion plan', () => {
  /** Items a chunk's transaction holds: its task deletes, the profile update when it deletes tasks, the group's delete. */
  const chunkItemCount = (chunk: DeletionChunk<unknown>): number =>
    chunk.todos.length + chunk.counters.size + (chunk.deletesGroup ? 1 : 0);
  const tasks = (n: number, creators = 1) =>
    Array.from({ length: n }, (_, i) => ({ completed: i % 2 === 0, creator: `u${i % creators}` }));
  const sum = (plan: DeletionChunk<unknown>[], field: 'total' | 'completed') =>
    plan.reduce(
      (all, chunk) => all + [...chunk.counters.values()].reduce((n, move) => n + move[field], 0),
      0,
    );
  it.each([
    [0, 1],
    [1, 1],
    [98, 1],
    [99, 2],
    [150, 2],
    [197, 2],
    [198, 3],
  ])('plans %i tasks in %i transactions of at most 100 items', (n, count) => {
    const plan = planGroupDeletion(tasks(n), 100, (task) => task.creator);
    expect(plan).toHaveLength(count);
    expect(plan.every((chunk) => chunkItemCount(chunk) <= 100)).toBe(true);
    expect(sum(plan, 'total')).toBe(n);
    expect(sum(plan, 'completed')).toBe(Math.ceil(n / 2));
    expect(plan.map((chunk) => chunk.deletesGroup)).toEqual(plan.map((_, i) => i === plan.length - 1));
  });

  it("a shared list's tasks move each creator's counters, one Update per creator in each transaction", () => {
    const plan = planGroupDeletion(tasks(300, 7), 100, (task) => task.creator);
    expect(plan.every((chunk) => chunkItemCount(chunk) <= 100)).toBe(true);
    expect(sum(plan, 'total')).toBe(300);
    const creatorTotals = new Map<string, number>();
    for (const chunk of plan)
      for (const [creator, move] of chunk.counters)
        creatorTotals.set(creator, (creatorTotals.get(creator) ?? 0) + move.total);
    expect(creatorTotals.get('u0')).toBe(43);
    expect(creatorTotals.get('u6')).toBe(42);
    expect(plan.flatMap((chunk) => chunk.todos)).toHaveLength(300);
  });
});
