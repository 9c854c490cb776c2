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
 * or not it is drawn yet.
 *
 * The component composes two hooks: useWindowedRange.ts (which items are drawn, where, and their
 * measured heights) and useRovingFocus.ts (the keyboard: one Tab stop, j/k and the arrows). Their
 * arithmetic and decisions, apart from the DOM, are in windowed-layout.ts and roving-focus.ts.
 */
import { type ReactNode, useRef } from 'react';
import { tabStopKey } from './roving-focus';
import { useRovingFocus } from './useRovingFocus';
import { useWindowedRange, type WindowedRangeOptions } from './useWindowedRange';
import { drawnIndexes } from './windowed-layout';

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

interface WindowedListProps<T> extends WindowedRangeOptions<T> {
  /** Keys of items drawn even when scrolled out of view. */
  keep?: readonly string[];
  /** An item whose keyboard focus follows it into this list (useRovingFocus.ts `follow`). */
  follow?: { key: string } | null;
  className?: string;
  'aria-label': string;
  renderItem: (item: T, place: ItemPlace) => ReactNode;
}

export function WindowedList<T>(props: WindowedListProps<T>) {
  const { items, scroller } = props;
  const windowed = useWindowedRange(props);
  const { listRef, keys, indexOfKey, layout, range, measure } = windowed;
  const focus = useRovingFocus({ ...windowed, scroller, follow: props.follow });

  // Kept drawn: the items asked for, the focused one, and the one about to take focus.
  const extra = [...(props.keep ?? []), ...focus.keptKeys].flatMap((key) => {
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
  const activeIndex = focus.activeKey === null ? undefined : indexOfKey.get(focus.activeKey);
  const tabStop = tabStopKey(focus.activeKey, activeIndex, drawn, keys[windowed.firstInView]);
  if (places.current.size > drawn.length * 4) places.current.clear(); // forget items long scrolled away

  return (
    <ul
      ref={listRef}
      className={props.className}
      aria-label={props['aria-label']}
      style={{ height: layout.total }}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
      onKeyDown={focus.onKeyDown}
    >
      {drawn.map((index) => props.renderItem(items[index] as T, placeOf(index)))}
    </ul>
  );
}
