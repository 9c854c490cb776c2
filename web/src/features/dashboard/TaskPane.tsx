/** The main pane: the selected group's name, its tasks (skeletons while loading, empty states) and the bottom bar. */
import { type BuiltInViewId, builtInViews } from '@shared/limits';
import { failures, labels, ui } from '@shared/messages';
import type { Todo } from '@shared/types';
import type { EntryKind } from '@shared/views';
import { useCallback, useState } from 'react';
import { errorText } from '../../api/client';
import { MenuIcon } from '../../components/icons';
import { WindowedList } from '../../components/WindowedList';
import { todoHighlight } from '../../lib/highlight';
import { useCurrentUser } from '../../session/AuthProvider';
import { useTeammates } from '../../session/team';
import { useAssignmentStatus } from './api/assignment-status';
import { useTaskActions } from './api/task-actions';
import { BottomBar } from './BottomBar';
import { TaskRow } from './TaskRow';

interface TaskPaneProps {
  groupId: string;
  /** The entry's tasks, computed from the groups (shared/views.ts); undefined while they load. */
  todos: Todo[] | undefined;
  groupName: string;
  kind: EntryKind;
  pulseId: string | null;
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

function Skeletons() {
  return (
    <ul className="task-list" aria-busy="true" aria-label={labels.tasks} data-testid="task-skeletons">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="task-row skeleton" aria-hidden="true">
          <span className="skeleton-box check" />
          <span className="skeleton-box line" style={{ width: `${70 - i * 12}%` }} />
        </li>
      ))}
    </ul>
  );
}

/** The empty state's hint of each kind of entry (SPEC.md section 2). */
const emptyHints: Record<EntryKind, string> = {
  ...(Object.fromEntries(builtInViews.map((view) => [view.id, ui.emptyHints[view.index]])) as Record<
    BuiltInViewId,
    string
  >),
  'user-group': ui.emptyHintUserGroup,
};

/** A row's height before it is measured: one line of text and one of details (due, '(from ...)'). */
const estimatedRowHeight = 63;
/** Pixels between rows. */
const rowGap = 6;

/** Adds or removes `id` (a new set, for React state). */
const toggled = (ids: ReadonlySet<string>, id: string): Set<string> => {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
};

/** A row's key in the list: its element id, the form the highlight names it in. */
const rowId = (todo: Todo) => todoHighlight(todo._id);

export function TaskPane(props: TaskPaneProps) {
  const { groupId, groupName, kind, todos } = props;
  const user = useCurrentUser();
  const { data: teammates, error: teammatesError } = useTeammates();
  // Only "Assigned by you" rows show teammates and statuses: other rows need not redraw when they load.
  const assignedRows = kind === 'assigned-by-me';
  const { data: status } = useAssignmentStatus(assignedRows ? todos : undefined);
  const actions = useTaskActions(groupId, kind, user._id);
  const [editingId, setEditingId] = useState<string | null>(null);
  const startEdit = useCallback((todo: Todo) => setEditingId(todo._id), []);
  const stopEdit = useCallback(() => setEditingId(null), []);
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggleExpanded = useCallback((todo: Todo) => setExpandedIds((ids) => toggled(ids, todo._id)), []);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);

  return (
    <main className="task-pane" aria-labelledby="task-pane-title">
      <div className="pane-header">
        <button
          type="button"
          className="icon-button"
          aria-label={props.sidebarOpen ? labels.hideSidebar : labels.showSidebar}
          title={props.sidebarOpen ? labels.hideSidebar : labels.showSidebar}
          aria-expanded={props.sidebarOpen}
          aria-controls={props.sidebarId}
          onClick={props.onToggleSidebar}
        >
          <MenuIcon />
        </button>
        <h1 id="task-pane-title" className="pane-title">
          {groupName}
        </h1>
      </div>
      <div className="task-scroll" ref={setScroller}>
        {!todos ? (
          <Skeletons />
        ) : todos.length === 0 ? (
          <div className="empty-state" data-testid="empty-state">
            <h2>{ui.emptyTitle}</h2>
            <p>{emptyHints[kind]}</p>
          </div>
        ) : (
          <WindowedList
            className="task-list windowed"
            aria-label={labels.tasks}
            items={todos}
            itemKey={rowId}
            scroller={scroller}
            estimatedHeight={estimatedRowHeight}
            gap={rowGap}
            keep={editingId ? [todoHighlight(editingId)] : undefined}
            reveal={props.pulseId}
            renderItem={(todo, place) => (
              <TaskRow
                key={todo._id}
                place={place}
                todo={todo}
                kind={kind}
                editing={editingId === todo._id}
                pulsing={props.pulseId === todoHighlight(todo._id)}
                expanded={expandedIds.has(todo._id)}
                teammates={assignedRows ? teammates : undefined}
                status={status}
                onStartEdit={startEdit}
                onStopEdit={stopEdit}
                onToggleExpanded={toggleExpanded}
                onToggle={actions.toggle}
                onEdit={actions.edit}
                onDelete={actions.remove}
                onRemoveAssignee={actions.removeAssignee}
              />
            )}
          />
        )}
      </div>
      {kind !== 'assigned-to-me' ? (
        <BottomBar
          kind={kind}
          teammates={teammates}
          teammatesError={teammatesError ? errorText(teammatesError, failures.getTeammates) : null}
          onCreate={actions.create}
        />
      ) : null}
    </main>
  );
}
