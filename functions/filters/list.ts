/** GET /api/filters (docs/api.md#saved-filters): the caller's saved filters, in the sidebar's order. */
import { listSavedFilters } from '../data/lists/saved-filters';
import { createHandler } from '../lib/handler';
import { toSavedFilter } from './lib/filter-view';

export const handler = createHandler('filters-list', {
  handle: async ({ user }) => (await listSavedFilters(user.id)).map(toSavedFilter),
});
