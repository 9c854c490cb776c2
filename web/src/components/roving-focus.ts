/**
 * The decisions of a windowed list's roving focus (useRovingFocus.ts), apart from the DOM so they
 * can be tested on their own: where j/k and the arrows go, which item takes focus when the focused
 * one leaves the list, and which item is the list's one Tab stop.
 */

export type Step = 'next' | 'previous';

/** The item j/k (or down/up) moves to from `index`: one step, held inside the list. */
export const steppedIndex = (count: number, index: number, step: Step): number =>
  Math.max(0, Math.min(count - 1, index + (step === 'next' ? 1 : -1)));

/**
 * The item that takes focus when the focused one, last seen at `lastIndex`, left the list (deleted,
 * completed into the other list): the one now in its place, or the new last one; none in an empty list.
 */
export const indexAfterRemoval = (lastIndex: number, count: number): number | null =>
  count === 0 ? null : Math.min(lastIndex, count - 1);

/**
 * Left and right move between an item and its controls: the stop after (or before) `current` in
 * `stops` (the item first, then its controls), or undefined at either end or when `current` is none of them.
 */
export function sideStop<E>(stops: readonly E[], current: E, direction: 'left' | 'right'): E | undefined {
  const at = stops.indexOf(current);
  if (at === -1) return undefined;
  return stops[at + (direction === 'right' ? 1 : -1)];
}

/**
 * The list's one Tab stop: the item last focused while it is drawn, else the first item in view
 * (Tab then enters the list where the reader is looking).
 */
export function tabStopKey(
  activeKey: string | null,
  activeIndex: number | undefined,
  drawn: readonly number[],
  firstInViewKey: string | undefined,
): string | null {
  if (activeKey !== null && activeIndex !== undefined && drawn.includes(activeIndex)) return activeKey;
  return firstInViewKey ?? null;
}
