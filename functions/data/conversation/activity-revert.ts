/**
 * Reverting one entry of a task's history (docs/api.md#activity). Apart from ./activity.ts (which
 * every writing function bundles for its entry builder) and ./activity-read.ts because the revert
 * runs an update (../tasks/task-updates.ts, with the RRULE library).
 *
 * Who may: the task's audience as it is now (./task-audience.ts, the one rule, as for the read),
 * and then the update's own rule for who may change the task. Anyone outside the audience (a
 * member whose membership ended, a stranger) gets 404 before any entry is read, never a 400 or a
 * 409 naming fields.
 */
import { revertableKinds } from '@shared/activity-kinds';
import { activityTexts } from '@shared/messages/server';
import { isPriority, noPriority } from '@shared/priority';
import type { StepInput, TaskChanges } from '@shared/types';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';
import type { TodoItem } from '../core/items';
import type { UnitOfWork } from '../core/unit-of-work';
import { type TaskUpdate, updateTodo } from '../tasks/task-updates';
import type { TaskGuard } from '../tasks/team-tasks';
import { type ActivityChange, type ActivityItem, readSince, recordedValue, sameValue } from './activity';
import { type Caller, historyThread } from './activity-read';
import { resolveTaskAudience } from './task-audience';

/** The change of todo/update that puts one field back to its value before the entry. */
function changeBack(change: ActivityChange): TaskChanges {
  const from = change.from;
  switch (change.field) {
    case 'description':
      return { description: String(from ?? '') };
    case 'notes':
      return { notes: String(from ?? '') };
    case 'steps':
      return { steps: (from ?? []) as StepInput[] };
    case 'dueDay':
      return { dueDay: (from ?? null) as string | null };
    case 'dueTime': {
      const time = from as { time?: string; zone?: string | null } | null;
      return { dueTime: time?.time ?? null, dueZone: time?.time ? (time.zone ?? null) : null };
    }
    case 'important':
      return { important: from === true };
    case 'priority':
      return { priority: isPriority(from) ? from : noPriority };
    case 'labels':
      return { labels: ((from ?? []) as { _id: string }[]).map((label) => label._id) };
    case 'groupId':
      return from == null ? {} : { groupId: String(from) };
    case 'repeat':
      return { repeat: (from ?? null) as TaskChanges['repeat'] };
    case 'remindAt':
      return { remindAt: (from ?? null) as string | null };
    case 'completed':
      return { completed: from === true };
    case 'assignees':
      return { assignees: ((from ?? []) as { _id: string }[]).map((part) => part._id) };
    default:
      return {};
  }
}

/** The fields of the entry changed again since: by a newer entry, or as the task is now. */
function changedSince(
  entry: ActivityItem,
  newer: ActivityItem[],
  task: TodoItem,
  ownCopy: boolean,
): string[] {
  const fields = new Set<string>();
  for (const later of newer) {
    // In an assignment's thread, another assignee's entry is about their own copy.
    if (ownCopy && later.actor._id !== entry.actor._id) continue;
    for (const change of later.changes) fields.add(change.field);
  }
  return entry.changes
    .filter((change) => fields.has(change.field) || !sameValue(recordedValue(task, change.field), change.to))
    .map((change) => change.field);
}

/** The write's condition: the task's last change is still the one the check read. */
const unchangedSince = (task: TodoItem): TaskGuard =>
  task.updatedAt
    ? {
        expression: '#revertSeen = :revertSeen',
        names: { '#revertSeen': 'updatedAt' },
        values: { ':revertSeen': task.updatedAt },
      }
    : { expression: 'attribute_not_exists(#revertSeen)', names: { '#revertSeen': 'updatedAt' }, values: {} };

/**
 * Puts the fields of entry `entryId` back to their `from` values (POST
 * /api/tasks/{id}/activity/{entryId}/revert), as one update of the task recorded as 'reverted'.
 * NotFound: a task outside the caller's audience now, or no such entry of its thread. Forbidden: the caller
 * may not change the task (a viewer; an assignee reverting another's entry or a field of the
 * assignment; the assigner, who changes an assignment through its own routes). Invalid: an entry of
 * a kind that is not a task's fields (created, deleted, moved, comments). Conflict naming the
 * fields: one changed again since the entry, unless `force`. A completion put back moves the
 * counters as the toggle does (it is the toggle's operation). The write is conditioned on the task's
 * last change being the one checked, so nothing slips in between.
 */
export async function revertEntry(
  caller: Caller,
  taskId: string,
  entryId: string,
  force: boolean,
  unit: UnitOfWork,
): Promise<TaskUpdate & { fields: string[] }> {
  const audience = await resolveTaskAudience(caller.id, caller, taskId);
  const thread = historyThread(audience);
  // The task as the caller changes it: theirs, their copy, the list's; null for the assigner.
  const task = audience.task;
  const { entry, newer } = await readSince(thread.userId, thread.id, entryId);
  if (!entry) throw new NotFound(activityTexts.entryNotFound);
  if (!task) throw new Forbidden(activityTexts.assignmentReverts);
  const ownCopy = task.assigned;
  if (ownCopy && entry.actor._id !== caller.id) throw new Forbidden(activityTexts.notYourCopy);
  if (!revertableKinds.has(entry.kind) || entry.changes.length === 0)
    throw new Invalid(activityTexts.notRevertable);
  const changes: TaskChanges = Object.assign({}, ...entry.changes.map(changeBack));
  const fields = entry.changes.map((change) => change.field);
  const check = (read: TodoItem): TaskGuard => {
    if (!force) {
      const again = changedSince(entry, newer, read, ownCopy);
      if (again.length > 0) throw new Conflict(activityTexts.changedSince(again));
    }
    return unchangedSince(read);
  };
  const update = await updateTodo(caller.id, task.id, changes, caller, unit, { check, revertOf: entry.id });
  return { ...update, fields };
}
