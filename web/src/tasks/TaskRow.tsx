/**
 * One task row (SPEC.md section 2): checkbox, description, 'Due {date}', the pencil and cross on
 * hover; '(from {group})' in the merged views Today, Important and Planned; 'Assigned by {username}'
 * read-only in "Assigned to you"; in a shared list, who completed or added it ('✓ by {username}'), and
 * read-only for a viewer. A click on the row toggles completion. ("Assigned by you" lists
 * assignment rows instead: AssignmentRowItem.tsx.)
 */
import { ui } from '@shared/messages/screens';
import type { Priority } from '@shared/priority';
import { hasTeamState } from '@shared/team-task-fields';
import type { Task } from '@shared/types';
import { type EntryKind, isMergedView, type ListedTask, upcomingView, upForGrabsView } from '@shared/views';
import { memo, Suspense } from 'react';
import type { ItemPlace } from '../components/WindowedList';
import type { RowAction } from '../lib/shortcuts';
import { useCurrentUser } from '../session/AuthProvider';
import { ownPartOf } from './api/task-actions';
import { focusOnOpen } from './details-focus';
import { RollCall } from './on-request';
import { RowActions, RowFrame, TaskFlags, TaskText } from './RowParts';

/** In a shared list: who completed the task, or who added it, when it was someone else. */
function SharedBy({ task, me }: { task: Task; me: string }) {
  const by = task.completed ? task.completedBy : task.createdBy;
  if (!by || by._id === me) return null;
  return (
    <span className="task-by">{task.completed ? ui.completedBy(by.username) : ui.addedBy(by.username)}</span>
  );
}

interface TaskRowProps {
  task: ListedTask;
  kind: EntryKind;
  editing: boolean;
  /** The text an edit offered back opens with. */
  draft: string | null;
  pulsing: boolean;
  place: ItemPlace;
  onStartEdit: (task: Task) => void;
  onStopEdit: () => void;
  /** `byKey`: toggled from the keyboard on the row, whose focus then follows it (TaskPane.tsx). */
  onToggle: (task: Task, byKey?: boolean) => void;
  onEdit: (task: Task, description: string) => void;
  onDelete: (task: Task) => void;
  onDiscard: (task: Task, text: string) => void;
  /** The 's' shortcut, and the details panel (the Details button and Enter). */
  onStar?: (task: Task) => void;
  /** The '1' to '4' shortcuts: the task's priority (docs/api.md#priority). */
  onPriority?: (task: Task, priority: Priority) => void;
  onOpen?: (task: Task) => void;
}

/**
 * Memoized: the pane passes stable callbacks and the list stable places, so a row redraws only when
 * its own task, state or place changes (not when another row's does).
 */
export const TaskRow = memo(function TaskRow(props: TaskRowProps) {
  const { task, kind, editing } = props;
  const me = useCurrentUser()._id;
  // A copy someone assigned to the user may be toggled, never edited or deleted (also in the merged
  // views); a list shared with the user as a viewer is read only, its completion too.
  const readOnly = kind === 'assigned-to-me' || task.assigned || task.viewOnly === true;
  // A viewer completes their own part of a team task, and nothing else (docs/api.md#team-tasks).
  const ownPart = ownPartOf(task, me);
  const toggle = task.viewOnly && !ownPart ? undefined : props.onToggle;
  const { onStar, onPriority, onOpen } = props;
  // A task not saved yet (a temporary id) takes every action: its changes wait in the outbox
  // behind its create (api/outbox/), and reach the server with the id the create is given.
  const act: Partial<Record<RowAction, ((key: string) => void) | undefined>> = {
    toggle: toggle ? () => toggle(task, true) : undefined,
    edit: readOnly || editing ? undefined : () => props.onStartEdit(task),
    delete: readOnly ? undefined : () => props.onDelete(task),
    star: readOnly || !onStar ? undefined : () => onStar(task),
    // The key pressed, 1 to 4, is the priority.
    priority: readOnly || !onPriority ? undefined : (key) => onPriority(task, Number(key) as Priority),
    open: onOpen ? () => onOpen(task) : undefined,
    time: onOpen
      ? () => {
          focusOnOpen('[data-time-field]');
          onOpen(task);
        }
      : undefined,
  };

  return (
    <RowFrame
      task={task}
      place={props.place}
      done={task.completed}
      pulsing={props.pulsing}
      pending={false}
      onActivate={editing || !toggle ? undefined : () => toggle(task)}
      onAction={(action, key) => {
        act[action]?.(key);
        return act[action] !== undefined;
      }}
    >
      <input
        type="checkbox"
        className="task-check"
        checked={ownPart ? ownPart.completed : task.completed}
        aria-label={task.description}
        disabled={!toggle}
        onChange={() => toggle?.(task)}
      />
      <div className="task-main">
        <TaskText
          description={task.description}
          draft={props.draft}
          editing={editing}
          onSave={(description) => props.onEdit(task, description)}
          onStopEdit={props.onStopEdit}
          onDiscard={(text) => props.onDiscard(task, text)}
        />
        <div className="task-meta">
          <TaskFlags task={task} />
          {(isMergedView(kind) ||
            kind === upForGrabsView ||
            kind === upcomingView ||
            (kind === 'assigned-to-me' && task.assignees)) &&
          task.groupName &&
          // Not '(from Today)' inside Today: a task kept in the view's own home.
          task.groupId !== kind ? (
            <span className="task-from">{ui.fromGroup(task.groupName)}</span>
          ) : null}
          {kind === 'assigned-to-me' && !task.assignees ? (
            <span className="task-by">{ui.assignedBy(task.username ?? ui.unknownUser)}</span>
          ) : null}
          <SharedBy task={task} me={me} />
          {hasTeamState(task) ? (
            <Suspense fallback={null}>
              <RollCall task={task} onOpen={onOpen ? () => onOpen(task) : undefined} />
            </Suspense>
          ) : null}
        </div>
      </div>
      {!editing ? (
        <RowActions
          description={task.description}
          onEdit={readOnly ? undefined : () => props.onStartEdit(task)}
          onDelete={readOnly ? undefined : () => props.onDelete(task)}
          onOpen={onOpen ? () => onOpen(task) : undefined}
        />
      ) : null}
    </RowFrame>
  );
});
