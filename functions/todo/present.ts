/**
 * How stored tasks, groups and assignment rows become the wire types, and what each list and view
 * holds (SPEC.md sections 2 and 4). Pure functions over the items one Query of the caller's
 * partition returns (`Board`), so the views are the same for every client and unit-testable.
 */
import { type BuiltInViewId, builtInViews, limits } from '../../shared/limits';
import type { Group, Todo } from '../../shared/types';
import type { AssignmentItem, GroupItem, TodoItem } from '../data/items';

/** What a read route fetched from the caller's partition (only the kinds it asked for are filled). */
export interface Board {
  groups: GroupItem[];
  todos: TodoItem[];
  assignments: AssignmentItem[];
}

export function toTodo(item: TodoItem, groupName?: string): Todo {
  return {
    _id: item.id,
    description: item.description,
    completed: item.completed === true,
    assigned: item.assigned === true,
    important: item.important === true,
    due: item.due ?? null,
    createdAt: item.createdAt,
    user: item.userId,
    groupId: item.groupId ?? null,
    ...(groupName !== undefined ? { groupName } : {}),
    ...(item.assigned
      ? {
          ...(item.uniqueMarker ? { uniqueMarker: item.uniqueMarker } : {}),
          ...(item.assignerUsername ? { username: item.assignerUsername } : {}),
        }
      : {}),
  };
}

/**
 * The assigner's grouped "Assigned by you" row (view 4). Its `_id` is the uniqueMarker; completion
 * lives on each copy (get-assignments-status), so the row itself is never completed.
 */
export function assignmentToTodo(row: AssignmentItem): Todo {
  return {
    _id: row.id,
    description: row.description,
    completed: false,
    assigned: true,
    important: row.important === true,
    due: row.due ?? null,
    createdAt: row.createdAt,
    user: row.assignerId,
    groupId: null,
    uniqueMarker: row.id,
    assignedTo: row.assignedTo,
    originalIds: row.originalIds,
  };
}

/** Not completed first, then newest first (SPEC.md section 4); equal times by id, newest first. */
export const sortTodos = (todos: Todo[]): Todo[] =>
  [...todos].sort(
    (a, b) =>
      Number(a.completed) - Number(b.completed) ||
      b.createdAt.localeCompare(a.createdAt) ||
      b._id.localeCompare(a._id),
  );

const groupNames = (board: Board) => new Map(board.groups.map((g) => [g.id, g.name]));

/** The caller's own tasks (not the copies others assigned), with the name of the group each comes from. */
function ownTodos(board: Board, keep: (item: TodoItem) => boolean): Todo[] {
  const names = groupNames(board);
  return board.todos
    .filter((item) => !item.assigned && keep(item))
    .map((item) => toTodo(item, item.groupId ? names.get(item.groupId) : undefined));
}

/**
 * A built-in view. Views 0-2 hold the caller's own tasks only (an assigned copy is read-only and
 * lives in view 3, where it carries the assigner's username); they carry `groupName` when the task
 * belongs to a user group.
 */
export function viewTodos(view: BuiltInViewId, board: Board, now: number = Date.now()): Todo[] {
  const since = now - limits.todayWindowMinutes * 60_000;
  switch (view) {
    case 'today':
      return sortTodos(ownTodos(board, (item) => Date.parse(item.createdAt) >= since));
    case 'important':
      return sortTodos(ownTodos(board, (item) => item.important === true));
    case 'planned':
      return sortTodos(ownTodos(board, (item) => Boolean(item.due)));
    case 'assigned-to-me':
      return sortTodos(board.todos.filter((item) => item.assigned).map((item) => toTodo(item)));
    case 'assigned-by-me':
      return sortTodos(board.assignments.map(assignmentToTodo));
  }
}

/** The tasks of one user group. */
export const groupTodos = (groupId: string, board: Board): Todo[] =>
  sortTodos(board.todos.filter((item) => item.groupId === groupId).map((item) => toTodo(item)));

/** Every task in the caller's partition: own tasks (with their group's name) and copies assigned to them. */
export function allTodos(board: Board): Todo[] {
  const names = groupNames(board);
  return sortTodos(
    board.todos.map((item) => toTodo(item, item.groupId ? names.get(item.groupId) : undefined)),
  );
}

export const toGroup = (item: GroupItem, todo: Todo[] = []): Group => ({
  _id: item.id,
  name: item.name,
  todo,
});

/**
 * The sidebar list: the five built-in views first, by index (their `todo` is empty: their contents
 * come from get/{viewId}), then the user groups oldest first, each with its tasks.
 */
export function groupList(board: Board): Group[] {
  const builtIns: Group[] = builtInViews.map((view) => ({
    _id: view.id,
    name: view.name,
    todo: [],
    builtIn: true,
  }));
  const userGroups = [...board.groups]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((group) => toGroup(group, groupTodos(group.id, board)));
  return [...builtIns, ...userGroups];
}
