/**
 * Where a popup goes beside its button, in the viewport (position: fixed): above the button when it
 * fits there (the bottom bar's pickers, at the foot of the page), else below it, else wherever it
 * shows the most; its right edge on the button's, and always inside the viewport. Fixed, so no
 * scrolling panel that holds the button (the details panel) can clip it. Phones keep the CSS
 * placement: a sheet above the bottom bar.
 */
import { type RefObject, useLayoutEffect } from 'react';
import { mediaMatches } from '../lib/useMediaQuery';

export interface Box {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

const gap = 8;
const margin = 8;

/** The popup's top-left corner, for a button at `button` and a popup of `width` x `height`. */
export function placePopup(
  button: Box,
  popup: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const above = button.top - gap - popup.height;
  const below = button.bottom + gap;
  const top =
    above >= margin
      ? above
      : below + popup.height <= viewport.height - margin
        ? below
        : Math.max(margin, viewport.height - margin - popup.height);
  const left = Math.min(Math.max(margin, button.right - popup.width), viewport.width - margin - popup.width);
  return { top, left: Math.max(margin, left) };
}

/** The media query under which the CSS places popups itself (app.css, the phone layout). */
const phone = '(max-width: 767px)';

/** Places an open popup beside its button, again when the page scrolls or resizes. */
export function usePopupPlacement(
  open: boolean,
  button: RefObject<HTMLElement | null>,
  popup: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const element = popup.current;
      const anchor = button.current;
      if (!element || !anchor) return;
      if (mediaMatches(phone)) {
        element.removeAttribute('style');
        return;
      }
      const { top, left } = placePopup(
        anchor.getBoundingClientRect(),
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      );
      Object.assign(element.style, {
        position: 'fixed',
        top: `${top}px`,
        left: `${left}px`,
        right: 'auto',
        bottom: 'auto',
      });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, button, popup]);
}
