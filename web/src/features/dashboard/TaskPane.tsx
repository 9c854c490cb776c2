/** The main pane: the selected group's name, its tasks (skeletons while loading, empty states) and the bottom bar. */
import { type BuiltInViewId, builtInViews } from '@shared/limits';
import { labels, ui } from '@shared/messages';
import type { Todo } from '@shared/types';
import type { EntryKind } from '@shared/views';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useAssignmentStatus, useTeammates } from '../../api/hooks';
import { useCurrentUser } from '../../auth/AuthProvider';
import { MenuIcon } from '../../components/icons';
import { useTaskActions } from './actions';
import { BottomBar } from './BottomBar';
import { todoHighlight } from './highlight';
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

/** Rows drawn at once when a list opens: more than a screenful; the rest follow without blocking. */
const firstRows = 30;

/**
 * The list to draw: on opening a long list, its first screenful at once and the whole list in a
 * transition right after, so a view switch paints at once and the rest never blocks input; after
 * that, the whole list (an optimistic change shows at once).
 */
function useProgressiveList(todos: Todo[] | undefined): Todo[] | undefined {
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    if (!complete && todos && todos.length > firstRows) startTransition(() => setComplete(true));
  }, [complete, todos]);
  return todos && !complete && todos.length > firstRows ? todos.slice(0, firstRows) : todos;
}

export function TaskPane(props: TaskPaneProps) {
  const { groupId, groupName, kind } = props;
  const user = useCurrentUser();
  const todos = useProgressiveList(props.todos);
  const { data: teammates } = useTeammates();
  const { data: status } = useAssignmentStatus(kind === 'assigned-by-me' ? props.todos : undefined);
  const actions = useTaskActions(groupId, kind, user._id);
  const [editingId, setEditingId] = useState<string | null>(null);
  const stopEdit = useCallback(() => setEditingId(null), []);

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
      <div className="task-scroll">
        {!todos ? (
          <Skeletons />
        ) : todos.length === 0 ? (
          <div className="empty-state" data-testid="empty-state">
            <h2>{ui.emptyTitle}</h2>
            <p>{emptyHints[kind]}</p>
          </div>
        ) : (
          <ul className="task-list" aria-label={labels.tasks}>
            {todos.map((todo: Todo) => (
              <TaskRow
                key={todo._id}
                todo={todo}
                kind={kind}
                editing={editingId === todo._id}
                pulsing={props.pulseId === todoHighlight(todo._id)}
                teammates={teammates}
                status={status}
                onStartEdit={() => setEditingId(todo._id)}
                onStopEdit={stopEdit}
                onToggle={(t) => void actions.toggle(t)}
                onEdit={(t, d) => void actions.edit(t, d)}
                onDelete={(t) => void actions.remove(t)}
                onRemoveAssignee={(t, i) => void actions.removeAssignee(t, i)}
              />
            ))}
          </ul>
        )}
      </div>
      {kind !== 'assigned-to-me' ? (
        <BottomBar kind={kind} teammates={teammates} onCreate={actions.create} />
      ) : null}
    </main>
  );
}
