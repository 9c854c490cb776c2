/**
 * GET /api/search?query=: users by case-insensitive username prefix (not the caller), and the
 * caller's groups and tasks (their own, the copies assigned to them, and the lists teammates shared
 * with them) by case-insensitive substring. Another user's groups or tasks can never appear: only
 * the caller's partition and the lists shared with them are read.
 * The query is trimmed; an empty one answers empty lists without a read; one longer than
 * limits.searchQueryMax is 400. At most limits.searchResultsMax results per section.
 * Reads: a GSI1 Query (users) and a Query of the caller's partition (more pages only past 1 MB of
 * it), in parallel, with the joined lists' reads (functions/data/lists/joined-lists.ts) when there are
 * some; none for an empty query. DynamoDB calls: infra/route-settings.ts.
 */

import { searchQuery } from '@shared/contract/requests/query';
import { labelNameKey } from '@shared/labels';
import { limits } from '@shared/limits';
import type { SearchResult } from '@shared/types';
import { readJoinedLists } from '../data/lists/joined-lists';
import { listLabels } from '../data/lists/labels';
import {
  carriesLabels,
  labelWords,
  searchOwnItems,
  searchUsers,
  withJoinedLists,
} from '../data/tasks/search';
import { createHandler } from '../lib/handler';

export const handler = createHandler('search', {
  query: searchQuery,
  handle: async ({ queryInput, user }): Promise<SearchResult> => {
    // Trimmed, at most 100 characters and lowercased by the contract (shared/contract/requests/query.ts).
    const { tags, text } = labelWords(queryInput.query);
    if (text === '' && tags.length === 0) return { users: [], groups: [], todos: [] };
    const max = limits.searchResultsMax;
    if (tags.length > 0) return searchWithLabels(user, tags, text, max);
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

/**
 * `#label` words (docs/api.md#labels): the tasks carrying every label named, with the rest of the
 * text matched as before; users are not searched. The caller's labels are read (one Query) beside
 * the board's reads: their own tasks carry the ids; a shared list's tasks are matched by the ids or,
 * for labels other members set, by the names of their snapshots.
 */
async function searchWithLabels(
  user: Parameters<typeof readJoinedLists>[1] & { id: string },
  tags: string[],
  text: string,
  max: number,
): Promise<SearchResult> {
  const labels = await listLabels(user.id);
  const ownIds = new Map(labels.map((label) => [labelNameKey(label.name), label.id]));
  const ids = tags.map((tag) => ownIds.get(tag));
  const [own, joined] = await Promise.all([
    ids.every((id) => id !== undefined)
      ? searchOwnItems(user.id, text, max, ids as string[])
      : { groups: [], todos: [] },
    readJoinedLists(user.id, user, text === '' ? {} : { matching: text }),
  ]);
  const tagged = joined.map((list) => ({
    ...list,
    todos: list.todos.filter((item) => carriesLabels(item, tags, ownIds)),
  }));
  const found = withJoinedLists(own, tagged, text === '' ? '\u0000' : text, max);
  return { users: [], ...found };
}
