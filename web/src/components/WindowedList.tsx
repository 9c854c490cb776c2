/**
 * A list that draws only the items in view (and a few either side) inside a scrolling element, so
 * a list of 1,000 items opens, switches and scrolls at the cost of a screenful. Items keep the
 * height they are drawn with (text wraps, a row opens): each drawn item is measured, and when
 * measuring moves the first item in view within the list (items above it, or the average height
 * given to those not drawn yet), the view moves with it, so what is on screen stays put.
 *
 * What a windowed list must not lose, it keeps: the items named in `keep` stay drawn while scrolled
 * away (an open editor keeps what is typed), so does the item holding keyboard focus (Tab goes on
 * to the next item, which scrolling into view draws); each item tells assistive technology its
 * place in the whole list (`aria-posinset`, `aria-setsize`); `reveal` scrolls to an item whether
 * or not it is drawn yet. The arithmetic is in windowed-layout.ts.
 */
import {
  type FocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { drawnIndexes, type IndexRange, layoutOf, rangeIn } from './windowed-layout';

/** What an item's root element carries: the measuring ref, its key, its place in the list and its position. */
export interface ItemPlace {
  ref: (element: HTMLElement | null) => (() => void) | undefined;
  'data-key': string;
  'aria-posinset': number;
  'aria-setsize': number;
  style: { transform: string };
}

interface WindowedListProps<T> {
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
  /** Keys of items drawn even when scrolled out of view. */
  keep?: readonly string[];
  /** Key of an item to bring to the middle of the view, each time it changes. */
  reveal?: string | null;
  className?: string;
  'aria-label': string;
  renderItem: (item: T, place: ItemPlace) => ReactNode;
}

/** Items drawn beyond each edge of the view: enough for a fast wheel turn and for Tab to find the next one. */
const overscan = 6;

/** The part of the list inside the scroller's view, in pixels from the list's top. */
function viewOf(list: HTMLElement, scroller: HTMLElement) {
  const top = scroller.getBoundingClientRect().top - list.getBoundingClientRect().top;
  return { top, bottom: top + scroller.clientHeight };
}

const sameRange = (a: IndexRange, b: IndexRange) => a.first === b.first && a.last === b.last;

export function WindowedList<T>(props: WindowedListProps<T>) {
  const { items, itemKey, scroller, estimatedHeight, gap, reveal } = props;
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

  // Until the scroller is read (after mounting), the view is taken to be the window's height.
  const view = useRef({ top: 0, bottom: typeof window === 'undefined' ? 0 : window.innerHeight });
  const range = rangeIn(layout, view.current.top, view.current.bottom, overscan);
  // What the event handlers and observers below read: the latest render's layout, range, keys and props.
  const latest = useRef({ layout, range, keys, indexOfKey, scroller, estimatedHeight, gap });
  latest.current = { layout, range, keys, indexOfKey, scroller, estimatedHeight, gap };

  // On scroll or resize: redraw at once (before the frame paints) when other items come into view.
  const followView = useCallback(() => {
    const list = listRef.current;
    if (!list || !scroller) return;
    view.current = viewOf(list, scroller);
    const next = rangeIn(latest.current.layout, view.current.top, view.current.bottom, overscan);
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

  // Every drawn item is measured as it is drawn and whenever its height changes.
  const [itemSizes] = useState(
    () =>
      new ResizeObserver((entries) => {
        const { layout: placed, indexOfKey: indexes, keys: placedKeys } = latest.current;
        const { estimatedHeight: estimate, gap: spacing } = latest.current;
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
        // The first item in view keeps its place on screen: the view moves by as much as that item
        // moved in the list (items above it measured, and the average height given to the rest).
        const anchor = rangeIn(placed, view.current.top, view.current.top, 0).first;
        const next = layoutOf(placedKeys, measured.current, estimate, spacing);
        const shift = (next.starts[anchor] ?? 0) - (placed.starts[anchor] ?? 0);
        const scrolling = latest.current.scroller;
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

  // The item holding focus stays drawn: scrolling it away would drop focus to the page.
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const key = (event.target.closest('[data-key]') as HTMLElement | null)?.dataset.key;
    setFocusedKey(key ?? null);
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
  };

  // Runs when the item to reveal changes (or the scroller arrives), not when the list does: the list is read from `latest`.
  useEffect(() => {
    const list = listRef.current;
    const index = reveal ? latest.current.indexOfKey.get(reveal) : undefined;
    if (!list || !scroller || index === undefined) return;
    const { starts, sizes } = latest.current.layout;
    const listTop =
      list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    const itemTop = listTop + (starts[index] as number);
    scroller.scrollTop = itemTop - (scroller.clientHeight - (sizes[index] as number)) / 2;
  }, [reveal, scroller]);

  const extra = [...(props.keep ?? []), ...(focusedKey ? [focusedKey] : [])].flatMap((key) => {
    const index = indexOfKey.get(key);
    return index === undefined ? [] : [index];
  });

  // One place object per drawn item, kept while the item stays put, so a memoized item skips redrawing.
  const places = useRef(new Map<string, ItemPlace>());
  const placeOf = (index: number): ItemPlace => {
    const key = keys[index] as string;
    const transform = `translateY(${layout.starts[index]}px)`;
    const known = places.current.get(key);
    if (
      known &&
      known.style.transform === transform &&
      known['aria-posinset'] === index + 1 &&
      known['aria-setsize'] === items.length
    )
      return known;
    const place: ItemPlace = {
      ref: measure,
      'data-key': key,
      'aria-posinset': index + 1,
      'aria-setsize': items.length,
      style: { transform },
    };
    places.current.set(key, place);
    return place;
  };
  const drawn = drawnIndexes(range, extra);
  if (places.current.size > drawn.length * 4) places.current.clear(); // forget items long scrolled away

  return (
    <ul
      ref={listRef}
      className={props.className}
      aria-label={props['aria-label']}
      style={{ height: layout.total }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {drawn.map((index) => props.renderItem(items[index] as T, placeOf(index)))}
    </ul>
  );
}
