/**
 * Changing one task (todo/update): any set of its fields, the counters with the
 * completion, and for a repeating task the next occurrence, all in one transaction conditioned on
 * the completion state read (so two identical completions racing move the counter once and create
 * one next occurrence). Apart from ./todos.ts because completing a repeating task needs the RRULE
 * library (./recurrence.ts): only the update route loads it.
 *
 * - Any change: the task read, then one transaction (nothing written when nothing changes), which
 *   also writes the change's history entry (../conversation/activity.ts), so a description alone is no longer a
 *   single UpdateItem: the entry needs the text as it was.
 * - An assignee's copy: only `completed` and the ticks of its steps may change (Forbidden otherwise).
 *   Completing a copy of a repeating assignment adds the conditions that tell whether it is the
 *   last one, and the last completion sends the next round (./assignment-rounds.ts).
 */

import { dueDayOf, dueFieldsOf } from '@shared/due-day';
import { isBuiltInViewId } from '@shared/limits';
import { serverErrors } from '@shared/messages/server';
import { detailFieldTexts as detailTexts, timeFieldTexts, validation } from '@shared/messages/validation';
import { priorityOf } from '@shared/priority';
import { relativeRemindAt } from '@shared/timed-due';
import type { Repeat, TaskChanges } from '@shared/types';
import { isMergedView } from '@shared/views';
import { Forbidden, Invalid, NotFound } from '../../lib/errors';
import { activityEntry, createdFields, taskActivity } from '../conversation/activity';
import { isId } from '../core/ids';
import type { LabelSnapshot } from '../core/items';
import { creatorOf, homeOf, type TodoItem } from '../core/items';
import { keys, listIndexAttributes, listIndexKeys } from '../core/keys';
import { stableJson } from '../core/stable-json';
import {
  retryOnConflict,
  type TransactItem,
  TransactionCancelled,
  tags,
  transact,
} from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import { readOwnLabels, taskLabels } from '../lists/labels';
import {
  checkCanEdit,
  groupElements,
  groupRefusal,
  moveTarget,
  targetOwner,
  type Writer,
} from '../lists/list-access';
import { reminderUpdate } from '../notifications/reminders';
import { completionRound } from './assignment-rounds';
import { moveCounters } from './counters';
import { timeChange } from './due-times';
import { noTakeBack, spawnedMark, takeBack } from './next-occurrence';
import { nextDue, shiftedReminder } from './recurrence';
import { fieldsUpdate, storedSteps } from './task-details';
import { descriptionFields, monthDayReset, repeatDueDay } from './task-fields';
import { relocation } from './task-moves';
import { changedStamp } from './task-stamps';
import { isTeamTask, nextTeamFields, planTeamUpdate, type TaskGuard, teamAttributes } from './team-tasks';
import { findTask, newTodoItem, putTodo } from './todos';

/** What an update answers: the task as stored, and the next occurrence when one was created. */
export interface TaskUpdate {
  todo: TodoItem;
  next?: TodoItem;
  /** Reopening took back the next occurrence its completion had created (./next-occurrence.ts). */
  nextRemoved?: string;
  /** Reopening kept that occurrence: it was changed since. */
  nextKept?: string;
}

/** The stored attributes a change sets (only those that differ from what was read). */
type StoredChange = Partial<
  Pick<
    TodoItem,
    | 'completed'
    | 'description'
    | 'descriptionLower'
    | 'important'
    | 'priority'
    | 'labels'
    | 'labelInfo'
    | 'due'
    | 'dueDay'
    | 'dueTime'
    | 'dueZone'
    | 'dueBase'
    | 'remindBefore'
    | 'monthDay'
    | 'groupId'
    | 'notes'
    | 'steps'
    | 'stepsDone'
    | 'repeat'
    | 'remindAt'
    | 'recipientId'
    | 'assignees'
    | 'completion'
    | 'rotation'
    | 'assignedBy'
    | 'teamRev'
  >
>;

/** The item without the attributes a write removed. */
const withoutAttributes = (item: TodoItem, removed: readonly string[]): TodoItem =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !removed.includes(name))) as unknown as TodoItem;

/** Whether two stored values are equal (lists in order, maps whatever their key order). */
const same = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

