/** The top bar's search: users, groups and tasks matching a text (one cache entry per text). */
import { limits } from '@shared/limits';
import type { SearchResult } from '@shared/types';
import useSWR from 'swr';
import { api, apiPath } from '../../../api/client';

const searchKey = (query: string) => apiPath('search', undefined, { query });

export function useSearch(query: string) {
  const trimmed = query.trim().slice(0, limits.searchQueryMax);
  return useSWR<SearchResult>(
    trimmed ? searchKey(trimmed) : null,
    () => api('search', { query: { query: trimmed } }),
    {
      // A failure shows 'Failed to search. Please try again.': the next keystroke is the retry.
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      keepPreviousData: false,
    },
  );
}
