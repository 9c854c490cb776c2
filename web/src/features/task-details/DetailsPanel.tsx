/**
 * The details panel of a task, loaded on demand: a side panel on a wide screen, a
 * full-screen sheet (a modal dialog, focus trapped) on a phone. It finds its task by id in the
 * groups' cache, so it follows the task as it changes here or live (api/live.ts re-reads the
 * groups), and closes itself when the task is gone. Three kinds of task:
 * - an own task: every field;
 * - a copy assigned to the user: read-only but for completion, step ticks and their own reminder
 *   (the server's rule);
 * - an "Assigned by you" row: the whole assignment (edit-assignment) and each assignee's progress.
 */
import { IconButton } from '../../components/IconButton';
import { PrioritySection } from './PrioritySection';
import '../../styles/details.css';
import { commentParam } from '@shared/dashboard-params';
import { activityPanelTexts } from '@shared/messages/activity-panel';
import { commentsPanelTexts } from '@shared/messages/comments-panel';
import { detailsPanelTexts as detailsTexts } from '@shared/messages/details-panel';
import type { Group, Task, TaskChanges } from '@shared/types';
import { type AssignmentRow, assignmentRows, viewsOnly } from '@shared/views';
import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { CrossIcon, StarIcon } from '../../components/icons';
import { useFocusTrap } from '../../components/useFocusTrap';
import { useWide } from '../../lib/useMediaQuery';
import { useCurrentUser } from '../../session/AuthProvider';
import { useGroups } from '../../tasks/api/groups';
import { groupsReadLanded } from '../../tasks/api/groups-read';
import { doneFor, ownPartOf, useTaskActions } from '../../tasks/api/task-actions';
import type { DetailsPanelProps, TaskSectionProps } from '../../tasks/board-parts';
import { takeFocusRequest } from '../../tasks/details-focus';
import { AssigneeProgress } from './AssigneeProgress';
import { AssigneesSection } from './AssigneesSection';
import { useCommentActions } from './api/comments';
import { DescriptionField, ListField, WhoChanged } from './DetailsFields';
import { DetailsTabs } from './DetailsTabs';
import { DueSection } from './DueSection';
import { type SendOptions, useDetailActions } from './detail-actions';
import { NotesSection } from './NotesSection';
import { ReminderSection } from './ReminderSection';
import { RepeatSection } from './RepeatSection';
import { StepsSection } from './StepsSection';
import { TimeSection } from './TimeSection';

/** The Comments tab: a chunk of its own, loaded when the tab is first chosen. */
const CommentsTab = lazy(() => import('./CommentsTab'));
/** The Activity tab's own chunk, loaded when it is first shown. */
const ActivityTab = lazy(() => import('./ActivityTab'));

type Found =
  | { mode: 'own' | 'copy' | 'view'; task: Task }
  | { mode: 'assignment'; task: AssignmentRow; row: AssignmentRow };

/** The task with this id, and what the user may do with it; null when no group holds it. */
function findTask(groups: readonly Group[], id: string): Found | null {
  for (const group of groups) {
    const task = group.todo.find((t) => t._id === id);
    if (!task) continue;
    if (group._id === 'assigned-by-me') {
      const row = assignmentRows(group.todo).find((r) => r.originalIds.includes(id));
      return row ? { mode: 'assignment', task: row, row } : null;
    }
    return { mode: task.assigned ? 'copy' : viewsOnly(group) ? 'view' : 'own', task };
  }
  return null;
}

/** On a phone the panel covers the page: a modal dialog. */
const sheetRole = { role: 'dialog', 'aria-modal': true } as const;

/** The labels' section is drawn by the labels feature: the app composes the two (app/TaskDetails.tsx). */
type Props = DetailsPanelProps & Slots;