/**
 * The fields of `changes` on an own task (or one of a shared list, changed by `writerId`), as stored
 * attributes, leaving out what would not change.
 */
function ownChange(
  item: TodoItem,
  changes: TaskChanges,
  writerId: string,
  ownLabels: Map<string, LabelSnapshot>,
): StoredChange {
  const change: StoredChange = {};
  labelsChange(item, changes, ownLabels, change);
  if (changes.completed !== undefined && changes.completed !== item.completed)
    change.completed = changes.completed;
  if (changes.description !== undefined && changes.description !== item.description)
    Object.assign(change, descriptionFields(changes.description));
  if (changes.important !== undefined && changes.important !== item.important)
    change.important = changes.important;
  if (changes.priority !== undefined && changes.priority !== priorityOf(item))
    change.priority = changes.priority;
  const dueDay = dueDayChange(item, changes);
  if (dueDay !== undefined) Object.assign(change, dueFieldsOf(dueDay));
  timeChange(item, changes, change);
  if (changes.groupId !== undefined && changes.groupId !== homeOf(item)) change.groupId = changes.groupId;
  if (changes.notes !== undefined && changes.notes !== (item.notes ?? '')) change.notes = changes.notes;
  if (changes.steps !== undefined) {
    const stored = storedSteps(changes.steps);
    if (!same(stored.steps, item.steps ?? []) || !same(stored.stepsDone, item.stepsDone ?? {}))
      Object.assign(change, stored);
  }
  if (changes.repeat !== undefined && !same(changes.repeat, item.repeat ?? null))
    change.repeat = changes.repeat;
  if (item.monthDay != null)
    Object.assign(change, monthDayReset(change.dueDay !== undefined || change.repeat !== undefined));
  remindAtChange(item, changes, change);
  relativeReminderChange(item, changes, change);
  // A reminder reminds whoever set it: in a shared list, a member rather than the owner.
  if (change.remindAt !== undefined) {
    const recipientId = change.remindAt !== null && writerId !== item.userId ? writerId : null;
    if (recipientId !== (item.recipientId ?? null)) change.recipientId = recipientId;
  }
  return change;
}

/** The due day a change sets (./task-fields.ts `repeatDueDay`), or undefined when it stays. */
function dueDayChange(item: TodoItem, changes: TaskChanges): string | null | undefined {
  const next = repeatDueDay(item, changes);
  return next === dueDayOf(item) ? undefined : next;
}

/**
 * A relative reminder (`remindBefore`, minutes before the due): sent, it replaces any reminder and
 * `remindAt` is counted from the due; null stops it (and its time, unless a `remindAt` is sent);
 * an absolute `remindAt` sent ends it. When the due moves, `remindAt` follows (shared/timed-due.ts).
 */
function relativeReminderChange(item: TodoItem, changes: TaskChanges, change: StoredChange): void {
  const stored = item.remindBefore ?? null;
  let before = stored;
  if (changes.remindBefore !== undefined) before = changes.remindBefore;
  else if (changes.remindAt !== undefined) before = null;
  if (before !== stored) change.remindBefore = before;
  if (before === null) {
    if (stored !== null && changes.remindBefore === null && changes.remindAt === undefined)
      change.remindAt = null;
    return;
  }
  const task = { ...item, ...change };
  if (!dueDayOf(task)) throw new Invalid(timeFieldTexts.remindBeforeNeedsDue);
  const dueMoved = change.due !== undefined || change.dueTime !== undefined || change.dueZone !== undefined;
  if (!dueMoved && before === stored) return;
  const remindAt = relativeRemindAt(task, before, changes.timeZone);
  if (remindAt !== (item.remindAt ?? null)) change.remindAt = remindAt;
  else delete change.remindAt;
}

/**
 * The task's labels as sent (the caller's own, or ones it carries already: ../lists/labels.ts `taskLabels`)
 * with their snapshots; the same list again refreshes the snapshots of the caller's own.
 */
function labelsChange(
  item: TodoItem,
  changes: TaskChanges,
  ownLabels: Map<string, LabelSnapshot>,
  change: StoredChange,
): void {
  if (changes.labels === undefined) return;
  const next = taskLabels(changes.labels, ownLabels, item);
  if (!same(next.labels, item.labels ?? []) || !same(next.labelInfo, item.labelInfo ?? []))
    Object.assign(change, next);
}

