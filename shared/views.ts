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
import type { Group, Task } from './types';
import { upcomingView, upForGrabsView } from './web-views';

export { upcomingView, upForGrabsView } from './web-views';

/** A task as a merged view lists it: with the name of the group it comes from (built by clients, not sent). */
type MergedTask = Task & { groupName: string; viewOnly?: boolean };

/**
 * A task as a sidebar entry lists it: in a merged view with its group's name, elsewhere as stored;
 * `viewOnly` in a list shared with the user as a viewer (they read it, they do not change it).
 */
export type ListedTask = Task & { groupName?: string; viewOnly?: boolean };

/** Whether the user only views this group: a list shared with them as a viewer. */
export const viewsOnly = (group: Group | undefined): boolean => group?.shared?.role === 'viewer';

const listed = <T extends Task>(todo: T, group: Group): T & { viewOnly?: boolean } =>
  viewsOnly(group) ? { ...todo, viewOnly: true } : todo;

/**
 * An "Assigned by you" row, built by clients from the copies of one assignment (not sent by the
 * server, which stores and answers copies): the first copy's fields, the assignment's marker, and
 * the assignees with their copy ids, index for index. Clients send it back to the assignment routes.
 */
export type AssignmentRow = Task & { uniqueMarker: string; assignedTo: string[]; originalIds: string[] };

/** Code-unit order: ISO 8601 times and time-ordered ids sort as text, with no locale rules (and far faster than localeCompare). */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Not completed first, then newest first; equal times by id, newest first (ids are time-ordered). */
export function compareTodos(a: Task, b: Task): number {
  return (
    Number(a.completed) - Number(b.completed) ||
    compareText(b.createdAt, a.createdAt) ||
    compareText(b._id, a._id)
  );
}

export const sortTodos = <T extends Task>(todos: readonly T[]): T[] => [...todos].sort(compareTodos);

/** The built-in views that merge tasks from other groups (indexes 0-2). */
export type MergedViewId = Extract<BuiltInViewId, 'today' | 'important' | 'planned'>;

export const isMergedView = (id: string): id is MergedViewId =>
  id === 'today' || id === 'important' || id === 'planned';

/** The merged views, in the sidebar's order. */
const mergedViews: readonly MergedViewId[] = ['today', 'important', 'planned'];

/** The start of Today's window: tasks created since then are in Today. */
const todaySince = (now: number): number => now - limits.todayWindowMinutes * 60_000;

/** Whether a task belongs in a merged view (Today: created in the last 24 hours). */
function inView(view: MergedViewId, todo: Task, since: number): boolean {
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
export function mergedView(
  view: MergedViewId,
  groups: readonly Group[],
  now: number = Date.now(),
): MergedTask[] {
  const since = todaySince(now);
  const merged: MergedTask[] = [];
  for (const group of groups) {
    if (group._id === 'assigned-by-me') continue;
    for (const todo of group.todo) {
      if (inView(view, todo, since)) merged.push(listed({ ...todo, groupName: group.name }, group));
    }
  }
  return sortTodos(merged);
}

/** The entry that shows a highlighted task: its user group or "Assigned to you", else a merged view. */
export function entryOfTask(
  todoId: string,
  groups: readonly Group[],
  now: number = Date.now(),
): string | null {
  for (const group of groups) {
    const todo = group.todo.find((t) => t._id === todoId);
    if (!todo) continue;
    return isMergedView(group._id) ? mergedViewOf(todo, now) : group._id;
  }
  return null;
}

/** The first merged view that lists a task (in the sidebar's order), else Today: where a link to it opens. */
export function mergedViewOf(task: Task, now: number = Date.now()): MergedViewId {
  const since = todaySince(now);
  return mergedViews.find((view) => inView(view, task, since)) ?? 'today';
}

/**
 * "Assigned by you" rows from the copies the server stores there (one element per assignee copy):
 * one row per uniqueMarker, `{ ...first copy, assignedTo, originalIds }`, index for index. Its `_id`
 * is the first copy's id and its `uniqueMarker` names the assignment in the routes that change it.
 */
export function assignmentRows(copies: readonly Task[]): AssignmentRow[] {
  const rows = new Map<string, AssignmentRow>();
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

/** Whether a task of `group` waits on `me`: their part is pending, or they claimed it and it is not done. */
const waitsOn = (todo: Task, me: string) =>
  !todo.completed && (todo.assignees ?? []).some((part) => part._id === me && !part.completed);

/** A list's team tasks that pass `test`, each with its list's name (as a merged view lists them). */
function teamTasks(groups: readonly Group[], test: (todo: Task) => boolean): MergedTask[] {
  const found: MergedTask[] = [];
  for (const group of groups)
    if (group.shared)
      for (const todo of group.todo)
        if (test(todo)) found.push(listed({ ...todo, groupName: group.name }, group));
  return found;
}

/** What a sidebar entry lists: tasks, or in "Assigned by you" one row per assignment. */
export type EntryList = { kind: 'tasks'; tasks: ListedTask[] } | { kind: 'rows'; rows: AssignmentRow[] };

/**
 * The list an entry of the sidebar shows: a merged view, the assignment rows, a group's tasks.
 * With `me`: "Assigned to you" also lists the team tasks of shared lists that wait on them, and
 * "Up for grabs" the team tasks nobody has claimed.
 */
export function entryList(
  entryId: string,
  groups: readonly Group[],
  now: number = Date.now(),
  me?: string,
): EntryList {
  if (isMergedView(entryId)) return { kind: 'tasks', tasks: mergedView(entryId, groups, now) };
  // What Planned lists, open: the pane shows it by day (web/src/features/dashboard/sort-order.ts).
  if (entryId === upcomingView)
    return { kind: 'tasks', tasks: mergedView('planned', groups, now).filter((t) => !t.completed) };
  if (entryId === upForGrabsView)
    return {
      kind: 'tasks',
      tasks: sortTodos(
        teamTasks(groups, (t) => t.completion === 'claim' && !t.completed && !t.assignees?.length),
      ),
    };
  const group = groups.find((g) => g._id === entryId);
  const stored = group?.todo ?? [];
  if (entryId === 'assigned-by-me') return { kind: 'rows', rows: assignmentRows(stored) };
  if (entryId === 'assigned-to-me' && me)
    return { kind: 'tasks', tasks: sortTodos([...stored, ...teamTasks(groups, (t) => waitsOn(t, me))]) };
  return {
    kind: 'tasks',
    tasks: sortTodos(group && viewsOnly(group) ? stored.map((t) => listed(t, group)) : stored),
  };
}

/**
 * What kind of list a sidebar entry shows: one of the five built-ins by its id, the web's own view,
 * a user group, or a saved filter (shared/filters).
 */
export type EntryKind =
  | BuiltInViewId
  | typeof upForGrabsView
  | typeof upcomingView
  | 'user-group'
  | 'saved-filter';

export const entryKind = (entryId: string): EntryKind =>
  entryId === upForGrabsView || entryId === upcomingView
    ? entryId
    : (builtInViews.find((view) => view.id === entryId)?.id ?? 'user-group');

/**
 * The key of one copy's step tick in the get-assignments-status map, answered beside the copies'
 * completion when the body asks `steps: true` (an extension).
 */
export const stepStatusKey = (copyId: string, stepId: string): string => `${copyId}:${stepId}`;
