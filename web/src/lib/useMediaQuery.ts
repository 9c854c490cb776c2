/**
 * Whether a CSS media query matches, following changes: one hook for every component that draws
 * differently by screen size (the details panel's side panel or sheet, the calendar's month grid or
 * agenda).
 */
import { useEffect, useState } from 'react';

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
