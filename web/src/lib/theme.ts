/** The colour theme: read from local storage (default light), applied to <html data-theme>. */
import { useCallback, useState } from 'react';

export type Theme = 'light' | 'dark';
export const themeStorageKey = 'theme';

export function storedTheme(): Theme {
  try {
    return localStorage.getItem(themeStorageKey) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
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
