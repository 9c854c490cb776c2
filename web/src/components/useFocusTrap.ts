/**
 * Focus for every popup and dialog: on opening, focus moves into it (its `[data-autofocus]`
 * element, else its first control); Tab and Shift+Tab cycle inside it; Escape closes it; on closing,
 * focus goes back to where it came from (the button that opened it), unless the user has clicked
 * elsewhere meanwhile (focus then stays where they put it).
 */
import { type RefObject, useEffect, useRef } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const focusablesIn = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(focusable)].filter((e) => !e.closest('[hidden]'));

export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  /** Where focus returns; by default the element focused when the trap started. */
  returnTo?: RefObject<HTMLElement | null>,
): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = returnTo?.current ?? (document.activeElement as HTMLElement | null);
    (root.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(root);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return event.preventDefault();
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      // Back to the opener only when focus was still inside (or lost to the page with the popup).
      const now = document.activeElement;
      if (!now || now === document.body || root.contains(now)) previous?.focus();
    };
  }, [ref, active, returnTo]);
}
