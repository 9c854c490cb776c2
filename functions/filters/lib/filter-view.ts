/** A stored saved filter as the routes answer it. */
import type { ResponseOf } from '@shared/contract';
import type { SavedFilterItem } from '../../data/lists/saved-filters';

export const toSavedFilter = (item: SavedFilterItem): ResponseOf<'filters-update'> => ({
  _id: item.id,
  name: item.name,
  icon: item.icon,
  query: item.query,
  order: item.order,
  createdAt: item.createdAt,
});
