/**
 * How stored tasks, groups and assignment rows become the wire types (SPEC.md section 3,
 * docs/compat.md#tasks-and-groups): every group, built-in or not, answers what it stores, as the
 * original system does.
 *
 * Where a task lives ("home"): an own task in the user group or built-in home (today, important,
 * planned) it was created in; an own task stored before homes existed (groupId null) in `today`
 * (a read-time default, so nothing stored earlier disappears); an assigned copy in "Assigned to
 * you". The assigner's "Assigned by you" holds one element per assignee copy, expanded from the
 * ASSIGN# row (functions/lib/assignment-copies.ts). Clients compute the merged views (shared/views.ts).
 */
import { dueDayOf, dueFieldsOf } from '@shared/due-day';
import { builtInViews } from '@shared/limits';
import type { Group, Task } from '@shared/types';
import { sortTodos } from '@shared/views';
import { type GroupItem, homeOf, type TodoItem } from '../../data/items';
import type { Board } from '../../data/todos';
import { assignmentCopies, detailsOf } from '../../lib/assignment-copies';

export function toTodo(item: TodoItem): Task {
  return {
    _id: item.id,
    description: item.description,
    completed: item.completed === true,
    assigned: item.assigned === true,
    important: item.important === true,
    ...dueFieldsOf(dueDayOf(item)),
    createdAt: item.createdAt,
    user: item.userId,
    groupId: homeOf(item),
    ...detailsOf(item),
    remindAt: item.remindAt ?? null,
    ...(item.assigned
      ? {
          ...(item.uniqueMarker ? { uniqueMarker: item.uniqueMarker } : {}),
          ...(item.assignerUsername ? { username: item.assignerUsername } : {}),
        }
      : {}),
  };
}

/** What one group stores: a user group's or built-in home's tasks, the copies assigned to the caller, or the caller's assignment copies. */
export function storedTodos(groupId: string, board: Board, username: string): Task[] {
  if (groupId === 'assigned-by-me')
    return sortTodos(board.assignments.flatMap((row) => assignmentCopies(row, username)));
  return sortTodos(board.todos.filter((item) => homeOf(item) === groupId).map(toTodo));
}

/** Every task in the caller's partition: own tasks and copies others assigned to them. */
export const allTodos = (board: Board): Task[] => sortTodos(board.todos.map(toTodo));

export const toGroup = (item: GroupItem, todo: Task[] = []): Group => ({
  _id: item.id,
  name: item.name,
  todo,
});

/**
 * The sidebar list, each group with what it stores: the five built-ins first, by index
 * (`builtIn: true`), then the user groups oldest first.
 */
export function groupList(board: Board, username: string): Group[] {
  const builtIns: Group[] = builtInViews.map((view) => ({
    _id: view.id,
    name: view.name,
    todo: storedTodos(view.id, board, username),
    builtIn: true,
  }));
  const userGroups = [...board.groups]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((group) => toGroup(group, storedTodos(group.id, board, username)));
  return [...builtIns, ...userGroups];
}
