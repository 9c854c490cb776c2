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
 *
 * Keyboard (issue 23): the list is one Tab stop with roving focus. The active item alone has
 * tabIndex 0 and the controls inside items have -1; j/k or the up and down arrows move to the next
 * or previous item, drawing and scrolling to it first when it is not drawn yet; the left and right
 * arrows move between the item and its controls. When the focused item leaves the list (deleted,
 * completed), focus goes to the item now in its place rather than to the page.
 */
import {
  type FocusEvent,
  type KeyboardEvent,
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
import { isTextEntry, rowActionOf } from '../lib/shortcuts';
import { focusablesIn } from './useFocusTrap';
import { drawnIndexes, type IndexRange, layoutOf, rangeIn } from './windowed-layout';

/** What an item's root element carries: the measuring ref, its key, its place in the list and its position. */
export interface ItemPlace {
  ref: (element: HTMLElement | null) => (() => void) | undefined;
  'data-key': string;
  'aria-posinset': number;
  'aria-setsize': number;
  /** 0 for the active item (the list's one Tab stop), -1 for the others. */
  tabIndex: number;
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
  /**
   * A first guess of how far below the scroller's top the list starts, used until the list is
   * measured: a list that starts below the view (the completed tasks after the open ones) then draws
   * only its first few items on its first render rather than a window's height of them.
   */
  initialOffset?: number;
  /** Keys of items drawn even when scrolled out of view. */
  keep?: readonly string[];
  /** Key of an item to bring to the middle of the view, each time it changes. */
  reveal?: string | null;
  className?: string;
  'aria-label': string;
  renderItem: (item: T, place: ItemPlace) => ReactNode;
}

/**
 * Items drawn beyond each edge of the view: enough for a fast wheel turn and for Tab to find the
 * next one. None until the list's first frame is drawn: that frame (a repeat visit's list, from the
 * kept cache) waits for no row it does not show; the others follow in the next.
 */
const overscan = 6;

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

/** The part of the list inside the scroller's view, in pixels from the list's top. */
function viewOf(list: HTMLElement, scroller: HTMLElement) {
  const top = scroller.getBoundingClientRect().top - list.getBoundingClientRect().top;
  return { top, bottom: top + scroller.clientHeight };
}

const sameRange = (a: IndexRange, b: IndexRange) => a.first === b.first && a.last === b.last;

/** The controls inside an item, out of the Tab order (an edit form keeps its own). */
const controlsOf = (item: HTMLElement) => focusablesIn(item).filter((e) => !e.closest('form'));

/** Scrolls `scroller` as little as needed for the item at [top, top + height) of the list to show. */
function scrollToShow(
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

  // Until the scroller is read (after mounting), the view is taken to be the window's height, from
  // where the list is guessed to start.
  const view = useRef({
    top: -(props.initialOffset ?? 0),
    bottom: (typeof window === 'undefined' ? 0 : window.innerHeight) - (props.initialOffset ?? 0),
  });
  const edge = useFirstFrameDrawn() ? overscan : 0;
  const range = rangeIn(layout, view.current.top, view.current.bottom, edge);
  // What the event handlers and observers below read: the latest render's layout, range, keys and props.
  const latest = useRef({ layout, range, edge, keys, indexOfKey, scroller, estimatedHeight, gap });
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
  // The roving Tab stop: the item last focused while it is drawn, else the first item drawn in view.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // The item focused last, and where: kept through the blur that removing it may cause.
  const lastFocused = useRef<{ key: string; index: number } | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const key = (event.target.closest('[data-key]') as HTMLElement | null)?.dataset.key;
    setFocusedKey(key ?? null);
    const index = key === undefined ? undefined : indexOfKey.get(key);
    if (key !== undefined && index !== undefined) {
      setActiveKey(key);
      lastFocused.current = { key, index };
    }
  };

  /** Makes the item at `index` the Tab stop and focuses it, drawn and scrolled to first if need be. */
  const focusIndex = useCallback(
    (index: number) => {
      const { keys: current, layout: placed } = latest.current;
      const key = current[index];
      const list = listRef.current;
      if (key === undefined || !list) return;
      if (scroller) scrollToShow(list, scroller, placed.starts[index] ?? 0, placed.sizes[index] ?? 0, false);
      pendingFocus.current = key;
      setActiveKey(key);
      redraw();
    },
    [scroller],
  );
  // After the render that draws it, the item to focus takes focus (the view is already on it).
  useLayoutEffect(() => {
    const key = pendingFocus.current;
    if (key === null) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
    if (!element) return;
    pendingFocus.current = null;
    element.focus({ preventScroll: true });
  });
  // The focused item left the list (deleted, or completed into another list): the one now in its place takes focus.
  useLayoutEffect(() => {
    const last = lastFocused.current;
    if (!last || indexOfKey.has(last.key)) return;
    lastFocused.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    // The list emptied: the nearest focusable region around it (the task pane's scroller) takes focus.
    if (keys.length === 0) listRef.current?.parentElement?.closest<HTMLElement>('[tabindex]')?.focus();
    else focusIndex(Math.min(last.index, keys.length - 1));
  }, [keys, indexOfKey, focusIndex]);
  // Controls inside items leave the Tab order to the item itself (one Tab stop per row).
  useLayoutEffect(() => {
    for (const item of listRef.current?.querySelectorAll<HTMLElement>('[data-key]') ?? [])
      for (const control of controlsOf(item)) control.tabIndex = -1;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.defaultPrevented || isTextEntry(event.target)) return;
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-key]');
    const index = item?.dataset.key === undefined ? undefined : indexOfKey.get(item.dataset.key);
    if (!item || index === undefined) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const stops = [item, ...controlsOf(item)];
      const at = stops.indexOf(event.target as HTMLElement);
      const next = stops[at + (event.key === 'ArrowRight' ? 1 : -1)];
      if (at === -1 || !next) return;
      event.preventDefault();
      next.focus();
      return;
    }
    const action = rowActionOf(event);
    if (action !== 'next' && action !== 'previous') return;
    event.preventDefault();
    focusIndex(Math.max(0, Math.min(keys.length - 1, index + (action === 'next' ? 1 : -1))));
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    const to = event.relatedTarget as Node | null;
    if (!event.currentTarget.contains(to)) setFocusedKey(null);
    if (to && !event.currentTarget.contains(to)) lastFocused.current = null;
  };

  // Runs when the item to reveal changes (or the scroller arrives), not when the list does: the list is read from `latest`.
  useEffect(() => {
    const list = listRef.current;
    const index = reveal ? latest.current.indexOfKey.get(reveal) : undefined;
    if (!list || !scroller || index === undefined) return;
    const { starts, sizes } = latest.current.layout;
    scrollToShow(list, scroller, starts[index] as number, sizes[index] as number, true);
  }, [reveal, scroller]);

  // Kept drawn: the items asked for, the focused one, and the one about to take focus.
  const extra = [
    ...(props.keep ?? []),
    ...(focusedKey ? [focusedKey] : []),
    ...(pendingFocus.current !== null ? [pendingFocus.current] : []),
  ].flatMap((key) => {
    const index = indexOfKey.get(key);
    return index === undefined ? [] : [index];
  });

  // One place object per drawn item, kept while the item stays put, so a memoized item skips redrawing.
  const places = useRef(new Map<string, ItemPlace>());
  const placeOf = (index: number): ItemPlace => {
    const key = keys[index] as string;
    const transform = `translateY(${layout.starts[index]}px)`;
    const tabIndex = key === tabStop ? 0 : -1;
    const known = places.current.get(key);
    if (
      known &&
      known.style.transform === transform &&
      known.tabIndex === tabIndex &&
      known['aria-posinset'] === index + 1 &&
      known['aria-setsize'] === items.length
    )
      return known;
    const place: ItemPlace = {
      ref: measure,
      'data-key': key,
      'aria-posinset': index + 1,
      'aria-setsize': items.length,
      tabIndex,
      style: { transform },
    };
    places.current.set(key, place);
    return place;
  };
  const drawn = drawnIndexes(range, extra);
  // Tab enters the list at the item last focused when it is drawn, else at the first item in view.
  const activeIndex = activeKey === null ? undefined : indexOfKey.get(activeKey);
  const tabStop =
    activeIndex !== undefined && drawn.includes(activeIndex)
      ? activeKey
      : (keys[rangeIn(layout, view.current.top, view.current.bottom, 0).first] ?? null);
  if (places.current.size > drawn.length * 4) places.current.clear(); // forget items long scrolled away

  return (
    <ul
      ref={listRef}
      className={props.className}
      aria-label={props['aria-label']}
      style={{ height: layout.total }}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {drawn.map((index) => props.renderItem(items[index] as T, placeOf(index)))}
    </ul>
  );
}
