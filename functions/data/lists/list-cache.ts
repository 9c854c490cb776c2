/**
 * The tasks of shared lists as a function last read them, kept in its memory between invocations
 * and keyed by each list's `version` (docs/decisions/0141-shared-lists-kept-by-version.md).
 *
 * Every write of a task in a shared list moves its group's `version` in the write's own
 * transaction (./list-access.ts `groupWrite`), and a board read gets the groups with a consistent
 * read before it uses anything kept here. So a kept list is used only while its group still shows
 * the version it was read at: any write since, by anyone, makes it a miss and the list is read
 * again. All 20 members of a team read the same lists through the same few warm functions (a
 * deployment is one team's), so most page loads find them here and read only their own partition.
 *
 * A list is kept only once its last change is `settledMs` old. The reads that fill it may run in
 * parallel with the group's read, or come from the eventually consistent index; a write between
 * them (or one the index has not caught up with) is then that recent, and the answer is used once
 * without being kept. Bounded by `keptTasksMax` tasks, least recently used first out.
 */
import type { GroupItem, TodoItem } from '../core/items';

interface Kept {
  version: number;
  todos: readonly TodoItem[];
}

/** At most this many tasks kept, across lists (a few MB of a function's memory). */
export const keptTasksMax = 30_000;

/** How old a list's last change must be before its tasks are kept: far beyond the index's lag. */
export const settledMs = 10_000;

const kept = new Map<string, Kept>();
let keptTasks = 0;

const versionOf = (group: Pick<GroupItem, 'version'>) => group.version ?? 0;

/** The list's tasks when they are kept at the version its group shows now. */
export function keptTasksOf(group: Pick<GroupItem, 'id' | 'version'>): readonly TodoItem[] | undefined {
  const entry = kept.get(group.id);
  if (entry === undefined || entry.version !== versionOf(group)) return undefined;
  // Least recently used first out: a use moves the list to the end.
  kept.delete(group.id);
  kept.set(group.id, entry);
  return entry.todos;
}

/** Whether a list's tasks were kept at some version (a read can skip asking for them until its group is in). */
export const isKept = (groupId: string): boolean => kept.has(groupId);

/** Keeps a list's tasks, read whole at the version its group shows, once its last change has settled. */
export function keepTasks(
  group: Pick<GroupItem, 'id' | 'version' | 'changedAt'>,
  todos: readonly TodoItem[],
  now: number,
): void {
  if (group.changedAt !== undefined && now - group.changedAt < settledMs) return;
  forget(group.id);
  if (todos.length > keptTasksMax) return;
  kept.set(group.id, { version: versionOf(group), todos });
  keptTasks += todos.length;
  for (const [groupId] of kept) {
    if (keptTasks <= keptTasksMax) break;
    forget(groupId);
  }
}

function forget(groupId: string): void {
  const entry = kept.get(groupId);
  if (entry === undefined) return;
  keptTasks -= entry.todos.length;
  kept.delete(groupId);
}

/** Empties it: a test or the bench measuring a read that finds nothing kept. */
export function forgetKeptLists(): void {
  kept.clear();
  keptTasks = 0;
}
