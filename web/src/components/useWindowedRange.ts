/**
 * The windowing half of WindowedList.tsx: which items a scroller's view of the list shows, where
 * each item sits, and their measured heights. Each drawn item is measured as it is drawn and
 * whenever its height changes; when measuring moves the first item in view within the list (items
 * above it, or the average height given to those not drawn yet), the view moves with it, so what
 * is on screen stays put. The arithmetic is in windowed-layout.ts.
 */
import {
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import {
  anchorShift,
  type IndexRange,
  type ListLayout,
  layoutOf,
  rangeIn,
  sameRange,
} from './windowed-layout';

/**
 * Items drawn beyond each edge of the view: enough for a fast wheel turn and for Tab to find the
 * next one. None until the list's first frame is drawn: that frame (a repeat visit's list, from the
 * kept cache) waits for no row it does not show; the others follow in the next.
 */
const overscan = 6;

export interface WindowedRangeOptions<T> {
  items: readonly T[];
  /** A stable function: an item's key (unique in the list). */
  itemKey: (item: T) => string;
  /**
   * The scrolling element the list sits in (it may hold more than the list): an element, not a
   * ref, because a parent's ref is attached after its children's layout effects run; held in
   * state (a callback ref), it reaches the list once it exists.
   */
  scroller: HTMLElement | null;
  /** A first guess of an item's height in pixels, until one is measured. */
  estimatedHeight: number;
  /** Pixels between items. */
  gap: number;
  /**
   * A first guess of how far below the scroller's top the list starts, used until the list is
   * measured: a list that starts below the view (the completed tasks after the open ones) then draws
   * only its first few items on its first render rather than a window's height of them.
   */
  initialOffset?: number;
  /** Key of an item to bring to the middle of the view, each time it changes. */
  reveal?: string | null | undefined;
}

/** What the event handlers and observers read: the latest render's placement. */
export interface Placement {
  layout: ListLayout;
  range: IndexRange;
  edge: number;
  keys: readonly string[];
  indexOfKey: ReadonlyMap<string, number>;
  scroller: HTMLElement | null;
  estimatedHeight: number;
  gap: number;
}

export interface WindowedRange {
  listRef: RefObject<HTMLUListElement | null>;
  keys: readonly string[];
  indexOfKey: ReadonlyMap<string, number>;
  layout: ListLayout;
  /** The items in view, widened by the overscan. */
  range: IndexRange;
  /** The index of the first item in view (no overscan). */
  firstInView: number;
  /** The ref callback an item's root element takes, so it is measured. */
  measure: (element: HTMLElement | null) => (() => void) | undefined;
  /** Draws again (after the view moved by other means). */
  redraw: () => void;
  latest: RefObject<Placement>;
}

/** Whether a frame has been drawn since the component mounted (set after that frame's paint). */
function useFirstFrameDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // rAF runs before the next paint; the timeout it sets, after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setDrawn(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return drawn;
}

/** Scrolls `scroller` as little as needed for the item at [top, top + height) of the list to show. */
export function scrollToShow(
  list: HTMLElement,
  scroller: HTMLElement,
  top: number,
  height: number,
  center: boolean,
) {
  const listTop =
    list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
  const itemTop = listTop + top;
  if (center) scroller.scrollTop = itemTop - (scroller.clientHeight - height) / 2;
  else if (itemTop < scroller.scrollTop) scroller.scrollTop = itemTop;
  else if (itemTop + height > scroller.scrollTop + scroller.clientHeight)
    scroller.scrollTop = itemTop + height - scroller.clientHeight;
}

/** The part of the list inside the scroller's view, in pixels from the list's top. */
function viewOf(list: HTMLElement, scroller: HTMLElement) {
  const top = scroller.getBoundingClientRect().top - list.getBoundingClientRect().top;
  return { top, bottom: top + scroller.clientHeight };
}