/** A new reminder time (or its removal); the same time again changes nothing (it may have fired). */
function remindAtChange(item: TodoItem, changes: TaskChanges, change: StoredChange): void {
  if (changes.remindAt !== undefined && changes.remindAt !== (item.remindAt ?? null))
    change.remindAt = changes.remindAt;
}

/**
 * What the assignee may change on a copy: its completion, and the ticks of its steps (the list sent
 * must be the copy's own steps, same ids and titles in the same order). Anything else is Forbidden.
 */
function copyChange(
  item: TodoItem,
  changes: TaskChanges,
  ownLabels: Map<string, LabelSnapshot>,
): StoredChange {
  // The caller's zone (`timeZone`) is context, not a field.
  const { completed, steps, remindAt, labels, timeZone: _zone, ...others } = changes;
  if (Object.keys(others).length > 0) throw new Forbidden();
  const change: StoredChange = {};
  // The assignee's own labels on their copy (docs/decisions/0135-labels.md).
  labelsChange(item, { labels }, ownLabels, change);
  // The assignee's own reminder on their copy.
  remindAtChange(item, { remindAt }, change);
  if (completed !== undefined && completed !== item.completed) change.completed = completed;
  if (steps !== undefined) {
    const own = item.steps ?? [];
    const sameList =
      steps.length === own.length &&
      steps.every((step, i) => step._id === own[i]?.id && step.title === own[i]?.title);
    if (!sameList) throw new Forbidden();
    const stepsDone = Object.fromEntries(steps.map((step) => [step._id, step.completed]));
    if (!same(stepsDone, item.stepsDone ?? {})) change.stepsDone = stepsDone;
  }
  return change;
}

/** A move's target: a user group id or a built-in home; the assignment views hold copies only. */
function checkMoveTarget(groupId: string): void {
  if (isBuiltInViewId(groupId)) {
    if (!isMergedView(groupId)) throw new Invalid(validation.groupNotAHome);
  } else if (!isId(groupId)) throw new Invalid(detailTexts.moveGroupNotFound);
}

/**
 * The task's Update, conditioned on the completion state read (and so on the task existing), with
 * its reminder index keys set or removed when the change decides them (../notifications/reminders.ts).
 */
const updateAsRead = (
  item: TodoItem,
  change: StoredChange,
  now: Date,
  mark: { set?: Partial<TodoItem>; remove?: readonly string[] } = {},
  guard?: TaskGuard,
): TransactItem => {
  const reminder = reminderUpdate({ ...item, ...change }, change, now.getTime());
  return {
    tag: tags.todo(item.id),
    write: {
      Update: fieldsUpdate(
        keys.todo(item.userId, item.id),
        { ...change, ...reminder.set, ...mark.set },
        {
          // A team change is also conditioned on the team revision read (./team-tasks.ts).
          expression: `#completedRead = :completedRead${guard ? ` AND ${guard.expression}` : ''}`,
          names: { '#completedRead': 'completed', ...guard?.names },
          values: { ':completedRead': item.completed === true, ...guard?.values },
        },
        [...reminder.remove, ...(mark.remove ?? [])],
      ),
    },
  };
};

/**
 * The next occurrence of an own repeating task completed at `now`: same home, text, notes,
 * importance, priority and repeat, steps unticked, due advanced by the rule (./recurrence.ts).
 */
