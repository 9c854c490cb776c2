/**
 * The fields this page changed on each task in the last minute, and the values it sent: when a
 * teammate's change to a shared list arrives after it and puts another value in one of them (the
 * later write wins, field by field: docs/api.md#shared-lists), the page says so quietly
 * ('{username} changed the due date meanwhile') instead of letting the value change under the user.
 */
import type { Task, TaskChanges } from '@shared/types';

/** How long a change of this page's counts as recent. */
const recentMs = 60_000;

const edits = new Map<string, { at: number; fields: Record<string, unknown> }>();

/** Notes a change this page sends (`body`: the fields of a todo/update). */
export function noteEdit(taskId: string, body: TaskChanges): void {
  const now = Date.now();
  const known = edits.get(taskId);
  const fields = known && now - known.at < recentMs ? known.fields : {};
  edits.set(taskId, { at: now, fields: { ...fields, ...body } });
}

/** The fields compared, as a change sends them and a task holds them (a repeat by its rule). */
const compared: Record<string, (value: unknown) => unknown> = {
  description: (value) => value,
  important: (value) => value,
  completed: (value) => value,
  dueDay: (value) => value ?? null,
  notes: (value) => value ?? '',
  remindAt: (value) => value ?? null,
  groupId: (value) => value,
  repeat: (value) => (value as { rule?: string } | null | undefined)?.rule ?? null,
};

/**
 * The fields of `task`, as someone other than `me` last changed it, that differ from what this page
 * sent within the last minute; each is told once.
 */
export function overriddenFields(task: Task, me: string): string[] {
  const known = edits.get(task._id);
  if (!known || Date.now() - known.at >= recentMs || !task.updatedBy || task.updatedBy._id === me) return [];
  const overridden = Object.keys(known.fields).filter((field) => {
    const same = compared[field];
    return (
      same !== undefined &&
      same(known.fields[field]) !== same((task as unknown as Record<string, unknown>)[field])
    );
  });
  for (const field of overridden) delete known.fields[field];
  return overridden;
}
