/**
 * Whether a CSS media query matches, following changes: one hook for every component that draws
 * differently by screen size (the details panel's side panel or sheet, the calendar's month grid or
 * agenda, the board's sidebar open or closed), and `mediaMatches` for code that asks once, at the
 * moment it acts (a popup's placement, the theme the system prefers).
 */
import { useEffect, useState } from 'react';

/** Whether `media` matches now (false where there is no window or no matchMedia). */
export const mediaMatches = (media: string): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.(media).matches === true;

export function useMediaQuery(media: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(media).matches);
  useEffect(() => {
    const query = window.matchMedia(media);
    const onChange = () => setMatches(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [media]);
  return matches;
}

/** The width from which the app draws side by side rather than stacked (styles' 768px breakpoint). */
export const wideQuery = '(min-width: 768px)';

/** Whether the screen is wide enough for side panels (else full-screen sheets and stacked views). */
export const useWide = (): boolean => useMediaQuery(wideQuery);

/** Whether the screen is wide now: asked at the moment of acting (a sidebar that closes on a choice). */
export const isWide = (): boolean => typeof window === 'undefined' || mediaMatches(wideQuery);
