import { describe, expect, it } from 'vitest';
import { Deadline } from './deadline';

describe('Deadline', () => {
  it('lets the first step run even when the deadline has passed, then no more', () => {
    const late = new Deadline(Date.now() - 1);
    expect(late.open).toBe(true);
    late.step();
    expect(late.open).toBe(false);
  });

  it('lets steps run while the deadline is ahead', () => {
    const ahead = new Deadline(Date.now() + 60_000);
    ahead.step();
    ahead.step();
    expect(ahead.open).toBe(true);
  });
});
