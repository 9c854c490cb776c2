/**
 * POST /api/filters `{ name, icon?, query }` (docs/api.md#saved-filters): saves a smart list, last
 * in the sidebar. A query that does not parse answers 400 naming where (the contract parses it).
 */
import { newFilterBody } from '@shared/contract/requests/filters';
import { createSavedFilter } from '../data/lists/saved-filters';
import { createHandler, Reply } from '../lib/handler';
import { toSavedFilter } from './lib/filter-view';

export const handler = createHandler('filters-create', {
  body: newFilterBody,
  handle: async ({ user, input, unit }) =>
    new Reply(toSavedFilter(await createSavedFilter(user.id, input, unit)), { statusCode: 201 }),
});
