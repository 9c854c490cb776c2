/** The main pane: the selected group's name, its tasks (skeletons while loading, empty states) and the bottom bar. */
import { type BuiltInViewId, builtInViews } from '@shared/limits';
import { failures, labels, ui } from '@shared/messages';
import type { EntryKind, EntryList } from '@shared/views';
import { useCallback, useState } from 'react';
import { errorText } from '../../api/client';
import { MenuIcon } from '../../components/icons';
import { todoHighlight } from '../../lib/highlight';
import { useCurrentUser } from '../../session/AuthProvider';
import { useTeammates } from '../../session/team';
import { AssignmentRows } from './AssignmentRows';
import { useAssignmentActions } from './api/assignment-actions';
import { useTaskActions } from './api/task-actions';
import type { NewTask } from './api/task-changes';
import { BottomBar } from './BottomBar';
import { RowList } from './RowList';
import { TaskRow } from './TaskRow';

interface TaskPaneProps {
  groupId: string;
  /** The entry's list, computed from the groups (shared/views.ts); undefined while they load. */
  list: EntryList | undefined;
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

const isEmpty = (list: EntryList) => (list.kind === 'rows' ? list.rows : list.tasks).length === 0;

export function TaskPane(props: TaskPaneProps) {
  const { groupId, groupName, kind, list, pulseId } = props;
  const user = useCurrentUser();
  const { data: teammates, error: teammatesError } = useTeammates();
  const taskActions = useTaskActions(groupId, user._id);
  const assignmentActions = useAssignmentActions(groupId, user._id);
  const { create } = taskActions;
  const { assign } = assignmentActions;
  // From "Assigned by you" a new task is an assignment to the chosen teammates.
  const onCreate = useCallback(
    (task: NewTask, partners: string[] | null) => (partners ? assign(task, partners) : create(task)),
    [assign, create],
  );
  // One row is edited at a time, in either kind of list.
  const [editingId, setEditingId] = useState<string | null>(null);
  const startEdit = useCallback((item: { _id: string }) => setEditingId(item._id), []);
  const stopEdit = useCallback(() => setEditingId(null), []);
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
        {!list ? (
          <Skeletons />
        ) : isEmpty(list) ? (
          <div className="empty-state" data-testid="empty-state">
            <h2>{ui.emptyTitle}</h2>
            <p>{emptyHints[kind]}</p>
          </div>
        ) : list.kind === 'rows' ? (
          <AssignmentRows
            rows={list.rows}
            teammates={teammates}
            actions={assignmentActions}
            scroller={scroller}
            editingId={editingId}
            pulseId={pulseId}
            onStartEdit={startEdit}
            onStopEdit={stopEdit}
          />
        ) : (
          <RowList
            items={list.tasks}
            scroller={scroller}
            editingId={editingId}
            pulseId={pulseId}
            renderRow={(task, place) => (
              <TaskRow
                key={task._id}
                place={place}
                task={task}
                kind={kind}
                editing={editingId === task._id}
                pulsing={pulseId === todoHighlight(task._id)}
                onStartEdit={startEdit}
                onStopEdit={stopEdit}
                onToggle={taskActions.toggle}
                onEdit={taskActions.edit}
                onDelete={taskActions.remove}
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
          onCreate={onCreate}
        />
      ) : null}
    </main>
  );
}
