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
import { builtInViews, commentLimits } from '@shared/limits';
import { priorityOf } from '@shared/priority';
import { hasTeamState } from '@shared/team-task-fields';
import { answeredDueOf } from '@shared/timed-due';
import type { Group, Task } from '@shared/types';
import { sortTodos } from '@shared/views';
import type { UserItem } from '../data/accounts/users';
import { type GroupItem, homeOf, type TodoItem } from '../data/core/items';
import type { JoinedList } from '../data/lists/joined-lists';
import type { Board } from '../data/tasks/todos';
import { assignmentCopies, detailsOf } from './assignment-copies';

/** A shared list as its tasks are answered: who owns it, the creator of tasks stored before stamps. */
export interface SharedContext {
  ownerName: string;
}

/** The shared list a user sees `groupId` as, or undefined when it is not shared with or by them. */
export function sharedContextOf(
  user: Pick<UserItem, 'username' | 'sharedLists'>,
  groupId: string,
): SharedContext | undefined {
  const entry = user.sharedLists?.[groupId];
  if (!entry || entry.role === 'removed') return undefined;
  return { ownerName: entry.role === 'owner' ? user.username : (entry.ownerName ?? '') };
}

/**
 * Who made, changed and completed a task of a shared list. A task stored before the stamps was made
 * by the list's owner (the partition's owner) and last changed when it was made.
 */
function stampsOf(item: TodoItem, list: SharedContext): Partial<Task> {
  const createdBy = { _id: item.createdBy ?? item.userId, username: item.createdByName ?? list.ownerName };
  return {
    createdBy,
    updatedBy: item.updatedBy ? { _id: item.updatedBy, username: item.updatedByName ?? '' } : createdBy,
    updatedAt: item.updatedAt ?? item.createdAt,
    completedBy: item.completedBy ? { _id: item.completedBy, username: item.completedByName ?? '' } : null,
    completedAt: item.completedAt ?? null,
  };
}

/** A stored task as answered; with its list's context when it is in a shared list (the stamps). */
export function toTodo(item: TodoItem, list?: SharedContext): Task {
  return {
    _id: item.id,
    description: item.description,
    completed: item.completed === true,
    assigned: item.assigned === true,
    important: item.important === true,
    priority: priorityOf(item),
    ...answeredDueOf(item),
    labels: item.labels ?? [],
    // Their names and colours as set: in a shared list, every member sees them (docs/decisions/0135-labels.md).
    labelInfo: item.labelInfo ?? [],
    createdAt: item.createdAt,
    user: item.userId,
    groupId: homeOf(item),
    ...detailsOf(item),
    remindAt: item.remindAt ?? null,
    remindBefore: item.remindBefore ?? null,
    ...(item.assigned
      ? {
          ...(item.uniqueMarker ? { uniqueMarker: item.uniqueMarker } : {}),
          ...(item.assignerUsername ? { username: item.assignerUsername } : {}),
        }
      : {}),
    ...(list ? stampsOf(item, list) : {}),
    ...(list && hasTeamState(item) ? teamFieldsOf(item) : {}),
  };
}

/** A team task's assignees with their parts, its completion mode and its rotation (docs/api.md#team-tasks). */
const teamFieldsOf = (item: TodoItem): Partial<Task> => ({
  assignees: (item.assignees ?? []).map((part) => ({
    _id: part.id,
    username: part.username,
    completed: part.completed,
    completedAt: part.completedAt,
  })),
  completion: item.completion ?? 'all',
  rotation: item.rotation ?? [],
});

/**
 * What one group stores: a user group's or built-in home's tasks (with the stamps in a shared
 * list), the copies assigned to the caller, or the caller's assignment copies.
 */
export function storedTodos(groupId: string, board: Board, username: string, list?: SharedContext): Task[] {
  if (groupId === 'assigned-by-me')
    return sortTodos(board.assignments.flatMap((row) => assignmentCopies(row, username)));
  return sortTodos(board.todos.filter((item) => homeOf(item) === groupId).map((item) => toTodo(item, list)));
}

/** Every task in the caller's partition: own tasks and copies others assigned to them. */
export const allTodos = (board: Board): Task[] => sortTodos(board.todos.map((item) => toTodo(item)));