function nextOccurrence(
  task: TodoItem,
  repeat: Repeat,
  dueDay: string,
  now: Date,
  members?: ReadonlyMap<string, string>,
): TodoItem {
  const next = nextDue(repeat, dueDay, now, task.monthDay);
  const item = newTodoItem(
    task.userId,
    {
      description: task.description,
      completed: false,
      important: task.important,
      priority: priorityOf(task),
      labels: task.labels,
      labelInfo: task.labelInfo,
      dueDay: next.dueDay,
      // The same wall-clock time on the next day, in the same zone: 09:00 stays 09:00 across a
      // daylight-saving change (shared/timed-due.ts).
      ...(task.dueTime
        ? {
            dueTime: task.dueTime,
            dueZone: task.dueZone ?? null,
            ...(task.dueBase ? { timeZone: task.dueBase } : {}),
          }
        : {}),
      // A relative reminder is counted from the new due; another moves with the due day, by as
      // many days.
      ...(task.remindBefore != null
        ? {
            remindBefore: task.remindBefore,
            ...(task.dueBase || repeat.timeZone ? { timeZone: task.dueBase ?? repeat.timeZone } : {}),
          }
        : { remindAt: shiftedReminder(task.remindAt, dueDay, next.dueDay, repeat.timeZone) }),
    },
    homeOf(task),
    { notes: task.notes ?? '', steps: task.steps ?? [], stepsDone: {}, repeat },
  );
  // The occurrence is the same task again: its creator's counters hold it too.
  const creator = task.createdBy
    ? { createdBy: task.createdBy, createdByName: task.createdByName ?? '' }
    : {};
  const team = members ? nextTeamFields(task, members) : {};
  return { ...item, ...creator, ...team, ...(next.monthDay ? { monthDay: next.monthDay } : {}) };
}

/** What a revert (../conversation/activity-revert.ts) adds to an update. */
export interface UpdateOptions {
  /**
   * Called with the task as read, on every attempt: throws to refuse (a field changed again since
   * the entry reverted), or answers a condition on the fields as read that the write adds, so a
   * change between this read and the write cancels it and the next attempt checks again.
   */
  check?: (item: TodoItem) => TaskGuard | undefined;
  /** The entry this change reverts: the history records it as 'reverted' (../conversation/activity.ts). */
  revertOf?: string;
}

/** Two conditions on one item as one (their placeholders are distinct by construction). */
const bothGuards = (a: TaskGuard | undefined, b: TaskGuard | undefined): TaskGuard | undefined =>
  a && b
    ? {
        expression: `(${a.expression}) AND (${b.expression})`,
        names: { ...a.names, ...b.names },
        values: { ...a.values, ...b.values },
      }
    : (a ?? b);

/**
 * Changes a task the user may reach (docs/api.md, "Task details"): their own, or one in a list
 * shared with them as an editor. NotFound for a task they cannot reach; Forbidden for a copy's
 * fields other than completion and step ticks, or a viewer's change; Invalid for a repeat without
 * a due date or a move to a group that is not there or not of the same owner. Nothing is written on
 * refusal. The change is stamped with who made it (./task-stamps.ts); the counters move on the
 * task's creator.
 */
