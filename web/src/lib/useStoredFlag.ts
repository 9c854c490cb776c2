/** A yes/no kept in local storage under `key` (a per-list preference); the default when unset or unreadable. */
import { useCallback, useState } from 'react';

function read(key: string, fallback: boolean): boolean {
  try {
    const value = localStorage.getItem(key);
    return value === null ? fallback : value === '1';
  } catch {
    return fallback;
  }
}

export function useStoredFlag(key: string, fallback: boolean): [boolean, () => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const toggle = useCallback(() => {
    setValue((current) => {
      try {
        localStorage.setItem(key, current ? '0' : '1');
      } catch {
        // Storage unavailable: remembered for this page only.
      }
      return !current;
    });
  }, [key]);
  return [value, toggle];
}