export default function DetailsPanel({ taskId, onClose, LabelSection }: Props) {
  const { data: groups, isValidating } = useGroups();
  const found = useMemo(() => (groups ? findTask(groups, taskId) : null), [groups, taskId]);
  const wide = useWide();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, !wide, onClose);
  // The side panel is not modal: focus moves in when it opens, Escape closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per task opened.
  useEffect(() => {
    // The `t` shortcut asks for the time field (tasks/details-focus.ts), on a phone's sheet too.
    const asked = takeFocusRequest();
    if (asked) ref.current?.querySelector<HTMLElement>(asked)?.focus();
    else if (wide) ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [taskId]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (wide && event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };
  // The task was deleted (here or by a teammate): nothing left to show. Judged on groups the server
  // answered: the cached ones may predate the task (a notice's link to a task made since).
  const gone = groups !== undefined && found === null && !isValidating && groupsReadLanded();
  useEffect(() => {
    if (gone) onClose();
  }, [gone, onClose]);

  // A side panel is complementary content; a sheet is a modal dialog, which an <aside> may not be.
  const Frame = wide ? 'aside' : 'div';
  return (
    <Frame
      ref={ref}
      className={wide ? 'details-panel' : 'details-panel sheet'}
      {...(wide ? { role: 'complementary' } : sheetRole)}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="details-panel"
    >
      <div className="details-header">
        <h2 id={titleId} className="details-title">
          {detailsTexts.title}
        </h2>
        <IconButton label={detailsTexts.close} data-autofocus onClick={onClose}>
          <CrossIcon />
        </IconButton>
      </div>
      {found && groups ? (
        <TaskTabs taskId={taskId} found={found} groups={groups} LabelSection={LabelSection} />
      ) : (
        <p className="muted details-body">{detailsTexts.loading}</p>
      )}
    </Frame>
  );
}

/**
 * The panel's tabs: the task's fields, its Comments (their unread count beside the name) and its
 * Activity, each of the last two a lazy chunk. Opening the panel reads the task's comments.
 */
/** The panel's parts of other features (the labels' section). */
interface Slots {
  LabelSection: ComponentType<TaskSectionProps>;
}

function TaskTabs({
  taskId,
  found,
  groups,
  LabelSection,
}: { taskId: string; found: Found; groups: readonly Group[] } & Slots) {
  // A comment's notice opens the panel at the comment (`?comment=`): the Comments tab, scrolled to it.
  const focusComment = useSearchParams()[0].get(commentParam);
  const [tab, setTab] = useState<string>(focusComment ? 'comments' : 'details');
  useEffect(() => {
    if (focusComment) setTab('comments');
  }, [focusComment]);
  const idPrefix = useId();
  const { task } = found;
  const thread = task.uniqueMarker ?? taskId;
  const historyId = found.mode === 'assignment' ? found.row.uniqueMarker : task._id;
  const listName = useCallback((id: string) => groups.find((group) => group._id === id)?.name, [groups]);
  const unread = task.unreadComments ?? 0;
  const { markRead } = useCommentActions(task, thread, task.description);
  const readOnce = useRef(false);
  useEffect(() => {
    if (unread > 0 && !readOnce.current) {
      readOnce.current = true;
      markRead();
    }
  }, [unread, markRead]);
  const tabs = [
    { id: 'details', label: activityPanelTexts.detailsTab },
    {
      id: 'comments',
      label: unread > 0 ? `${commentsPanelTexts.commentsTab} (${unread})` : commentsPanelTexts.commentsTab,
    },
    { id: 'activity', label: activityPanelTexts.activityTab },
  ];
  return (
    <DetailsTabs tabs={tabs} selected={tab} onSelect={setTab} idPrefix={idPrefix}>
      {tab === 'comments' ? (
        <Suspense fallback={<p className="muted details-body">{commentsPanelTexts.loading}</p>}>
          <CommentsTab
            taskId={taskId}
            thread={thread}
            task={task}
            list={groups.find((group) => group._id === task.groupId)}
            assignees={found.mode === 'assignment' ? found.row.assignedTo : []}
            focusComment={focusComment}
          />
        </Suspense>
      ) : tab === 'activity' ? (
        <div className="details-body">
          <Suspense fallback={<p className="muted">{activityPanelTexts.loading}</p>}>
            <ActivityTab
              taskId={historyId}
              canRevert={found.mode === 'own' || found.mode === 'copy'}
              listName={listName}
            />
          </Suspense>
        </div>
      ) : (
        <Details found={found} groups={groups} LabelSection={LabelSection} />
      )}
    </DetailsTabs>
  );
}

function Details({ found, groups, LabelSection }: { found: Found; groups: readonly Group[] } & Slots) {
  const { task, mode } = found;
  const user = useCurrentUser();
  const { toggle } = useTaskActions(task.groupId, user);
  const { updateTask, editAssignment } = useDetailActions();
  const readOnly = mode === 'copy' || mode === 'view';
  const list = groups.find((group) => group._id === task.groupId);
  const latest = useRef(found);
  latest.current = found;
  /** Sends changes of the task as it is now (the panel's sections keep no copy of it). */
  const save = useCallback(
    (changes: TaskChanges, options?: SendOptions) => {
      const now = latest.current;
      if (now.mode === 'assignment') {
        const { completed: _c, groupId: _g, ...fields } = changes;
        return editAssignment(now.row, fields, options);
      }
      return updateTask(now.task, changes, options);
    },
    [updateTask, editAssignment],
  );
  const saveNotes = useCallback((notes: string, options: SendOptions) => save({ notes }, options), [save]);

  return (
    <div className="details-body">
      <div className="details-headline">
        {mode !== 'assignment' ? (
          <input
            type="checkbox"
            className="task-check"
            checked={doneFor(task, user._id)}
            aria-label={detailsTexts.completed}
            disabled={mode === 'view' && !ownPartOf(task, user._id)}
            onChange={() => void toggle(task)}
          />
        ) : null}
        <DescriptionField
          key={task._id}
          value={task.description}
          readOnly={readOnly}
          onSave={(description) => void save({ description })}
        />
        <IconButton
          className={task.important ? 'active star' : 'star'}
          label={detailsTexts.important}
          aria-pressed={task.important}
          title={task.important ? detailsTexts.important : detailsTexts.notImportant}
          disabled={readOnly}
          onClick={() => void save({ important: !task.important })}
        >
          <StarIcon filled={task.important} />
        </IconButton>
      </div>
      {mode === 'copy' ? (
        <p className="muted small">{detailsTexts.readOnlyCopy(task.username ?? '')}</p>
      ) : null}
      {mode === 'view' ? <p className="muted small">{detailsTexts.viewOnlyList}</p> : null}
      <WhoChanged task={task} />
      <PrioritySection task={task} readOnly={readOnly} save={save} />
      {/* An assignment carries no labels; an assignee labels their own copy (docs/api.md#labels). */}
      {mode !== 'assignment' ? <LabelSection task={task} readOnly={mode === 'view'} save={save} /> : null}
      {list?.shared && mode !== 'assignment' ? <AssigneesSection task={task} group={list} /> : null}
      <DueSection task={task} readOnly={readOnly} save={save} />
      <TimeSection task={task} readOnly={readOnly} relativeReminders={mode === 'own'} save={save} />
      {mode === 'own' ? <ListField task={task} groups={groups} save={save} /> : null}
      <RepeatSection task={task} readOnly={readOnly} save={save} />
      {mode !== 'view' ? <ReminderSection task={task} save={save} /> : null}
      <StepsSection task={task} mode={mode} save={save} />
      {found.mode === 'assignment' ? <AssigneeProgress row={found.row} /> : null}
      <NotesSection key={task._id} notes={task.notes ?? ''} readOnly={readOnly} save={saveNotes} />
    </div>
  );
}
