/** The main pane: the selected group's name, its tasks (skeletons while loading, empty states) and the bottom bar. */
import { type BuiltInViewId, builtInViews, limits } from '@shared/limits';
import { everydayTexts, failures, labels, ui } from '@shared/messages/screens';
import type { Task } from '@shared/types';
import {
  type AssignmentRow,
  type EntryKind,
  type EntryList,
  type ListedTask,
  upcomingView,
  upForGrabsView,
} from '@shared/views';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { readFailureText } from '../../api/client';
import { firstId } from '../../api/outbox/state';
import { SidebarToggle } from '../../components/BoardFrame';
import { showUndoToast } from '../../components/undoToast';
import type { ItemPlace } from '../../components/WindowedList';
import { ymdOf } from '../../lib/dates';
import { todoHighlight } from '../../lib/highlight';
import { useStoredChoice } from '../../lib/useStoredChoice';
import { useCurrentUser } from '../../session/AuthProvider';
import { useTeammates } from '../../session/team';
import type { NewTask } from '../../tasks/api/new-task';
import { useTaskActions } from '../../tasks/api/task-actions';
import { RowList, rowKey } from '../../tasks/RowList';
import { TaskRow } from '../../tasks/TaskRow';
import { useAssignmentActions } from './api/assignment-actions';
import { BottomBar } from './BottomBar';
import { CompletedSection } from './on-request';
import { sortChoices, sortKey, useSortParts } from './sort';

interface TaskPaneProps {
  groupId: string;
  /** The entry's list, computed from the groups (shared/views.ts); undefined while they load. */
  list: EntryList | undefined;
  groupName: string;
  /** A list shared with the user as a viewer: no bottom bar to add to it. */
  viewOnly: boolean;
  kind: EntryKind;
  pulseId: string | null;
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** A task was created from the bottom bar: scroll it into view and pulse it, like a highlight. */
  onCreated: (taskId: string) => void;
  /** Opens a task's or an assignment row's details panel. */
  onOpen: (task: Task) => void;
}

/**
 * "Assigned by you"'s rows load when that view is first opened: the first screen (Today) does not
 * draw them, and the first download stays within its budget.
 */
const AssignmentRows = lazy(() => import('./AssignmentRows').then((m) => ({ default: m.AssignmentRows })));

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

/** The empty state's hint of each kind of entry (SPEC.md section 2); Upcoming's comes with its sections. */
const emptyHints: Record<Exclude<EntryKind, typeof upcomingView>, string> = {
  ...(Object.fromEntries(builtInViews.map((view) => [view.id, ui.emptyHints[view.index]])) as Record<
    BuiltInViewId,
    string
  >),
  'user-group': ui.emptyHintUserGroup,
  [upForGrabsView]: ui.emptyHintUpForGrabs,
  'saved-filter': ui.emptyHintSavedFilter,
};

const isEmpty = (list: EntryList) => (list.kind === 'rows' ? list.rows : list.tasks).length === 0;

/** The element id of the list the skip link jumps to. */
export const taskListId = 'tasks';

