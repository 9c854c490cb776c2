/**
 * The fields this page changed on each task in the last minute, and the values it sent: when a
 * teammate's change to a shared list arrives after it and puts another value in one of them (the
 * later write wins, field by field: docs/api.md#shared-lists), the page says so quietly
 * ('{username} changed the due date meanwhile') instead of letting the value change under the user.
 * Noting is all the first download carries; the comparison is ./overridden-fields.ts, with the live
 * patches that need it.
 */
import type { TaskChanges } from '@shared/types';

/** How long a change of this page's counts as recent. */
export const recentMs = 60_000;

/** By task id: when this page last changed it, and the fields it sent within `recentMs`. */
export const edits = new Map<string, { at: number; fields: Record<string, unknown> }>();

/** Notes a change this page sends (`body`: the fields of a todo/update). */
export function noteEdit(taskId: string, body: TaskChanges): void {
  const now = Date.now();
  const known = edits.get(taskId);
  const fields = known && now - known.at < recentMs ? known.fields : {};
  edits.set(taskId, { at: now, fields: { ...fields, ...body } });
}
