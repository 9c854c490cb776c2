/**
 * How a list is sorted, chosen per list and remembered per user on the device: SPEC.md's order
 * (open first, newest first) by default, or by due date, importance, priority, title or date created. The
 * other orders and the 'Sort by' control (./sort-parts.ts) load as the pane first shows, apart from
 * the first download; SPEC.md's order needs none of them.
 */
import { useEffect, useState } from 'react';

export { type SortChoice, sortChoices } from './sort-choices';

/** The local-storage key of a user's choice for one list (sidebar entry). */
export const sortKey = (userId: string, entryId: string) => `sort:${userId}:${entryId}`;

type SortParts = typeof import('./sort-parts');
let loaded: SortParts | null = null;
let loading: Promise<SortParts> | null = null;

/** The sort control and orders, once loaded (null meanwhile); loading starts with the first pane. */
export function useSortParts(): SortParts | null {
  const [parts, setParts] = useState(loaded);
  useEffect(() => {
    if (loaded) return;
    loading ??= import('./sort-parts').then((module) => {
      loaded = module;
      return module;
    });
    void loading.then(setParts);
  }, []);
  return parts;
}