export function useWindowedRange<T>(options: WindowedRangeOptions<T>): WindowedRange {
  const { items, itemKey, scroller, estimatedHeight, gap, initialOffset = 0, reveal } = options;
  const listRef = useRef<HTMLUListElement>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  // Heights measured so far, by key (they survive reordering, inserts and removals).
  const measured = useRef(new Map<string, number>());
  const [measuredVersion, setMeasuredVersion] = useState(0);
  const keys = useMemo(() => items.map(itemKey), [items, itemKey]);
  const indexOfKey = useMemo(() => new Map(keys.map((key, index) => [key, index])), [keys]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measuredVersion stands for the measured map's contents.
  const layout = useMemo(
    () => layoutOf(keys, measured.current, estimatedHeight, gap),
    [keys, measuredVersion, estimatedHeight, gap],
  );

  // Until the scroller is read (after mounting), the view is taken to be the window's height, from
  // where the list is guessed to start.
  const view = useRef({
    top: -initialOffset,
    bottom: (typeof window === 'undefined' ? 0 : window.innerHeight) - initialOffset,
  });
  const edge = useFirstFrameDrawn() ? overscan : 0;
  const range = rangeIn(layout, view.current.top, view.current.bottom, edge);
  const latest = useRef<Placement>({ layout, range, edge, keys, indexOfKey, scroller, estimatedHeight, gap });
  latest.current = { layout, range, edge, keys, indexOfKey, scroller, estimatedHeight, gap };

  // On scroll or resize: redraw at once (before the frame paints) when other items come into view.
  const followView = useCallback(() => {
    const list = listRef.current;
    if (!list || !scroller) return;
    view.current = viewOf(list, scroller);
    const { layout: placed, edge: drawnBeyond } = latest.current;
    const next = rangeIn(placed, view.current.top, view.current.bottom, drawnBeyond);
    if (!sameRange(next, latest.current.range)) flushSync(redraw);
  }, [scroller]);

  useLayoutEffect(() => {
    if (!scroller) return;
    followView();
    scroller.addEventListener('scroll', followView, { passive: true });
    const resizes = new ResizeObserver(followView);
    resizes.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', followView);
      resizes.disconnect();
    };
  }, [scroller, followView]);

  const [itemSizes] = useState(
    () =>
      new ResizeObserver((entries) => {
        const { layout: placed, indexOfKey: indexes, keys: placedKeys } = latest.current;
        let changed = false;
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          const key = element.dataset.key;
          const index = key === undefined ? undefined : indexes.get(key);
          if (key === undefined || index === undefined) continue;
          const height = entry.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
          measured.current.set(key, height);
          // Drawn at the height it was placed with: nothing moves (the average stays too), no redraw.
          if (height !== placed.sizes[index]) changed = true;
        }
        if (!changed) return;
        const { estimatedHeight: estimate, gap: spacing, scroller: scrolling } = latest.current;
        const next = layoutOf(placedKeys, measured.current, estimate, spacing);
        const shift = anchorShift(placed, next, view.current.top);
        if (shift && scrolling) {
          scrolling.scrollTop += shift;
          view.current = { top: view.current.top + shift, bottom: view.current.bottom + shift };
        }
        flushSync(() => setMeasuredVersion((version) => version + 1));
      }),
  );
  useEffect(() => () => itemSizes.disconnect(), [itemSizes]);
  const measure = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      itemSizes.observe(element);
      return () => itemSizes.unobserve(element);
    },
    [itemSizes],
  );

  // Runs when the item to reveal changes (or the scroller arrives), not when the list does: the list is read from `latest`.
  useEffect(() => {
    const list = listRef.current;
    const index = reveal ? latest.current.indexOfKey.get(reveal) : undefined;
    if (!list || !scroller || index === undefined) return;
    const { starts, sizes } = latest.current.layout;
    scrollToShow(list, scroller, starts[index] as number, sizes[index] as number, true);
  }, [reveal, scroller]);

  const firstInView = rangeIn(layout, view.current.top, view.current.bottom, 0).first;
  return { listRef, keys, indexOfKey, layout, range, firstInView, measure, redraw, latest };
}
