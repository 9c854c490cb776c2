/**
 * What a task row and an assignment row share: the list item that carries the row's place, element
 * id and state classes and turns a click on the row into its main action; the description or its
 * inline edit; the important star and due label; the pencil (and cross) on hover.
 */
import { everydayTexts, labels, offlineTexts, ui } from '@shared/messages/screens';
import type { Task } from '@shared/types';
import { type KeyboardEvent, type MouseEvent, type ReactNode, Suspense, useEffect, useReducer } from 'react';
import { useWaiting } from '../api/outbox/state';
import { IconButton } from '../components/IconButton';
import {
  BellIcon,
  ChevronIcon,
  ClockIcon,
  CrossIcon,
  NoteIcon,
  PencilIcon,
  RepeatIcon,
  StarIcon,
} from '../components/icons';
import type { ItemPlace } from '../components/WindowedList';
import { isOverdue, ymdOf } from '../lib/dates';
import { todoHighlight } from '../lib/highlight';
import { type RowAction, rowActionOf } from '../lib/shortcuts';
import { formatDue, formatReminder } from './format';
import { InlineEdit } from './on-request';

interface RowFrameProps {
  task: Task;
  /** The row's place in the windowed list (its measuring ref, key, place in the list and position). */
  place: ItemPlace;
  done: boolean;
  pulsing: boolean;
  /** Not saved yet: drawn faded, with no actions. */
  pending: boolean;
  /** A click on the row itself (not on one of its controls); none while editing or pending. */
  onActivate: (() => void) | undefined;
  /**
   * A row shortcut pressed on the focused row (lib/shortcuts.ts: x or Space, e, s, 1-4, Delete, Enter),
   * with the key pressed;
   * answers whether the row did something with it. Moving between rows is the list's.
   */
  onAction?: (action: RowAction, key: string) => boolean;
  children: ReactNode;
}

export function RowFrame({
  task,
  place,
  done,
  pulsing,
  pending,
  onActivate,
  onAction,
  children,
}: RowFrameProps) {
  const onClick = (event: MouseEvent<HTMLLIElement>) => {
    if (!onActivate || (event.target as HTMLElement).closest('button, input, a, form, .assignees')) return;
    onActivate();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    // Only on the row itself: on its checkbox or buttons, Space and Enter keep their own meaning.
    if (event.target !== event.currentTarget || !onAction) return;
    const action = rowActionOf(event);
    if (action && action !== 'next' && action !== 'previous' && onAction(action, event.key))
      event.preventDefault();
  };
  const className = ['task-row', done ? 'completed' : '', pulsing ? 'pulse' : '', pending ? 'pending' : '']
    .filter(Boolean)
    .join(' ');
  return (
    // The row click is a mouse shortcut for the checkbox or expander; the keys are onKeyDown's.
    <li
      {...place}
      id={todoHighlight(task._id)}
      className={className}
      onClick={onClick}
      onKeyDown={onKeyDown}
      data-testid="task-row"
    >
      {children}
    </li>
  );
}

interface TaskTextProps {
  description: string;
  /** The text the edit opens with when it is offered back after a discard; else the description. */
  draft?: string | null;
  editing: boolean;
  onSave: (description: string) => void;
  onStopEdit: () => void;
  onDiscard?: (text: string) => void;
}

/** The description, or its inline edit while the row is edited. */
export function TaskText({ description, draft, editing, onSave, onStopEdit, onDiscard }: TaskTextProps) {
  return editing ? (
    <Suspense fallback={<span className="task-text">{description}</span>}>
      <InlineEdit
        field="task"
        initial={description}
        draft={draft ?? undefined}
        onSave={onSave}
        onDone={onStopEdit}
        onDiscard={onDiscard}
      />
    </Suspense>
  ) : (
    <span className="task-text">{description}</span>
  );
}

/**
 * The important star and 'Due {date}', when the task has them. A passed due date of an open task is
 * drawn in the warning colour and announced as 'Overdue'; its visible text stays 'Due {date}'.
 */
