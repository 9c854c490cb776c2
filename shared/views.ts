/**
 * What each dashboard entry shows, computed from what the groups store (SPEC.md section 2):
 * the one sort of task lists, the merged built-in views Today, Important and Planned, and the
 * regrouping of "Assigned by you" copies into one row per assignment.
 *
 * The server answers every group with what it stores (`GET /api/todo/get-groups`, `get/{id}`), as
 * the original system does (docs/api.md); clients compute the views from that. Pure functions, used
 * by the web client and by the server's own tests, so both sides sort and merge alike.
 */
import { type BuiltInViewId, builtInViews, limits } from './limits';
import type { Group, Todo } from './types';

/** Code-unit order: ISO 8601 times and time-ordered ids sort as text, with no locale rules (and far faster than localeCompare). */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Not completed first, then newest first; equal times by id, newest first (ids are time-ordered). */
export function compareTodos(a: Todo, b: Todo): number {
  return (
    Number(a.completed) - Number(b.completed) ||
    compareText(b.createdAt, a.createdAt) ||
    compareText(b._id, a._id)
  );
}

export const sortTodos = (todos: readonly Todo[]): Todo[] => [...todos].sort(compareTodos);

/** The built-in views that merge tasks from other groups (indexes 0-2). */
export type MergedViewId = Extract<BuiltInViewId, 'today' | 'important' | 'planned'>;

export const isMergedView = (id: string): id is MergedViewId =>
  id === 'today' || id === 'important' || id === 'planned';

/** Whether a task belongs in a merged view (Today: created in the last 24 hours). */
function inView(view: MergedViewId, todo: Todo, since: number): boolean {
  switch (view) {
    case 'today':
      return Date.parse(todo.createdAt) >= since;
    case 'important':
      return todo.important;
    case 'planned':
      return Boolean(todo.due);
  }
}

/**
 * Today, Important or Planned: the matching tasks of every group except "Assigned by you" (built-in
 * homes, "Assigned to you" and user groups), each with `groupName` = the group it comes from, sorted.
 */
export function mergedView(view: MergedViewId, groups: readonly Group[], now: number = Date.now()): Todo[] {
  const since = now - limits.todayWindowMinutes * 60_000;
  const merged: Todo[] = [];
  for (const group of groups) {
    if (group._id === 'assigned-by-me') continue;
    for (const todo of group.todo) {
      if (inView(view, todo, since)) merged.push({ ...todo, groupName: group.name });
    }
  }
  return sortTodos(merged);
}

/**
 * "Assigned by you" rows from the copies the server stores there (one element per assignee copy):
 * one row per uniqueMarker, `{ ...first copy, assignedTo, originalIds }`, index for index. Its `_id`
 * is the first copy's id and its `uniqueMarker` names the assignment in the routes that change it.
 */
export function assignmentRows(copies: readonly Todo[]): Todo[] {
  const rows = new Map<string, Todo & { assignedTo: string[]; originalIds: string[] }>();
  for (const copy of copies) {
    const marker = copy.uniqueMarker ?? copy._id;
    const row = rows.get(marker);
    if (row) {
      row.assignedTo.push(copy.user);
      row.originalIds.push(copy._id);
    } else {
      rows.set(marker, { ...copy, uniqueMarker: marker, assignedTo: [copy.user], originalIds: [copy._id] });
    }
  }
  return sortTodos([...rows.values()]);
}

/** The task list an entry of the sidebar shows: a merged view, the assignment rows, or a group's tasks. */
export function entryTasks(entryId: string, groups: readonly Group[], now: number = Date.now()): Todo[] {
  if (isMergedView(entryId)) return mergedView(entryId, groups, now);
  const group = groups.find((g) => g._id === entryId);
  if (!group) return [];
  return entryId === 'assigned-by-me' ? assignmentRows(group.todo) : sortTodos(group.todo);
}

/** What kind of list a sidebar entry shows: one of the five built-ins by its id, or a user group. */
export type EntryKind = BuiltInViewId | 'user-group';

export const entryKind = (entryId: string): EntryKind =>
  builtInViews.find((view) => view.id === entryId)?.id ?? 'user-group';
