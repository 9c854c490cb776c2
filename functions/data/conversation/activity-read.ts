/**
 * A task's history, its pages (GET /api/tasks/{id}/activity). Apart from the revert
 * (./activity-revert.ts), which runs the update with the RRULE library: the read's function stays
 * small.
 *
 * Who may: the task's audience as it is now (./task-audience.ts, the one rule): its owner, an
 * assignment's assigner and assignees, a shared list's owner and current members. Anyone else,
 * a member whose membership ended included, gets 404, as for a task that does not exist.
 */

import type { Writer } from '../lists/list-access';
import { type ActivityEntry, readActivityPage } from './activity';
import { resolveTaskAudience, type TaskAudience } from './task-audience';

/** The caller, as the task routes know them. */
export type Caller = Writer & { id: string };

/** Where a task's history lives: the thread's partition (its owner's) and id (./activity.ts `threadOf`). */
export const historyThread = (audience: TaskAudience) => ({
  userId: audience.ownerId,
  id: audience.threadId,
});

/**
 * One page of a task's history, newest first (GET /api/tasks/{id}/activity). Round trips: the
 * audience's (./task-audience.ts), then one Query of the page.
 */
export async function taskActivityPage(
  caller: Caller,
  taskId: string,
  cursor: string | undefined,
): Promise<{ entries: ActivityEntry[]; next: string | null }> {
  const thread = historyThread(await resolveTaskAudience(caller.id, caller, taskId));
  return readActivityPage(thread.userId, thread.id, cursor);
}