export function TaskFlags({ task }: { task: Task }) {
  // A timed task (docs/api.md#times-of-day): its moment here, a fixed one's instant or a floating
  // one's wall clock read as local time; shown on the day and at the time it falls here, overdue
  // once it has passed.
  const moment = task.dueTime
    ? Date.parse(task.dueZone ? (task.due as string) : `${task.dueDay}T${task.dueTime}`)
    : 0;
  // Every answer and every change here carries `dueDay` (docs/decisions/0113), as sorting reads it.
  const dueDay = moment ? ymdOf(new Date(moment)) : (task.dueDay ?? null);
  const overdue = moment ? !task.completed && moment <= Date.now() : isOverdue(dueDay, task.completed);
  return (
    <>
      {task.important ? (
        <span className="task-important" title={labels.important}>
          <StarIcon size={14} filled />
          <span className="visually-hidden">{labels.important}</span>
        </span>
      ) : null}
      {task.priority && task.priority < 4 ? (
        // The flag is drawn by the stylesheet (app.css `.task-priority`): no icon in the first download.
        <span className={`task-priority p${task.priority}`} title={labels.priority(task.priority)}>
          <span className="visually-hidden">{labels.priority(task.priority)}</span>
        </span>
      ) : null}
      {dueDay ? (
        <span className={overdue ? 'task-due overdue' : 'task-due'} data-overdue={overdue || undefined}>
          {overdue ? <span className="visually-hidden">{everydayTexts.overdue} </span> : null}
          {ui.dueLabel(formatDue(dueDay))}
          {moment ? ` ${new Date(moment).toLocaleTimeString([], { timeStyle: 'short' })}` : ''}
        </span>
      ) : null}
      <DetailFlags task={task} />
      {task.labelInfo?.map((l) => (
        <i key={l._id} className={`lc lc-${l.color}`}>
          {l.name}
        </i>
      ))}
      <WaitingMark id={task._id} />
    </>
  );
}

/** The indicators of a task's details: notes, steps done of total, repeat; a pending reminder. */
/**
 * Whether a reminder is still to come, turning false when its time passes on an open page (a timer
 * set for that moment; the longest a browser keeps is about 24 days, so farther ones wait for a
 * re-render).
 */
function useUpcoming(at: string | null | undefined): boolean {
  const time = at ? Date.parse(at) : Number.NaN;
  const [, passed] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const left = time - Date.now();
    if (!(left > 0) || left > maxTimerMs) return;
    const timer = setTimeout(passed, left);
    return () => clearTimeout(timer);
  }, [time]);
  return time > Date.now();
}

/** setTimeout's largest delay (2^31 - 1 ms). */
const maxTimerMs = 2_147_483_647;

function DetailFlags({ task }: { task: Task }) {
  const upcomingReminder = useUpcoming(task.remindAt);
  const steps = task.steps ?? [];
  const done = steps.filter((step) => step.completed).length;
  return (
    <>
      {task.unreadComments ? (
        <Flag text={labels.unreadComments(task.unreadComments)} icon={`● ${task.unreadComments}`} />
      ) : null}
      {task.notes ? <Flag text={labels.hasNotes} icon={<NoteIcon size={14} />} /> : null}
      {steps.length > 0 ? (
        <Flag text={labels.stepsDone(done, steps.length)} icon={`${done}/${steps.length}`} />
      ) : null}
      {task.repeat ? <Flag text={labels.repeats} icon={<RepeatIcon size={14} />} /> : null}
      {/* Only one still to come: a reminder that fired is not upcoming. */}
      {task.remindAt && !task.completed && upcomingReminder ? (
        <Flag text={labels.hasReminderAt(formatReminder(task.remindAt))} icon={<BellIcon size={14} />} />
      ) : null}
    </>
  );
}

/** The mark of a task or group whose change waits in the outbox, beside its name. */
export function WaitingMark({ id }: { id: string }) {
  return useWaiting(id) ? (
    <span className="task-flag waiting-mark" title={offlineTexts.waitingMark} data-testid="waiting-mark">
      <span aria-hidden="true">
        <ClockIcon size={14} />
      </span>
      <span className="visually-hidden">{offlineTexts.waitingMark}</span>
    </span>
  ) : null;
}

const Flag = ({ text, icon }: { text: string; icon: ReactNode }) => (
  <span className="task-flag" title={text} data-flag>
    <span aria-hidden="true">{icon}</span>
    <span className="visually-hidden">{text}</span>
  </span>
);

interface RowActionsProps {
  description: string;
  /** Absent where the row cannot be edited (a copy assigned to the user). */
  onEdit?: () => void;
  /** Absent where the row cannot be deleted. */
  onDelete?: () => void;
  /** The cross's name (default: 'Delete task {description}'). */
  deleteLabel?: string;
  /** Opens the details panel. */
  onOpen?: () => void;
}

/** The pencil and, where the row can be deleted, the cross (shown on hover); Details opens the panel. */
export function RowActions({ description, onEdit, onDelete, deleteLabel, onOpen }: RowActionsProps) {
  return (
    <div className="task-actions">
      {onEdit ? (
        <IconButton className="small" label={labels.editTask(description)} onClick={onEdit}>
          <PencilIcon size={16} />
        </IconButton>
      ) : null}
      {onDelete ? (
        <IconButton
          className="small danger"
          label={deleteLabel ?? labels.deleteTask(description)}
          onClick={onDelete}
        >
          <CrossIcon size={16} />
        </IconButton>
      ) : null}
      {onOpen ? (
        <IconButton
          className="small"
          label={labels.taskDetails(description)}
          title={labels.details}
          onClick={onOpen}
        >
          <ChevronIcon size={16} />
        </IconButton>
      ) : null}
    </div>
  );
}