export function TaskPane(props: TaskPaneProps) {
  const { groupName, kind, list, pulseId } = props;
  const upcoming = kind === upcomingView;
  // Upcoming is no group: a task added there goes where Planned's do, due today.
  const groupId = upcoming ? 'planned' : props.groupId;
  const user = useCurrentUser();
  const { data: teammates, error: teammatesError } = useTeammates();
  const taskActions = useTaskActions(groupId, user);
  const assignmentActions = useAssignmentActions(groupId);
  const { create } = taskActions;
  const { assign } = assignmentActions;
  const { onCreated } = props;
  // From "Assigned by you" a new task is an assignment to the chosen teammates.
  const onCreate = useCallback(
    async (task: NewTask, partners: string[] | null) => {
      if (partners) return (await assign(task, partners)) !== null;
      const saved = await create(task);
      if (saved) onCreated(saved);
      return saved !== null;
    },
    [assign, create, onCreated],
  );
  // One row is edited at a time, in either kind of list; `draft` is an edit offered back.
  const [editing, setEditing] = useState<{ id: string; draft: string | null } | null>(null);
  const editingId = editing?.id ?? null;
  // By first id: an edit of a task made offline stays open when the server's id replaces its own.
  const isEditing = (task: Task) => editingId !== null && firstId(editingId) === firstId(task._id);
  const startEdit = useCallback((item: { _id: string }) => setEditing({ id: item._id, draft: null }), []);
  const stopEdit = useCallback(() => setEditing(null), []);
  // SPEC.md: a click outside cancels an edit. The text is offered back rather than lost.
  const discard = useCallback(
    (task: Task, text: string) =>
      showUndoToast(
        everydayTexts.editDiscarded,
        () => setEditing({ id: task._id, draft: text }),
        limits.toastDurationMs,
      ),
    [],
  );
  // Nothing typed is lost: an edit the server did not save opens again with its text,
  // unless another row is being edited by then.
  const { edit: saveEdit } = taskActions;
  const editTask = useCallback(
    async (task: Task, text: string) => {
      if (!(await saveEdit(task, text))) setEditing((now) => now ?? { id: task._id, draft: text });
    },
    [saveEdit],
  );
  const { edit: saveAssignmentEdit } = assignmentActions;
  const editAssignment = useCallback(
    async (row: AssignmentRow, text: string) => {
      if (!(await saveAssignmentEdit(row, text))) setEditing((now) => now ?? { id: row._id, draft: text });
    },
    [saveAssignmentEdit],
  );
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // `x` on a row completes or reopens it, and the selection stays on it in its new list.
  const [follow, setFollow] = useState<{ key: string } | null>(null);
  const { toggle } = taskActions;
  const toggleTask = useCallback(
    (task: Task, byKey?: boolean) => {
      if (byKey) setFollow({ key: rowKey(task) });
      void toggle(task);
    },
    [toggle],
  );

  const taskRow = (task: ListedTask, place: ItemPlace) => (
    <TaskRow
      key={firstId(task._id)}
      place={place}
      task={task}
      kind={kind}
      editing={isEditing(task)}
      draft={isEditing(task) ? (editing?.draft ?? null) : null}
      pulsing={pulseId === todoHighlight(task._id)}
      onStartEdit={startEdit}
      onStopEdit={stopEdit}
      onToggle={toggleTask}
      onStar={taskActions.star}
      onPriority={taskActions.setPriority}
      onOpen={props.onOpen}
      onEdit={editTask}
      onDelete={taskActions.remove}
      onDiscard={discard}
    />
  );
  const rowList = (tasks: readonly ListedTask[], label: string, rowsAbove = 0) => (
    <RowList
      items={tasks}
      label={label}
      rowsAbove={rowsAbove}
      scroller={scroller}
      editingId={editingId}
      pulseId={pulseId}
      renderRow={taskRow}
      follow={follow}
    />
  );
  // Completed tasks go in their own section after the open ones; each part in the list's sort
  // order (SPEC.md's unless the user chose another for this list on this device).
  const [sort, setSort] = useStoredChoice(sortKey(user._id, props.groupId), sortChoices, 'default');
  const order = useSortParts();
  const sorted = useCallback(
    <T extends Task>(items: T[]): T[] => (order && sort !== 'default' ? order.sortedBy(items, sort) : items),
    [order, sort],
  );
  const tasks = list?.kind === 'tasks' ? list.tasks : [];
  const openTasks = useMemo(() => sorted(tasks.filter((t) => !t.completed)), [tasks, sorted]);
  const doneTasks = useMemo(() => sorted(tasks.filter((t) => t.completed)), [tasks, sorted]);
  const rows = useMemo(() => (list?.kind === 'rows' ? sorted(list.rows) : []), [list, sorted]);
  // Planned by due date: the open tasks under Overdue, Today, Tomorrow, This week and Later;
  // Upcoming always by due date, under Overdue, Today, Tomorrow, each of the next days and Later.
  const sections = useMemo(
    () => order?.paneSections(kind, sort, openTasks, ymdOf()) ?? null,
    [order, kind, sort, openTasks],
  );
  // A chosen order still loading: skeletons, not a list that reorders a moment later.
  const ordering = (upcoming || sort !== 'default') && !order;
  const openList = () => {
    if (!sections) return rowList(openTasks, labels.tasks);
    let above = 0;
    return sections.map(({ section, name, tasks: part }) => {
      const rowsAbove = above;
      above += part.length;
      return (
        <section key={section} className="planned-section">
          <h2 className="planned-heading">{name}</h2>
          {rowList(part, name, rowsAbove)}
        </section>
      );
    });
  };

  return (
    <main className="task-pane" aria-labelledby="task-pane-title">
      <div className="pane-header">
        <SidebarToggle
          open={props.sidebarOpen}
          sidebarId={props.sidebarId}
          onToggle={props.onToggleSidebar}
        />
        <h1 id="task-pane-title" className="pane-title">
          {groupName}
        </h1>
        {order && !upcoming ? <order.SortPicker value={sort} onChange={setSort} /> : null}
      </div>
      <div className="task-scroll" ref={setScroller} id={taskListId} tabIndex={-1}>
        {!list || ordering ? (
          <Skeletons />
        ) : isEmpty(list) ? (
          <div className="empty-state" data-testid="empty-state">
            <h2>{ui.emptyTitle}</h2>
            <p>{kind === upcomingView ? order?.sortTexts.upcomingEmpty : emptyHints[kind]}</p>
          </div>
        ) : list.kind === 'rows' ? (
          <Suspense fallback={<Skeletons />}>
            <AssignmentRows
              rows={rows}
              teammates={teammates}
              actions={assignmentActions}
              onEdit={editAssignment}
              scroller={scroller}
              editingId={editingId}
              draft={editing?.draft ?? null}
              pulseId={pulseId}
              onStartEdit={startEdit}
              onStopEdit={stopEdit}
              onOpen={props.onOpen}
            />
          </Suspense>
        ) : (
          <>
            {openList()}
            {doneTasks.length > 0 ? (
              <Suspense fallback={null}>
                <CompletedSection entryId={groupId} count={doneTasks.length}>
                  {rowList(doneTasks, everydayTexts.completedTasks, openTasks.length)}
                </CompletedSection>
              </Suspense>
            ) : null}
          </>
        )}
      </div>
      {kind !== 'assigned-to-me' && kind !== upForGrabsView && kind !== 'saved-filter' && !props.viewOnly ? (
        <BottomBar
          listId={taskListId}
          kind={upcoming ? 'planned' : kind}
          teammates={teammates}
          teammatesError={readFailureText(teammatesError, teammates, failures.getTeammates)}
          onCreate={onCreate}
          home={groupId}
        />
      ) : null}
    </main>
  );
}
