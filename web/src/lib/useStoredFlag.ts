/** A yes/no kept in local storage under `key` (a per-list preference); the default when unset or unreadable. */
import { useStoredChoice } from './useStoredChoice';

const flagValues = ['1', '0'] as const;

export function useStoredFlag(key: string, fallback: boolean): [boolean, () => void] {
  const [value, choose] = useStoredChoice(key, flagValues, fallback ? '1' : '0');
  return [value === '1', () => choose(value === '1' ? '0' : '1')];
}
