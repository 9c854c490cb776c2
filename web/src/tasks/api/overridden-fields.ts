/**
 * Which fields this page changed in the last minute (./recent-edits.ts) a teammate's later change
 * put another value in: loaded with the live patches (./list-patches.ts), not in the first download.
 */
import type { Task } from '@shared/types';
import { edits, recentMs } from './recent-edits';

/** The fields compared, as a change sends them and a task holds them (a repeat by its rule). */
const compared: Record<string, (value: unknown) => unknown> = {
  description: (value) => value,
  important: (value) => value,
  priority: (value) => value ?? 4,
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
