/**
 * One "Assigned by you" row (SPEC.md section 2): description, 'Due {date}', '→ Assigned to N
 * user(s)' with the expander of assignees and their status, the pencil and 'Delete for everyone'
 * on hover (no checkbox); each assignee can also be removed alone. Both removals wait out an undo
 * window. A click on the row opens or closes the expander. It is struck through once every assignee has completed
 * their copy.
 */
import { labels, ui } from '@shared/messages/screens';
import type { AssignmentStatus, PublicUser } from '@shared/types';
import type { AssignmentRow } from '@shared/views';
import { memo, useId } from 'react';
import { ChevronIcon } from '../../components/icons';
import type { ItemPlace } from '../../components/WindowedList';
import { isTempId } from '../../tasks/format';
import { RowActions, RowFrame, TaskFlags, TaskText } from '../../tasks/RowParts';
import { AssigneeList } from './AssigneeList';

interface AssignmentRowItemProps {
  row: AssignmentRow;
  editing: boolean;
  /** The text an edit offered back opens with. */
  draft: string | null;
  pulsing: boolean;
  /** Whether the assignee list is open (kept by the list: a row scrolled away is not drawn). */
  expanded: boolean;
  place: ItemPlace;
  teammates: PublicUser[] | undefined;
  status: AssignmentStatus | undefined;
  /** The failure text of the status read, while no status could be read. */
  statusError: string | null;
  onStartEdit: (row: AssignmentRow) => void;
  onStopEdit: () => void;
  onToggleExpanded: (row: AssignmentRow) => void;
  onEdit: (row: AssignmentRow, description: string) => void;
  onRemoveAssignee: (row: AssignmentRow, index: number) => void;
  /** Delete for everyone (the cross, and the Delete key). */
  onDelete: (row: AssignmentRow) => void;
  onOpen: (row: AssignmentRow) => void;
}

/** Memoized as TaskRow is: it redraws when its own row, state, place, teammates or statuses change. */
export const AssignmentRowItem = memo(function AssignmentRowItem(props: AssignmentRowItemProps) {
  const { row, editing, expanded, status } = props;
  const assigneesId = useId();
  const pending = isTempId(row._id);
  const done = row.originalIds.length > 0 && row.originalIds.every((id) => status?.[id] === true);

  return (
    <RowFrame
      task={row}
      place={props.place}
      done={done}
      pulsing={props.pulsing}
      pending={pending}
      onActivate={editing || pending ? undefined : () => props.onToggleExpanded(row)}
      onAction={(action) => {
        // A row made offline is edited, opened and deleted like a saved one (its changes wait behind
        // its send in the outbox); its assignees' statuses exist only once it is saved.
        if (editing || (pending && action === 'toggle')) return false;
        if (action === 'toggle') props.onToggleExpanded(row);
        else if (action === 'edit') props.onStartEdit(row);
        else if (action === 'open') props.onOpen(row);
        else if (action === 'delete') props.onDelete(row);
        else return false;
        return true;
      }}
    >
      <div className="task-main">
        <TaskText
          description={row.description}
          draft={props.draft}
          editing={editing}
          onSave={(description) => props.onEdit(row, description)}
          onStopEdit={props.onStopEdit}
        />
        <div className="task-meta">
          <TaskFlags task={row} />
          <button
            type="button"
            className="link-button task-assigned"
            aria-expanded={expanded}
            aria-controls={assigneesId}
            disabled={pending}
            onClick={() => props.onToggleExpanded(row)}
          >
            {ui.assignedTo(row.assignedTo.length)}
            <ChevronIcon size={14} open={expanded} />
          </button>
        </div>
        <div id={assigneesId} className="assignees" hidden={!expanded}>
          {expanded ? (
            <AssigneeList
              row={row}
              teammates={props.teammates}
              status={status}
              statusError={props.statusError}
              onRemove={(index) => props.onRemoveAssignee(row, index)}
            />
          ) : null}
        </div>
      </div>
      {!editing ? (
        <RowActions
          description={row.description}
          onEdit={() => props.onStartEdit(row)}
          onDelete={() => props.onDelete(row)}
          deleteLabel={labels.deleteForEveryone(row.description)}
          onOpen={() => props.onOpen(row)}
        />
      ) : null}
    </RowFrame>
  );
});
