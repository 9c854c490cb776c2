/**
 * The sidebar's 'Filters' section (loaded after the first render): the user's saved filters in
 * their order, each selecting its view; 'New filter' opens the builder, and each entry can be
 * edited, moved up or down, and deleted (after a confirmation).
 */
import '../../styles/filters.css';
import { filtersPanelTexts as text } from '@shared/messages/filters-panel';
import type { SavedFilter } from '@shared/types';
import { lazy, Suspense, useState } from 'react';
import { IconButton } from '../../components/IconButton';
import { ChevronIcon, CrossIcon, PencilIcon, PlusIcon } from '../../components/icons';
import { SidebarEntry } from '../../components/SidebarEntry';
import { filterViewPrefix } from '../../tasks/filter-view-id';
import { useFilterActions, useSavedFilters } from './api/saved-filters';
import { FilterIcon } from './FilterIcon';

const FilterDialog = lazy(() => import('./FilterDialog'));
const ConfirmDialog = lazy(() =>
  import('../../components/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

interface Props {
  selectedId: string;
  onSelect: (entryId: string) => void;
}

export default function SavedFilterEntries({ selectedId, onSelect }: Props) {
  const { data: filters = [] } = useSavedFilters();
  const { remove, move } = useFilterActions();
  // The filter being edited, or 'new'.
  const [editing, setEditing] = useState<SavedFilter | 'new' | null>(null);
  const [confirming, setConfirming] = useState<SavedFilter | null>(null);

  return (
    <section className="saved-filters" aria-labelledby="saved-filters-title">
      <div className="sidebar-title-row">
        <h2 className="sidebar-title" id="saved-filters-title">
          {text.section}
        </h2>
        <IconButton className="small" label={text.newFilter} onClick={() => setEditing('new')}>
          <PlusIcon size={14} />
        </IconButton>
      </div>
      <ul className="group-list" data-testid="saved-filters">
        {filters.map((filter, index) => {
          const entryId = `${filterViewPrefix}${filter._id}`;
          return (
            <SidebarEntry
              key={filter._id}
              selected={entryId === selectedId}
              icon={<FilterIcon name={filter.icon} />}
              name={filter.name}
              onSelect={() => onSelect(entryId)}
            >
              {index > 0 ? (
                <IconButton
                  className="small turn-up"
                  label={text.moveUp(filter.name)}
                  onClick={() => void move(filters, index, -1)}
                >
                  <ChevronIcon size={14} />
                </IconButton>
              ) : null}
              {index < filters.length - 1 ? (
                <IconButton
                  className="small"
                  label={text.moveDown(filter.name)}
                  onClick={() => void move(filters, index, 1)}
                >
                  <ChevronIcon size={14} open />
                </IconButton>
              ) : null}
              <IconButton
                className="small"
                label={text.editFilter(filter.name)}
                onClick={() => setEditing(filter)}
              >
                <PencilIcon size={14} />
              </IconButton>
              <IconButton
                className="small danger"
                label={text.deleteFilter(filter.name)}
                onClick={() => setConfirming(filter)}
              >
                <CrossIcon size={14} />
              </IconButton>
            </SidebarEntry>
          );
        })}
      </ul>
      {editing ? (
        <Suspense fallback={null}>
          <FilterDialog
            filter={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(saved) => onSelect(`${filterViewPrefix}${saved._id}`)}
          />
        </Suspense>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={text.confirmDelete(confirming.name)}
            confirmLabel={text.deleteLabel}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              const gone = confirming;
              setConfirming(null);
              if (selectedId === `${filterViewPrefix}${gone._id}`) onSelect('today');
              void remove(gone);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
