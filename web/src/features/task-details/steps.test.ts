/** The step list's moves and counts (steps.ts). */
import { describe, expect, it } from 'vitest';
import { changeStep, moveStep, stepCount } from './steps';

describe('the step list', () => {
  const steps = [
    { _id: 'a', title: 'A', completed: false },
    { _id: 'b', title: 'B', completed: true },
    { _id: 'c', title: 'C', completed: false },
  ];
  it('moves a step up or down, and not past either end', () => {
    expect(moveStep(steps, 2, -1).map((s) => s._id)).toEqual(['a', 'c', 'b']);
    expect(moveStep(steps, 0, 1).map((s) => s._id)).toEqual(['b', 'a', 'c']);
    expect(moveStep(steps, 0, -1).map((s) => s._id)).toEqual(['a', 'b', 'c']);
    expect(moveStep(steps, 2, 1).map((s) => s._id)).toEqual(['a', 'b', 'c']);
    expect(steps.map((s) => s._id)).toEqual(['a', 'b', 'c']);
  });
  it('changes one step by id and counts the ticked ones', () => {
    const renamed = changeStep(steps, 'c', { title: 'See', completed: true });
    expect(renamed[2]).toEqual({ _id: 'c', title: 'See', completed: true });
    expect(stepCount(renamed)).toEqual({ done: 2, total: 3 });
    expect(stepCount(undefined)).toEqual({ done: 0, total: 0 });
  });
});
