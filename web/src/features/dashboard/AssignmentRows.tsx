/**
 * "Assigned by you": one row per assignment, with its assignees' names and completion. The status
 * of every copy is read in one request; which rows are open is kept here, for rows scrolled away
 * are not drawn.
 */
import { failures } from '@shared/messages/screens';
import type { PublicUser } from '@shared/types';
import type { AssignmentRow } from '@shared/views';
import { useCallback, useState } from 'react';
import { errorText } from '../../api/client';
import { todoHighlight } from '../../lib/highlight';
import { useAssignmentStatus } from '../../tasks/api/assignment-status';
import { RowList } from '../../tasks/RowList';
import { AssignmentRowItem } from './AssignmentRowItem';
import type { useAssignmentActions } from './api/assignment-actions';

interface AssignmentRowsProps {
  rows: AssignmentRow[];
  teammates: PublicUser[] | undefined;
  actions: ReturnType<typeof useAssignmentActions>;
  scroller: HTMLElement | null;
  editingId: string | null;
  /** The text an edit offered back opens with (the edited row's). */
  draft: string | null;
  pulseId: string | null;
  /** Saves a row's new description; an unsaved one opens again with its text (TaskPane). */
  onEdit: (row: AssignmentRow, description: string) => void;
  onStartEdit: (row: AssignmentRow) => void;
  onStopEdit: () => void;
  /** Opens the details panel of a row. */
  onOpen: (row: AssignmentRow) => void;
}

/** Adds or removes `id` (a new set, for React state). */
const toggled = (ids: ReadonlySet<string>, id: string): Set<string> => {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
};

export function AssignmentRows({ rows, teammates, actions, ...list }: AssignmentRowsProps) {
  const { data: status, error } = useAssignmentStatus(rows);
  const statusError = error ? errorText(error, failures.getAssignmentsStatus) : null;
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggleExpanded = useCallback(
    (row: AssignmentRow) => setExpandedIds((ids) => toggled(ids, row._id)),
    [],
  );

  return (
    <RowList
      items={rows}
      scroller={list.scroller}
      editingId={list.editingId}
      pulseId={list.pulseId}
      renderRow={(row, place) => (
        <AssignmentRowItem
          key={row._id}
          place={place}
          row={row}
          editing={list.editingId === row._id}
          draft={list.editingId === row._id ? list.draft : null}
          pulsing={list.pulseId === todoHighlight(row._id)}
          expanded={expandedIds.has(row._id)}
          teammates={teammates}
          status={status}
          statusError={statusError}
          onStartEdit={list.onStartEdit}
          onStopEdit={list.onStopEdit}
          onToggleExpanded={toggleExpanded}
          onEdit={list.onEdit}
          onRemoveAssignee={actions.removeAssignee}
          onDelete={actions.deleteForEveryone}
          onOpen={list.onOpen}
        />
      )}
    />
  );
}
