/**
 * GET /api/search?query=: users by case-insensitive username prefix (not the caller), and the
 * caller's groups and tasks (their own, the copies assigned to them, and the lists teammates shared
 * with them) by case-insensitive substring. Another user's groups or tasks can never appear: only
 * the caller's partition and the lists shared with them are read.
 * The query is trimmed; an empty one answers empty lists without a read; one longer than
 * limits.searchQueryMax is 400. At most limits.searchResultsMax results per section.
 * Reads: a GSI1 Query (users) and a Query of the caller's partition (more pages only past 1 MB of
 * it), in parallel, with the joined lists' reads (functions/data/joined-lists.ts) when there are
 * some; none for an empty query. DynamoDB calls: infra/route-settings.ts.
 */

import { searchQuery } from '@shared/contract/requests/query';
import { limits } from '@shared/limits';
import type { SearchResult } from '@shared/types';
import { readJoinedLists } from '../data/joined-lists';
import { searchOwnItems, searchUsers, withJoinedLists } from '../data/search';
import { createHandler } from '../lib/handler';

export const handler = createHandler('search', {
  query: searchQuery,
  handle: async ({ queryInput, user }): Promise<SearchResult> => {
    // Trimmed, at most 100 characters and lowercased by the contract (shared/contract/requests/query.ts).
    const text = queryInput.query;
    if (text === '') return { users: [], groups: [], todos: [] };
    const max = limits.searchResultsMax;
    const [users, own, joined] = await Promise.all([
      // Usernames start with a letter or digit, and GSI1's partition is the first UTF-16 unit: a
      // query starting with anything else (half of an emoji, say) can match no one and is no key.
      /^[a-z0-9]/.test(text) ? searchUsers(text, max, user.id) : [],
      searchOwnItems(user.id, text, max),
      readJoinedLists(user.id, user, { matching: text }),
    ]);
    return { users, ...withJoinedLists(own, joined, text, max) };
  },
});
