/**
 * The SWR keys the page's cache was restored with from IndexedDB (main.tsx), until each is
 * read again. A read that is normally not repeated while its data is in the cache
 * (`revalidateIfStale: false`, such as the teammates) still happens once per page load for data
 * that only came from an earlier visit.
 */
const restored = new Set<string>();

export function markRestored(keys: Iterable<string>): void {
  for (const key of keys) restored.add(key);
}

/** Whether `key`'s data came from an earlier visit and has not been read on this page yet. */
export const isRestored = (key: string): boolean => restored.has(key);

/** `key` is being read now: its data is this page's own from here on. */
export function readAgain(key: string): void {
  restored.delete(key);
}