export async function updateTodo(
  userId: string,
  todoId: string,
  changes: TaskChanges,
  actor: Writer,
  unit: UnitOfWork,
  options: UpdateOptions = {},
): Promise<TaskUpdate> {
  const by = { id: userId, username: actor.username };
  if (changes.groupId !== undefined) checkMoveTarget(changes.groupId);
  // The caller's labels among those sent are read beside the task (one BatchGet, only when sent).
  const ownLabels = readOwnLabels(userId, changes.labels ?? []);
  return retryOnConflict(async () => {
    const [found, own] = await Promise.all([findTask(userId, actor, todoId), ownLabels]);
    if (!found) throw new NotFound(serverErrors.todoNotFound);
    const { item, place } = found;
    const expected = options.check?.(item);
    const now = new Date();
    // A team change checks the writer's role itself: a viewer may complete their own part.
    const team = item.assigned
      ? null
      : await planTeamUpdate(
          item,
          changes,
          by,
          place,
          changes.repeat !== undefined ? changes.repeat : item.repeat,
          now,
        );
    if (place && !team) checkCanEdit(place);
    const change = item.assigned ? copyChange(item, changes, own) : ownChange(item, changes, userId, own);
    if (team) {
      // The task's completion follows from its parts (shared/team-tasks.ts).
      delete change.completed;
      Object.assign(change, team.set);
    }
    if (Object.keys(change).length === 0 && !team?.remove.length) {
      // Nothing to change, so nothing to commit: the key keeps the answer.
      unit.keepsAnswerOnly();
      return { todo: item };
    }
    const task: TodoItem = { ...item, ...change };
    const dueDay = dueDayOf(task);
    if (task.repeat && !dueDay) throw new Invalid(detailTexts.repeatNeedsDue);

    const moved = change.groupId !== undefined;
    const target = moved ? moveTarget(userId, actor, homeOf(task)) : place;
    // Moved into another partition (a list of another owner, or out of one into the writer's own):
    // deleted where it was and put, with its id, where it goes (./task-moves.ts).
    const landing = moved ? targetOwner(userId, target) : item.userId;
    const placed: TodoItem = landing === item.userId ? task : { ...task, userId: landing };
    const completing = change.completed === true;
    // A task landing in a shared list joins its task index; one moved out of it leaves it (../core/keys.ts).
    const inIndex = (task: TodoItem): TodoItem =>
      target?.shared ? { ...task, ...listIndexKeys(target.groupId, task.id) } : task;
    const next =
      completing && !task.assigned && task.repeat && dueDay
        ? inIndex(nextOccurrence(placed, task.repeat, dueDay, now, team?.members))
        : undefined;
    // Reopening takes back the occurrence the completion created, when it is unchanged.
    const reopening = change.completed === false && !task.assigned;
    const taken = reopening ? await takeBack(item.userId, item.spawned) : noTakeBack;
    const stamp = changedStamp(by, now, change.completed);
    // A team task moved to another list leaves its assignees there (they are that list's members).
    const dropped = [
      ...(team?.remove ?? []),
      ...(moved && isTeamTask(item) ? teamAttributes : []),
      ...(moved && item.gsi4pk && !target?.shared ? listIndexAttributes : []),
    ];
    const listKeys = moved && target?.shared ? listIndexKeys(target.groupId, item.id) : {};
    Object.assign(change, listKeys);
    const mark = next
      ? { set: { ...stamp, spawned: spawnedMark(next) }, remove: dropped }
      : reopening && item.spawned
        ? { set: stamp, remove: ['spawned', ...dropped] }
        : { set: stamp, remove: dropped };
    // The task's own record counts in the list it is in after the change (or, moved, in both).
    const access = team?.access ?? 'edit';
    const groups = groupElements(
      [
        { place, delta: moved ? -1 : 0, written: moved ? 1 : 0 },
        {
          place: target,
          delta: (moved ? 1 : 0) + (next ? 1 : 0) + taken.total,
          written: 1 + (next ? 1 : 0) + taken.items.length,
        },
      ],
      userId,
      access,
    );
    const counters = moveCounters(creatorOf(item), {
      completed: change.completed === undefined ? 0 : change.completed ? 1 : -1,
      total: (next ? 1 : 0) + taken.total,
    });
    const round =
      task.assigned && change.completed !== undefined
        ? await completionRound(task, now, actor.username)
        : null;
    const guard = bothGuards(team?.guard, expected);
    const written =
      landing === item.userId
        ? [updateAsRead(item, change, now, mark, guard)]
        : relocation(item, { ...placed, ...listKeys, ...mark.set }, mark.remove ?? [], now);
    // The change's history entry, and the next occurrence's first (../conversation/activity.ts).
    const after = withoutAttributes({ ...placed, ...mark.set }, mark.remove);
    const history = [
      taskActivity(item, after, by, now, options.revertOf),
      ...(next ? [activityEntry(next, by, 'created', createdFields(next), { at: now })] : []),
    ].filter((entry) => entry !== null);
    try {
      await transact(
        [
          ...written,
          ...(round?.items(counters) ?? (counters ? [counters] : [])),
          ...(next ? [putTodo(next)] : []),
          ...taken.items,
          ...groups,
          ...(team?.notes ?? []),
          ...history,
        ],
        unit,
      );
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      const targetGroup = target && moved ? error.reason(tags.group(target.groupId)) : undefined;
      if (targetGroup?.conditionFailed && (!targetGroup.old || targetGroup.old.deleting))
        throw new Invalid(detailTexts.moveGroupNotFound);
      throw (
        (target && groupRefusal(error, target, userId, access)) ||
        (place && groupRefusal(error, place, userId, access)) ||
        error
      );
    }
    const following = next ?? round?.next;
    const stored: TodoItem = withoutAttributes({ ...placed, ...mark.set }, mark.remove);
    return { todo: stored, ...(following ? { next: following } : {}), ...taken.outcome };
  });
}
