/**
 * One task row (SPEC.md section 2): checkbox (not in "Assigned by you"), description, 'Due {date}',
 * the pencil and cross on hover; '(from {group})' in the merged views Today, Important and Planned;
 * 'Assigned by {username}' read-only in "Assigned to you"; '→ Assigned to N user(s)' with the
 * assignee expander in "Assigned by you".
 */
import { labels, ui } from '@shared/messages';
import type { AssignmentStatus, PublicUser, Todo } from '@shared/types';
import { type EntryKind, isMergedView } from '@shared/views';
import { type MouseEvent, memo, useId } from 'react';
import { ChevronIcon, CrossIcon, PencilIcon, StarIcon } from '../../components/icons';
import type { ItemPlace } from '../../components/WindowedList';
import { todoHighlight } from '../../lib/highlight';
import { AssigneeList } from './AssigneeList';
import { formatDue, isTempId } from './format';
import { InlineEdit } from './InlineEdit';

interface TaskRowProps {
  todo: Todo;
  kind: EntryKind;
  editing: boolean;
  pulsing: boolean;
  /** "Assigned by you": whether the assignee list is open (kept by the pane: a row scrolled away is not drawn). */
  expanded: boolean;
  /** The row's place in the windowed list (its measuring ref, key, place in the list and position). */
  place: ItemPlace;
  teammates: PublicUser[] | undefined;
  status: AssignmentStatus | undefined;
  onStartEdit: (todo: Todo) => void;
  onStopEdit: () => void;
  onToggleExpanded: (todo: Todo) => void;
  onToggle: (todo: Todo) => void;
  onEdit: (todo: Todo, description: string) => void;
  onDelete: (todo: Todo) => void;
  onRemoveAssignee: (todo: Todo, index: number) => void;
}

/**
 * Memoized: the pane passes stable callbacks and the list stable places, so a row redraws only when
 * its own task, state or place changes (not when another row's does, or when teammates load).
 */
export const TaskRow = memo(function TaskRow(props: TaskRowProps) {
  const { todo, kind, editing, pulsing, expanded } = props;
  const assigneesId = useId();
  const pending = isTempId(todo._id);
  const isAssignedRow = kind === 'assigned-by-me';
  // A copy someone assigned to the user may be toggled, never edited or deleted (also in the merged views).
  const readOnly = kind === 'assigned-to-me' || (todo.assigned && !isAssignedRow);
  const count = todo.assignedTo?.length ?? 0;
  // An assignment row is struck through once every assignee has completed their copy.
  const done = isAssignedRow
    ? count > 0 && (todo.originalIds ?? []).every((id) => props.status?.[id] === true)
    : todo.completed;

  // A click on the row (not on one of its controls) toggles completion, or the expander in "Assigned by you".
  const onRowClick = (event: MouseEvent<HTMLLIElement>) => {
    if (editing || pending) return;
    if ((event.target as HTMLElement).closest('button, input, a, form, .assignees')) return;
    if (isAssignedRow) props.onToggleExpanded(todo);
    else props.onToggle(todo);
  };

  const className = ['task-row', done ? 'completed' : '', pulsing ? 'pulse' : '', pending ? 'pending' : '']
    .filter(Boolean)
    .join(' ');

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the row click is a mouse shortcut for the checkbox or expander button, which are keyboard reachable.
    <li
      {...props.place}
      id={todoHighlight(todo._id)}
      className={className}
      onClick={onRowClick}
      data-testid="task-row"
    >
      {!isAssignedRow ? (
        <input
          type="checkbox"
          className="task-check"
          checked={todo.completed}
          disabled={pending}
          aria-label={todo.description}
          onChange={() => props.onToggle(todo)}
        />
      ) : null}
      <div className="task-main">
        {editing ? (
          <InlineEdit
            field="task"
            initial={todo.description}
            onSave={(description) => props.onEdit(todo, description)}
            onDone={props.onStopEdit}
          />
        ) : (
          <span className="task-text">{todo.description}</span>
        )}
        <div className="task-meta">
          {todo.important ? (
            <span className="task-important" title={labels.important}>
              <StarIcon size={14} filled />
              <span className="visually-hidden">{labels.important}</span>
            </span>
          ) : null}
          {todo.due ? <span className="task-due">{ui.dueLabel(formatDue(todo.due))}</span> : null}
          {isMergedView(kind) && todo.groupName ? (
            <span className="task-from">{ui.fromGroup(todo.groupName)}</span>
          ) : null}
          {kind === 'assigned-to-me' ? (
            <span className="task-by">{ui.assignedBy(todo.username ?? ui.unknownUser)}</span>
          ) : null}
          {isAssignedRow ? (
            <button
              type="button"
              className="link-button task-assigned"
              aria-expanded={expanded}
              aria-controls={assigneesId}
              disabled={pending}
              onClick={() => props.onToggleExpanded(todo)}
            >
              {ui.assignedTo(count)}
              <ChevronIcon size={14} open={expanded} />
            </button>
          ) : null}
        </div>
        {isAssignedRow ? (
          <div id={assigneesId} className="assignees" hidden={!expanded}>
            {expanded ? (
              <AssigneeList
                row={todo}
                teammates={props.teammates}
                status={props.status}
                onRemove={(index) => props.onRemoveAssignee(todo, index)}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      {!readOnly && !editing && !pending ? (
        <div className="task-actions">
          <button
            type="button"
            className="icon-button small"
            aria-label={labels.editTask(todo.description)}
            title={labels.editTask(todo.description)}
            onClick={() => props.onStartEdit(todo)}
          >
            <PencilIcon size={16} />
          </button>
          {/* Tasks are not deleted from the assigned view (SPEC.md section 5): assignees are removed one by one. */}
          {!isAssignedRow ? (
            <button
              type="button"
              className="icon-button small danger"
              aria-label={labels.deleteTask(todo.description)}
              title={labels.deleteTask(todo.description)}
              onClick={() => props.onDelete(todo)}
            >
              <CrossIcon size={16} />
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});
