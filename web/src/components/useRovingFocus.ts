/**
 * The keyboard half of WindowedList.tsx. The list is one Tab stop with roving focus: the active item
 * alone has tabIndex 0 and the controls inside items have -1; j/k or the up and down arrows move to
 * the next or previous item, drawing and scrolling to it first when it is not drawn yet; the left and
 * right arrows move between the item and its controls. The item holding focus stays drawn while
 * scrolled away, and when it leaves the list (deleted, completed), focus goes to the item now in
 * its place rather than to the page. The decisions are in roving-focus.ts.
 */
import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { isTextEntry, rowActionOf } from '../lib/shortcuts';
import { indexAfterRemoval, sideStop, steppedIndex } from './roving-focus';
import { focusablesIn } from './useFocusTrap';
import { type Placement, scrollToShow } from './useWindowedRange';

/** The controls inside an item, out of the Tab order (an edit form keeps its own). */
const controlsOf = (item: HTMLElement) => focusablesIn(item).filter((e) => !e.closest('form'));

export interface RovingFocusOptions {
  listRef: RefObject<HTMLUListElement | null>;
  keys: readonly string[];
  indexOfKey: ReadonlyMap<string, number>;
  scroller: HTMLElement | null;
  latest: RefObject<Pick<Placement, 'keys' | 'layout'>>;
  redraw: () => void;
  /**
   * An item whose focus follows it into this list (a task completed by keyboard moves to the
   * completed list, and the selection stays on it): focused once it is here. A new object asks again.
   */
  follow?: { key: string } | null;
}

export interface RovingFocus {
  /** The item last focused (the Tab stop while it is drawn). */
  activeKey: string | null;
  /** Items that must stay drawn: the one holding focus and the one about to take it. */
  keptKeys: string[];
  onFocus: (event: FocusEvent<HTMLUListElement>) => void;
  onBlur: (event: FocusEvent<HTMLUListElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
}

export function useRovingFocus({
  listRef,
  keys,
  indexOfKey,
  scroller,
  latest,
  redraw,
  follow = null,
}: RovingFocusOptions): RovingFocus {
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
    [scroller, latest, listRef, redraw],
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
  // An item followed into this list takes focus once it is here (once per request).
  const followed = useRef<{ key: string } | null>(null);
  useLayoutEffect(() => {
    if (!follow || followed.current === follow) return;
    const index = indexOfKey.get(follow.key);
    if (index === undefined) return;
    followed.current = follow;
    // Already on it here (a row of the list it left has the same key, and goes: not that one).
    const active = document.activeElement;
    const onIt =
      !!active &&
      !!listRef.current?.contains(active) &&
      active.closest('[data-key]')?.getAttribute('data-key') === follow.key;
    if (!onIt) focusIndex(index);
  }, [follow, indexOfKey, focusIndex, listRef]);
  // The focused item left the list (deleted, or completed into another list): the one now in its
  // place takes focus, unless its focus follows it into another list.
  useLayoutEffect(() => {
    const last = lastFocused.current;
    if (!last || indexOfKey.has(last.key)) return;
    lastFocused.current = null;
    if (follow?.key === last.key) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    const next = indexAfterRemoval(last.index, keys.length);
    // The list emptied: the nearest focusable region around it (the task pane's scroller) takes focus.
    if (next === null) listRef.current?.parentElement?.closest<HTMLElement>('[tabindex]')?.focus();
    else focusIndex(next);
  }, [keys, indexOfKey, focusIndex, listRef, follow]);
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
      const next = sideStop(
        stops,
        event.target as HTMLElement,
        event.key === 'ArrowRight' ? 'right' : 'left',
      );
      if (!next) return;
      event.preventDefault();
      next.focus();
      return;
    }
    const action = rowActionOf(event);
    if (action !== 'next' && action !== 'previous') return;
    event.preventDefault();
    // A step taken while the last one's item has yet to take focus (keys pressed quicker than a
    // render: j j) steps on from that item, not again from this one.
    const pending = pendingFocus.current === null ? undefined : indexOfKey.get(pendingFocus.current);
    focusIndex(steppedIndex(keys.length, pending ?? index, action));
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    const to = event.relatedTarget as Node | null;
    if (!event.currentTarget.contains(to)) setFocusedKey(null);
    if (to && !event.currentTarget.contains(to)) lastFocused.current = null;
  };

  const keptKeys = [
    ...(focusedKey ? [focusedKey] : []),
    ...(pendingFocus.current !== null ? [pendingFocus.current] : []),
  ];
  return { activeKey, keptKeys, onFocus, onBlur, onKeyDown };
}
