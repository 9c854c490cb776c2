/**
 * Reminders, the part every task write shares: whether a task's reminder is pending and
 * the reminder index keys (GSI2, ../core/keys.ts `dueIndexKeys`) that say so. A task is in the index
 * exactly while it has a `remindAt` in the future and is not completed, so completing cancels,
 * un-completing before the time re-arms, changing `remindAt` re-arms, and deleting the task deletes
 * its index entry with it, all in the transaction of the change itself. No date library: this is
 * loaded by every task and assignment write. The poller's side is ./reminder-poll.ts;
 * a next occurrence's reminder is moved in ../tasks/recurrence.ts, with the zone library.
 */
import { dueIndexKeys } from '../core/keys';

/** The index attributes of an item; removed together when nothing is pending. */
export const dueIndexAttributes = ['gsi2pk', 'gsi2sk'] as const;

interface Remindable {
  id: string;
  completed: boolean;
  remindAt?: string | null | undefined;
}

/** Whether the task's reminder is still to be sent, at `now`. */
export const reminderPending = (
  task: Remindable,
  now = Date.now(),
): task is Remindable & { remindAt: string } =>
  typeof task.remindAt === 'string' && !task.completed && Date.parse(task.remindAt) > now;

/** The index keys a new item carries (none when nothing is pending). */
export const reminderKeys = (task: Remindable, now = Date.now()) =>
  reminderPending(task, now) ? dueIndexKeys(task.remindAt, task.id) : {};

/**
 * What an Update of a task must do to the index after a change: set the keys (pending) or remove
 * them. Only when the change touches what decides it (`remindAt` or `completed`).
 */
export function reminderUpdate(
  task: Remindable,
  changed: { remindAt?: unknown; completed?: unknown },
  now = Date.now(),
): { set: Record<string, string>; remove: readonly string[] } {
  if (changed.remindAt === undefined && changed.completed === undefined) return { set: {}, remove: [] };
  if (reminderPending(task, now)) return { set: dueIndexKeys(task.remindAt, task.id), remove: [] };
  return { set: {}, remove: dueIndexAttributes };
}
