/**
 * Edits of a task's step list, as new lists: the panel sends the whole list, which
 * replaces the stored one. Pure, for the unit tests.
 */
import type { Task } from '@shared/types';

export type Step = NonNullable<Task['steps']>[number];

/** The list with the step at `index` moved by `delta` places (unchanged at either end). */
export function moveStep(steps: readonly Step[], index: number, delta: -1 | 1): Step[] {
  const to = index + delta;
  if (index < 0 || index >= steps.length || to < 0 || to >= steps.length) return [...steps];
  const moved = [...steps];
  const [step] = moved.splice(index, 1);
  if (step) moved.splice(to, 0, step);
  return moved;
}

/** The list with one step changed (by id). */
export const changeStep = (steps: readonly Step[], id: string, change: Partial<Step>): Step[] =>
  steps.map((step) => (step._id === id ? { ...step, ...change } : step));

/** How many steps are ticked, of how many. */
export const stepCount = (steps: readonly Step[] | undefined) => ({
  done: (steps ?? []).filter((step) => step.completed).length,
  total: (steps ?? []).length,
});