export const toGroup = (item: GroupItem, todo: Task[] = []): Group => ({
  _id: item.id,
  name: item.name,
  todo,
});

const memberCount = (group: GroupItem) => Object.keys(group.members ?? {}).length;

/** A shared list's members besides the owner, by name, in the order of their ids. */
const membersOf = (group: GroupItem) =>
  Object.keys(group.members ?? {})
    .sort()
    .map((id) => ({ _id: id, username: group.memberNames?.[id] ?? '' }));

/**
 * A joined list's tasks as answered, once per array of stored tasks: a list kept between
 * invocations (functions/data/lists/list-cache.ts) keeps the same array while its version holds, so the
 * members' page loads present its thousands of tasks once. Frozen, as they are shared.
 */
const presented = new WeakMap<readonly TodoItem[], { ownerName: string; tasks: readonly Task[] }>();

function presentedTasks(todos: readonly TodoItem[], list: SharedContext): readonly Task[] {
  const known = presented.get(todos);
  if (known?.ownerName === list.ownerName) return known.tasks;
  const tasks = Object.freeze(sortTodos(todos.map((item) => Object.freeze(toTodo(item, list)))));
  presented.set(todos, { ownerName: list.ownerName, tasks });
  return tasks;
}

/** A list others shared with the user, as get-groups answers it after the user's own groups. */
export function joinedGroup({ group, role, todos }: JoinedList): Group {
  const list = { ownerName: group.ownerName ?? '' };
  return {
    ...toGroup(group, [...presentedTasks(todos, list)]),
    shared: {
      owner: { _id: group.userId, username: list.ownerName },
      role,
      memberCount: memberCount(group),
      members: membersOf(group),
      version: group.version ?? 0,
    },
  };
}

/**
 * The sidebar list, each group with what it stores: the five built-ins first, by index
 * (`builtIn: true`), then the user groups oldest first (a shared one says so), then the lists
 * others shared with the user (docs/api.md#shared-lists).
 */
export function groupList(
  board: Board,
  user: Pick<UserItem, 'id' | 'username'>,
  joined: JoinedList[] = [],
): Group[] {
  const builtIns: Group[] = builtInViews.map((view) => ({
    _id: view.id,
    name: view.name,
    todo: storedTodos(view.id, board, user.username),
    builtIn: true,
  }));
  const userGroups = [...board.groups]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((group) => {
      if (group.members === undefined) return toGroup(group, storedTodos(group.id, board, user.username));
      const owner = { _id: user.id, username: user.username };
      return {
        ...toGroup(group, storedTodos(group.id, board, user.username, { ownerName: user.username })),
        shared: {
          owner,
          role: 'owner' as const,
          memberCount: memberCount(group),
          members: membersOf(group),
          version: group.version ?? 0,
        },
      };
    });
  const groups = [...builtIns, ...userGroups, ...joined.map(joinedGroup)];
  return board.readMarks ? withUnreadComments(groups, board, joined) : groups;
}

/**
 * Every task with `unreadComments` (docs/api.md#comments): its thread's counter, read with the
 * task (an assignment's on its row and each copy), less the caller's read mark of that thread.
 */
const unreadCount = (commentSeq: number, seen: number | undefined): number =>
  Math.min(commentLimits.unreadMax, Math.max(0, commentSeq - (seen ?? 0)));

function withUnreadComments(groups: Group[], board: Board, joined: JoinedList[]): Group[] {
  const threads = new Map<string, { threadId: string; seq: number }>();
  for (const item of [...board.todos, ...joined.flatMap((list) => list.todos)])
    threads.set(item.id, {
      threadId: item.assigned && item.uniqueMarker ? item.uniqueMarker : item.id,
      seq: item.commentSeq ?? 0,
    });
  for (const row of board.assignments)
    for (const copyId of row.originalIds) threads.set(copyId, { threadId: row.id, seq: row.commentSeq ?? 0 });
  const marks = board.readMarks ?? new Map<string, number>();
  return groups.map((group) => ({
    ...group,
    todo: group.todo.map((task) => {
      const thread = threads.get(task._id);
      return { ...task, unreadComments: thread ? unreadCount(thread.seq, marks.get(thread.threadId)) : 0 };
    }),
  }));
}
