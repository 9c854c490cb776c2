/**
 * The saved filters (docs/api.md#saved-filters): read once per session and kept by SWR; saved,
 * changed, moved and deleted at once, not through the outbox (a filter is the user's own view of
 * data they hold, and the dialog keeps what was typed when a save fails).
 */
import type { BodyOf } from '@shared/contract';
import { filtersPanelTexts as text } from '@shared/messages/filters-panel';
import type { SavedFilter } from '@shared/types';
import useSWR from 'swr';
import { api, errorText } from '../../../api/client';
import { useMutation } from '../../../api/mutation';

export const savedFiltersKey = 'filters-list';

export function useSavedFilters() {
  return useSWR<SavedFilter[]>(savedFiltersKey, () => api('filters-list'), { revalidateOnFocus: false });
}

const inOrder = (filters: SavedFilter[]) => [...filters].sort((a, b) => a.order - b.order);

export function useFilterActions() {
  const { run, mutate, pending } = useMutation();
  const keep = (changed: SavedFilter) =>
    mutate<SavedFilter[]>(
      savedFiltersKey,
      (filters = []) => inOrder([...filters.filter((filter) => filter._id !== changed._id), changed]),
      { revalidate: false },
    );

  const create = async (body: BodyOf<'filters-create'>) =>
    run({
      send: () => api('filters-create', { body }),
      update: keep,
      toasts: { success: text.saved, error: (error) => errorText(error, text.saveFailed) },
    });

  const update = async (id: string, body: BodyOf<'filters-update'>, failure: string = text.saveFailed) =>
    run({
      send: () => api('filters-update', { params: { id }, body }),
      update: keep,
      toasts: {
        ...(body.order === undefined ? { success: text.saved } : {}),
        error: (error) => errorText(error, failure),
      },
    });

  const remove = async (filter: SavedFilter) =>
    run({
      send: () => api('filters-delete', { params: { id: filter._id } }),
      update: () =>
        mutate<SavedFilter[]>(
          savedFiltersKey,
          (filters = []) => filters.filter((f) => f._id !== filter._id),
          {
            revalidate: false,
          },
        ),
      toasts: { success: text.deleted, error: (error) => errorText(error, text.deleteFailed) },
    });

  /** Moves a filter one place up or down: its order between its new neighbours'. */
  const move = async (filters: SavedFilter[], index: number, by: -1 | 1) => {
    const target = index + by;
    const moving = filters[index];
    if (!moving || target < 0 || target >= filters.length) return;
    const neighbour = filters[target] as SavedFilter;
    const beyond = filters[target + by];
    const order = beyond ? (neighbour.order + beyond.order) / 2 : neighbour.order + by;
    await update(moving._id, { order }, text.moveFailed);
  };

  return { create, update, remove, move, pending };
}
