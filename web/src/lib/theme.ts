/**
 * The colour theme: read from local storage, applied to <html data-theme>. With nothing stored it
 * follows the system's prefers-color-scheme, and light when the browser states no
 * preference (SPEC.md's default). web/public/theme-init.js does the same before the first paint.
 */
import { useCallback, useState } from 'react';
import { mediaMatches } from './useMediaQuery';

export type Theme = 'light' | 'dark';
export const themeStorageKey = 'theme';

const systemTheme = (): Theme => (mediaMatches('(prefers-color-scheme: dark)') ? 'dark' : 'light');

export function storedTheme(): Theme {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    // Storage unavailable: as if nothing were stored.
  }
  return systemTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function useTheme(): [Theme, () => void] {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(themeStorageKey, next);
      } catch {
        // Storage unavailable: the theme holds for this page only.
      }
      applyTheme(next);
      return next;
    });
  }, []);
  return [theme, toggle];
}
