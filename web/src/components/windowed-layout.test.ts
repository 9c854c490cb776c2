/** The arithmetic of the windowed task list (web/src/components/windowed-layout.ts). */
import { describe, expect, it } from 'vitest';
import { anchorShift, drawnIndexes, layoutOf, rangeIn, sameRange } from './windowed-layout';

const keys = (count: number) => Array.from({ length: count }, (_, i) => `k${i}`);

describe('layoutOf', () => {
  it('places items one under the other, gap apart, at the estimate until measured', () => {
    const layout = layoutOf(keys(3), new Map(), 50, 6);
    expect(layout.starts).toEqual([0, 56, 112]);
    expect(layout.sizes).toEqual([50, 50, 50]);
    expect(layout.total).toBe(162);
  });

  it('uses measured heights, and their average for the items not measured yet', () => {
    const measured = new Map([
      ['k0', 40],
      ['k1', 80],
    ]);
    const layout = layoutOf(keys(4), measured, 50, 0);
    expect(layout.sizes).toEqual([40, 80, 60, 60]);
    expect(layout.starts).toEqual([0, 40, 120, 180]);
    expect(layout.total).toBe(240);
  });

  it('ignores measurements of keys no longer in the list', () => {
    const layout = layoutOf(['a'], new Map([['gone', 500]]), 30, 6);
    expect(layout.sizes).toEqual([30]);
    expect(layoutOf([], new Map(), 30, 6).total).toBe(0);
  });
});

describe('rangeIn', () => {
  const layout = layoutOf(keys(100), new Map(), 50, 10); // each item 60 px apart

  it('answers the items a view touches, widened by the overscan', () => {
    expect(rangeIn(layout, 0, 120, 0)).toEqual({ first: 0, last: 1 });
    expect(rangeIn(layout, 0, 121, 0)).toEqual({ first: 0, last: 2 });
    expect(rangeIn(layout, 600, 900, 2)).toEqual({ first: 8, last: 16 });
  });

  it('skips an item whose bottom edge is above the view (a gap is not an item)', () => {
    // Item 1 spans 60-110; a view from 110 starts in the gap before item 2.
    expect(rangeIn(layout, 110, 200, 0).first).toBe(2);
    expect(rangeIn(layout, 109, 200, 0).first).toBe(1);
  });

  it('clamps to the list at both ends', () => {
    expect(rangeIn(layout, 0, 100, 6)).toEqual({ first: 0, last: 7 });
    expect(rangeIn(layout, 5900, 6500, 6)).toEqual({ first: 92, last: 99 });
    expect(rangeIn(layoutOf([], new Map(), 50, 0), 0, 500, 6)).toEqual({ first: 0, last: -1 });
  });

  it('answers the last item for a view scrolled past the end', () => {
    expect(rangeIn(layout, 10_000, 10_500, 0)).toEqual({ first: 99, last: 99 });
  });
});

describe('drawnIndexes', () => {
  it('adds the kept indexes outside the range, in order, once', () => {
    expect(drawnIndexes({ first: 3, last: 5 }, [])).toEqual([3, 4, 5]);
    expect(drawnIndexes({ first: 3, last: 5 }, [90, 4, 1, 90])).toEqual([1, 3, 4, 5, 90]);
    expect(drawnIndexes({ first: 0, last: -1 }, [])).toEqual([]);
  });
});

describe('anchorShift', () => {
  it('moves the view by as much as the first item in view moved when items above it were measured', () => {
    const placed = layoutOf(keys(10), new Map(), 50, 0);
    // Item 4 is the first in view (top 200). Items 0 and 1 turn out 80 px tall: item 4 moves down 60 px.
    const next = layoutOf(
      keys(10),
      new Map([
        ['k0', 80],
        ['k1', 80],
        ['k2', 50],
        ['k3', 50],
        ['k4', 50],
      ]),
      50,
      0,
    );
    expect(anchorShift(placed, next, 200)).toBe(60);
  });

  it('does not move the view when only items below the first in view changed', () => {
    const above = (height: number) => [
      ['k0', height],
      ['k1', height],
      ['k2', height],
    ];
    const placed = layoutOf(keys(10), new Map(above(50) as [string, number][]), 50, 0);
    const next = layoutOf(keys(10), new Map([...above(50), ['k6', 90]] as [string, number][]), 50, 0);
    expect(anchorShift(placed, next, 100)).toBe(0);
  });

  it('counts the average height given to unmeasured items above the first in view', () => {
    const placed = layoutOf(keys(10), new Map([['k0', 50]]), 50, 0);
    // k6 measured at 90: the average is 70, so the unmeasured k1 grows by 20 and item 2 moves with it.
    const next = layoutOf(
      keys(10),
      new Map([
        ['k0', 50],
        ['k6', 90],
      ]),
      50,
      0,
    );
    expect(anchorShift(placed, next, 100)).toBe(20);
  });

  it('is nothing for an empty list', () => {
    const empty = layoutOf([], new Map(), 50, 0);
    expect(anchorShift(empty, empty, 0)).toBe(0);
  });
});

describe('sameRange', () => {
  it('compares both ends', () => {
    expect(sameRange({ first: 1, last: 4 }, { first: 1, last: 4 })).toBe(true);
    expect(sameRange({ first: 1, last: 4 }, { first: 1, last: 5 })).toBe(false);
    expect(sameRange({ first: 0, last: 4 }, { first: 1, last: 4 })).toBe(false);
  });
});
