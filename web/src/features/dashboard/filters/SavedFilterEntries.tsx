/**
 * The sidebar's 'Filters' section (loaded after the first render): the user's saved filters in
 * their order, each selecting its view; 'New filter' opens the builder, and each entry can be
 * edited, moved up or down, and deleted (after a confirmation).
 */
import '../../../styles/filters.css';
import { filtersPanelTexts as text } from '@shared/messages/filters-panel';
import type { SavedFilter } from '@shared/types';
import { lazy, Suspense, useState } from 'react';
import { ChevronIcon, CrossIcon, PencilIcon, PlusIcon } from '../../../components/icons';
import { useFilterActions, useSavedFilters } from './api/saved-filters';
import { FilterIcon } from './FilterIcon';
import { filterViewPrefix } from './view-id';

const FilterDialog = lazy(() => import('./FilterDialog'));
/** The 'Labels' section after this one: its own chunk, loaded with it (docs/decisions/0129). */
const LabelEntries = lazy(() => import('../labels/LabelEntries'));
const ConfirmDialog = lazy(() =>
  import('../../../components/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
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
    <>
      <section className="saved-filters" aria-labelledby="saved-filters-title">
        <div className="sidebar-title-row">
          <h2 className="sidebar-title" id="saved-filters-title">
            {text.section}
          </h2>
          <button
            type="button"
            className="icon-button small"
            aria-label={text.newFilter}
            title={text.newFilter}
            onClick={() => setEditing('new')}
          >
            <PlusIcon size={14} />
          </button>
        </div>
        <ul className="group-list" data-testid="saved-filters">
          {filters.map((filter, index) => {
            const entryId = `${filterViewPrefix}${filter._id}`;
            const selected = entryId === selectedId;
            return (
              <li key={filter._id} className={selected ? 'group-entry selected' : 'group-entry'}>
                <button
                  type="button"
                  className="group-button"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelect(entryId)}
                >
                  <span className="group-icon">
                    <FilterIcon name={filter.icon} />
                  </span>
                  <span className="group-name">{filter.name}</span>
                </button>
                <span className="group-actions">
                  {index > 0 ? (
                    <button
                      type="button"
                      className="icon-button small turn-up"
                      aria-label={text.moveUp(filter.name)}
                      title={text.moveUp(filter.name)}
                      onClick={() => void move(filters, index, -1)}
                    >
                      <ChevronIcon size={14} />
                    </button>
                  ) : null}
                  {index < filters.length - 1 ? (
                    <button
                      type="button"
                      className="icon-button small"
                      aria-label={text.moveDown(filter.name)}
                      title={text.moveDown(filter.name)}
                      onClick={() => void move(filters, index, 1)}
                    >
                      <ChevronIcon size={14} open />
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="icon-button small"
                    aria-label={text.editFilter(filter.name)}
                    title={text.editFilter(filter.name)}
                    onClick={() => setEditing(filter)}
                  >
                    <PencilIcon size={14} />
                  </button>
                  <button
                    type="button"
                    className="icon-button small danger"
                    aria-label={text.deleteFilter(filter.name)}
                    title={text.deleteFilter(filter.name)}
                    onClick={() => setConfirming(filter)}
                  >
                    <CrossIcon size={14} />
                  </button>
                </span>
              </li>
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
      <Suspense fallback={null}>
        <LabelEntries selectedId={selectedId} onSelect={onSelect} />
      </Suspense>
    </>
  );
}
