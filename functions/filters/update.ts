/** POST /api/filters/{id} `{ name?, icon?, query?, order? }` (docs/api.md#saved-filters): renames, re-icons, re-queries or moves one. */
import { filterChangeBody } from '@shared/contract/requests/filters';
import { filterTexts } from '@shared/messages/filter-query';
import { updateSavedFilter } from '../data/lists/saved-filters';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';
import { toSavedFilter } from './lib/filter-view';

export const handler = createHandler('filters-update', {
  body: filterChangeBody,
  handle: async ({ user, input, params, unit }) =>
    toSavedFilter(await updateSavedFilter(user.id, idParam(params, filterTexts.notFound), input, unit)),
});
