/** DELETE /api/filters/{id} (docs/api.md#saved-filters): the filter goes; its tasks stay where they are. */
import { filterTexts } from '@shared/messages/filter-query';
import { deleteSavedFilter } from '../data/lists/saved-filters';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('filters-delete', {
  handle: async ({ user, params, unit }) => {
    await deleteSavedFilter(user.id, idParam(params, filterTexts.notFound), unit);
    return { message: filterTexts.deleted };
  },
});
