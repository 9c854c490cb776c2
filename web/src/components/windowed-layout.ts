/**
 * The arithmetic of a windowed list (WindowedList.tsx), apart from the DOM so it can be tested on
 * its own: where each item starts, how tall the list is, and which items a view of it shows.
 */

export interface ListLayout {
  /** Pixels from the list's top to each item's top. */
  starts: number[];
  /** Each item's height: measured, else the estimate. */
  sizes: number[];
  /** The list's whole height. */
  total: number;
}

/**
 * Places the items one under the other, `gap` pixels apart. An item not measured yet is given the
 * average of those measured (rows of one list are alike), else `estimate`.
 */
export function layoutOf(
  keys: readonly string[],
  measured: ReadonlyMap<string, number>,
  estimate: number,
  gap: number,
): ListLayout {
  let measuredSum = 0;
  let measuredCount = 0;
  for (const key of keys) {
    const height = measured.get(key);
    if (height !== undefined) {
      measuredSum += height;
      measuredCount += 1;
    }
  }
  const guess = measuredCount ? measuredSum / measuredCount : estimate;
  const starts: number[] = new Array(keys.length);
  const sizes: number[] = new Array(keys.length);
  let offset = 0;
  keys.forEach((key, index) => {
    const size = measured.get(key) ?? guess;
    starts[index] = offset;
    sizes[index] = size;
    offset += size + gap;
  });
  return { starts, sizes, total: keys.length ? offset - gap : 0 };
}

export interface IndexRange {
  first: number;
  /** Inclusive; below `first` when the range is empty. */
  last: number;
}

/**
 * The items that a view from `top` to `bottom` (pixels from the list's top) touches, widened by
 * `overscan` items on each side and clamped to the list.
 */
export function rangeIn(layout: ListLayout, top: number, bottom: number, overscan: number): IndexRange {
  const { starts, sizes } = layout;
  const count = starts.length;
  if (!count) return { first: 0, last: -1 };
  // The first item whose bottom edge lies below `top` (binary search: starts are increasing).
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] as number) + (sizes[middle] as number) <= top) low = middle + 1;
    else high = middle;
  }
  const firstSeen = low;
  // The last item whose top edge lies above `bottom`.
  high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) < bottom) low = middle;
    else high = middle - 1;
  }
  const lastSeen = Math.max(firstSeen, low);
  return { first: Math.max(0, firstSeen - overscan), last: Math.min(count - 1, lastSeen + overscan) };
}

/** The indexes to draw: the range, then the extra indexes outside it, in order. */
export function drawnIndexes(range: IndexRange, extra: readonly number[]): number[] {
  const drawn: number[] = [];
  for (let index = range.first; index <= range.last; index += 1) drawn.push(index);
  const outside = extra.filter((index) => index < range.first || index > range.last);
  if (!outside.length) return drawn;
  return [...new Set([...drawn, ...outside])].sort((a, b) => a - b);
}

export const sameRange = (a: IndexRange, b: IndexRange): boolean => a.first === b.first && a.last === b.last;

/**
 * How far the view must move when the list is laid out anew (items measured) so that the first
 * item in view keeps its place on screen: as much as that item moved within the list.
 */
export function anchorShift(placed: ListLayout, next: ListLayout, viewTop: number): number {
  const anchor = rangeIn(placed, viewTop, viewTop, 0).first;
  return (next.starts[anchor] ?? 0) - (placed.starts[anchor] ?? 0);
}
