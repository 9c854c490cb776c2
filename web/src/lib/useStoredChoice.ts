/**
 * A choice among `choices` kept in local storage under `key` (a per-list preference); the fallback
 * when unset, unknown or unreadable. A new key (another list) reads its own choice.
 */
import { useCallback, useState } from 'react';

function read<T extends string>(key: string, choices: readonly T[], fallback: T): T {
  try {
    const value = localStorage.getItem(key);
    return choices.find((choice) => choice === value) ?? fallback;
  } catch {
    return fallback;
  }
}

export function useStoredChoice<T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const [stored, setStored] = useState(() => ({ key, value: read(key, choices, fallback) }));
  const value = stored.key === key ? stored.value : read(key, choices, fallback);
  const choose = useCallback(
    (next: T) => {
      try {
        localStorage.setItem(key, next);
      } catch {
        // Storage unavailable: remembered for this page only.
      }
      setStored({ key, value: next });
    },
    [key],
  );
  return [value, choose];
}
