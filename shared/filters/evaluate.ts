/**
 * A saved filter's view: every task the user holds that its query matches, computed on the client
 * from the groups it already has (like the five built-in views: no request on switch). The server's
 * tests run the same functions.
 */
import { daysBetween, dueDayOf } from '../due-day';
import type { Group, Task } from '../types';
import { sortTodos } from '../views';
import type { DayRef, FilterNode } from './query';

/** A task as a filter sees it: where it is listed, and the fields that later versions add. */
export type FilterTask = Task & {
  groupName: string;
  /** In a list shared with or by the user. */
  shared: boolean;
  /** In a list shared with the user as a viewer. */
  viewOnly?: boolean;
  priority?: number;
  labels?: string[];
};

/** What a query is evaluated against besides the task: the viewer, their calendar day, names. */
export interface FilterContext {
  /** The viewer's id. */
  me: string;
  /** The viewer's calendar day (yyyy-mm-dd) in their own zone. */
  today: string;
  /** A label's name by its id (the user's labels), when labels are known. */
  labelName?: (id: string) => string | undefined;
  /** A user's id by username (lowercase), for `assigned:<username>`. */
  userIdOf?: (usernameLower: string) => string | undefined;
}

const dayAfter = (today: string, days: number): string => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const dayOf = (ref: DayRef, today: string): string => ('day' in ref ? ref.day : dayAfter(today, ref.days));

const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** Whether `username`'s id is one of the task's assignees: a copy of the user's assignment, or a team task's part. */
function assignedTo(task: FilterTask, userId: string): boolean {
  if (task.groupId === 'assigned-by-me') return task.user === userId;
  return (task.assignees ?? []).some((part) => part._id === userId);
}

export function matchesFilter(node: FilterNode, task: FilterTask, context: FilterContext): boolean {
  switch (node.kind) {
    case 'and':
      return node.items.every((item) => matchesFilter(item, task, context));
    case 'or':
      return node.items.some((item) => matchesFilter(item, task, context));
    case 'not':
      return !matchesFilter(node.item, task, context);
    case 'due': {
      const due = dueDayOf(task);
      if (due === null) return false;
      const difference = daysBetween(dayOf(node.date, context.today), due);
      return node.op === 'before' ? difference < 0 : node.op === 'after' ? difference > 0 : difference === 0;
    }
    case 'flag':
      switch (node.name) {
        case 'completed':
          return task.completed;
        case 'important':
          return task.important;
        case 'shared':
          return task.shared;
        case 'repeat':
          return Boolean(task.repeat);
        case 'overdue': {
          const due = dueDayOf(task);
          return !task.completed && due !== null && due < context.today;
        }
      }
      return false;
    case 'has':
      switch (node.what) {
        case 'notes':
          return Boolean(task.notes?.trim());
        case 'steps':
          return (task.steps ?? []).length > 0;
        case 'due':
          return dueDayOf(task) !== null;
        case 'reminder':
          return Boolean(task.remindAt);
      }
      return false;
    case 'priority': {
      const priority = task.priority ?? 4;
      switch (node.op) {
        case '<':
          return priority < node.value;
        case '<=':
          return priority <= node.value;
        case '=':
          return priority === node.value;
        case '>=':
          return priority >= node.value;
        case '>':
          return priority > node.value;
      }
      return false;
    }
    case 'label':
      return (task.labels ?? []).some((id) => {
        const name = context.labelName?.(id);
        return name !== undefined && sameText(name, node.name);
      });
    case 'list':
      return sameText(task.groupName, node.name);
    case 'assigned': {
      if (node.who === 'me') return task.assigned || assignedTo(task, context.me);
      if (node.who === 'by me') return task.groupId === 'assigned-by-me';
      const id = context.userIdOf?.(node.who.username.toLowerCase());
      return id !== undefined && assignedTo(task, id);
    }
  }
}

/**
 * Every task of every group, as filters see them: "Assigned by you" as its copies (one per
 * assignee, so `assigned:<username>` can tell them apart; the view shows each assignment once).
 */
export function filterCandidates(groups: readonly Group[]): FilterTask[] {
  const tasks: FilterTask[] = [];
  for (const group of groups) {
    const shared = Boolean(group.shared);
    const viewOnly = group.shared?.role === 'viewer';
    for (const todo of group.todo) {
      tasks.push({ ...todo, groupName: group.name, shared, ...(viewOnly ? { viewOnly } : {}) });
    }
  }
  return tasks;
}

/**
 * The tasks a filter lists, sorted like every list (open first, newest first); an assignment to
 * several teammates once, by its first matching copy.
 */
export function filterView(node: FilterNode, groups: readonly Group[], context: FilterContext): FilterTask[] {
  const seen = new Set<string>();
  const found: FilterTask[] = [];
  for (const task of filterCandidates(groups)) {
    if (!matchesFilter(node, task, context)) continue;
    const key = task.groupId === 'assigned-by-me' ? `marker:${task.uniqueMarker ?? task._id}` : task._id;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(task);
  }
  return sortTodos(found);
}
