/** The group deletion plan (group-deletion-plan.ts): chunks that each fit one transaction. */
import { describe, expect, it } from 'vitest';
import { type DeletionChunk, planGroupDeletion } from './group-deletion-plan';

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
