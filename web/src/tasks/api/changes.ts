/**
 * The optimistic change of every write the outbox keeps, one pure function per route:
 * `(groups, request) -> groups`, from the request as data alone (api/mutation.ts `queued`). The same
 * function runs when the change is made (outbox-change.ts), when a stored change is laid over the
 * groups the server sent (`withPending`: a re-read, a reload, another tab's changes) and when a
 * refused change is undone (change-undo.ts, then the changes still waiting applied again). A new
 * route's change is one row of `changes`. See docs/architecture.md#the-outbox.
 *
 * Loaded with the first change (outbox-change.ts `loadChanges`), not in the first download. What
 * every change is made of is ./change-basics.ts.
 */
import { type DueFields, dueFieldsOf, requestedDueDay } from '@shared/due-day';
import type { RouteName } from '@shared/routes';
import { instantOfWallClock } from '@shared/time-zones';
import type { Group, Task } from '@shared/types';
import { replaced } from '../../api/outbox/rename';
import {
  type Body,
  bodyOf,
  createdAlready,
  createdTask,
  findTask,
  type GroupsChange,
  mapTasks,
  type StoredRequest,
} from './change-basics';
import { claimedBy, teamFieldsAfter } from './team-task-change';

export { type Body, findTask, knowSettledIds, mapTasks, type StoredRequest } from './change-basics';

const createTask: GroupsChange = (groups, request) => {
  const { tempId } = request;
  if (!tempId || createdAlready(tempId, findTask(groups, tempId) !== undefined)) return groups;
  const task = createdTask(request);
  return mapTasks(groups, (todos, group) => (group._id === task.groupId ? [task, ...todos] : todos));
};

/** A quick-add line: the task the browser read it into (its `preview`), as a create shows one. */
const quickAddTask: GroupsChange = (groups, request) =>
  createTask(groups, { ...request, body: request.preview ?? { description: bodyOf(request).text } });

/**
 * Any set of a task's fields; a new `groupId` moves it to the top of that group. A team task's
 * parts, mode and completion move by the team rule (./team-task-change.ts). The label picker sends
 * `labelInfo` beside `labels` (their names and colours, which the server does not take: it stores its
 * own snapshot), so the rows show the chips at once (docs/api.md#labels).
 */
/**
 * A task's time of day after a change (docs/api.md#times-of-day), as the server will store it: a
 * time needs a day (clearing the day clears it), a zone needs a time; `due` is the wall clock's
 * instant, read in this browser's zone for a floating time (the zone the change sends) and in its
 * own zone for a fixed one, as the server reads it: the row draws a fixed time from `due`, so a new
 * day or time shows on it at once. Date-only tasks are left as they are.
 */
function timedFieldsAfter(
  current: Task,
  fields: { dueTime?: string | null; dueZone?: string | null },
  day: string | null | undefined,
): Partial<Task> {
  const dueDay = day !== undefined ? day : (current.dueDay ?? null);
  const time =
    dueDay === null ? null : fields.dueTime !== undefined ? fields.dueTime : (current.dueTime ?? null);
  if (time === null || dueDay === null)
    return current.dueTime ? { ...dueFieldsOf(dueDay), dueTime: null, dueZone: null } : {};
  const zone = fields.dueZone !== undefined ? fields.dueZone : (current.dueZone ?? null);
  const due = new Date(zone ? instantOfWallClock(dueDay, time, zone) : `${dueDay}T${time}`).toISOString();
  return { dueDay, dueTime: time, dueZone: zone, due };
}

const updateTask: GroupsChange = (groups, request) => {
  const id = request.params?.id;
  const found = id ? findTask(groups, id) : undefined;
  const current = found?.task;
  if (!current) return groups;
  const {
    groupId,
    due,
    dueDay,
    assignees: _ids,
    rotation: _rotation,
    forEveryone: _all,
    timeZone: _zone,
    ...fields
  } = bodyOf(request);
  // A change stored by an earlier version sends `due`: both read as the day they set.
  const day = requestedDueDay({ due, dueDay } as DueFields);
  const team = teamFieldsAfter(current, found.group, bodyOf(request), request.writer);
  const next = {
    ...current,
    ...fields,
    ...(team ?? {}),
    ...(day !== undefined ? dueFieldsOf(day) : {}),
    ...timedFieldsAfter(current, fields, day),
    ...(typeof groupId === 'string' ? { groupId } : {}),
  } as Task;
  return mapTasks(groups, (todos, group) => {
    const rest = todos.filter((t) => t._id !== id);
    if (group._id !== next.groupId) return rest;
    return todos.length === rest.length ? [next, ...rest] : todos.map((t) => (t._id === id ? next : t));
  });
};

/** A task up for grabs taken by the writer (claim), or given back (unclaim). */
const claimTask =
  (taking: boolean): GroupsChange =>
  (groups, request) => {
    const id = request.params?.id;
    return mapTasks(groups, (todos) =>
      todos.map((t) => (t._id === id ? { ...t, assignees: taking ? claimedBy(request.writer) : [] } : t)),
    );
  };

const deleteTask: GroupsChange = (groups, request) => {
  const id = request.params?.id;
  return id ? mapTasks(groups, (todos) => todos.filter((t) => t._id !== id)) : groups;
};

/** The view whose rows are the user's assignments: their copies are stored there. */
const assignedByMe = 'assigned-by-me';

/** The assignment row a change names (`todos`, as the original client sends it), if any. */
const rowOf = (request: StoredRequest) => {
  const row = bodyOf(request).todos as { uniqueMarker?: unknown; originalIds?: unknown } | undefined;
  return {
    marker: typeof row?.uniqueMarker === 'string' ? row.uniqueMarker : undefined,
    copyIds: Array.isArray(row?.originalIds) ? (row.originalIds as unknown[]) : [],
  };
};

/** The copies an assignment shows in "Assigned by you" until its answer: one per partner, under `tempIds`. */
const assignedCopies = (request: StoredRequest): Task[] => {
  const body = bodyOf(request);
  const partners = Array.isArray(body.partners) ? (body.partners as unknown[]) : [];
  const shown = createdTask({ ...request, body: { ...body, groupId: assignedByMe } });
  return partners.map((partner, index) => ({
    ...shown,
    _id: request.tempIds?.[index] ?? '',
    assigned: true,
    user: String(partner),
    uniqueMarker: request.tempId,
  }));
};

const assign: GroupsChange = (groups, request) => {
  const { tempId } = request;
  const shown = groups.some((g) => g.todo.some((t) => t.uniqueMarker === tempId));
  if (!tempId || createdAlready(tempId, shown)) return groups;
  const copies = assignedCopies(request);
  return mapTasks(groups, (todos, group) => (group._id === assignedByMe ? [...copies, ...todos] : todos));
};

/** The whole assignment's fields, on every copy of its row. */
const editAssignment: GroupsChange = (groups, request) => {
  const { marker } = rowOf(request);
  const { todos: _row, todo: _legacyRow, due, dueDay, ...fields } = bodyOf(request);
  const day = requestedDueDay({ due, dueDay } as DueFields);
  const set = { ...fields, ...(day !== undefined ? dueFieldsOf(day) : {}) };
  return marker === undefined
    ? groups
    : mapTasks(groups, (todos) =>
        todos.map((t) => (t.uniqueMarker === marker ? ({ ...t, ...set } as Task) : t)),
      );
};

/** One assignee's copy goes (the row goes with its last copy). */
const removeAssignee: GroupsChange = (groups, request) => {
  const index = Number(bodyOf(request).index);
  const copyId = rowOf(request).copyIds[index];
  return typeof copyId === 'string'
    ? mapTasks(groups, (todos) => todos.filter((t) => t._id !== copyId))
    : groups;
};

const deleteAssignment: GroupsChange = (groups, request) => {
  const { marker } = rowOf(request);
  return marker === undefined
    ? groups
    : mapTasks(groups, (todos) => todos.filter((t) => t.uniqueMarker !== marker));
};

const createGroup: GroupsChange = (groups, { tempId, body }) =>
  !tempId ||
  createdAlready(
    tempId,
    groups.some((g) => g._id === tempId),
  )
    ? groups
    : [...groups, { _id: tempId, name: String((body as Body | undefined)?.name ?? ''), todo: [] }];

const renameGroup: GroupsChange = (groups, request) =>
  groups.map((g) =>
    g._id === request.params?.id ? { ...g, name: String(bodyOf(request).name ?? g.name) } : g,
  );

const deleteGroup: GroupsChange = (groups, request) => groups.filter((g) => g._id !== request.params?.id);

/** The table: one row per route the outbox keeps. */
export const changes: Partial<Record<RouteName, GroupsChange>> = {
  'todo-create': createTask,
  'todo-quick-add': quickAddTask,
  'todo-update': updateTask,
  'todo-delete': deleteTask,
  'todo-claim': claimTask(true),
  'todo-unclaim': claimTask(false),
  'todo-create-group': createGroup,
  'todo-update-group': renameGroup,
  'todo-delete-group': deleteGroup,
  'todo-delete-group-post': deleteGroup,
  'notification-send-assignment': assign,
  'notification-edit-assignment': editAssignment,
  'notification-delete-assignment-for-single-teammate': removeAssignee,
  'notification-delete-assignment-for-all-teammates': deleteAssignment,
  // A comment's writer has read its thread (the server moves their mark with it); the thread
  // itself is its own cache (api/comments.ts).
  'comments-create': (groups, request) =>
    mapTasks(groups, (todos) =>
      todos.map((t) => (t._id === request.params?.id ? { ...t, unreadComments: 0 } : t)),
    ),
};

export const applyChange = (groups: Group[], request: StoredRequest): Group[] =>
  changes[request.route]?.(groups, request) ?? groups;

/** The groups as they will be once every waiting change is applied, in order. */
export const withPending = (groups: Group[], waiting: readonly StoredRequest[]): Group[] =>
  waiting.reduce(applyChange, groups);

/**
 * A group's create was answered: the group shown under its temporary id (or, once the outbox swapped
 * it, `settleIn`, under the saved one) takes the saved fields and keeps the tasks added to it
 * meanwhile (the answer's group has none).
 */
export const groupSaved =
  (tempId: string, saved: Group) =>
  (groups: Group[]): Group[] =>
    // Answered before it was drawn (its draw skipped the answered id): the saved group goes last.
    groups.some((g) => g._id === tempId || g._id === saved._id)
      ? groups.map((g) => (g._id === tempId || g._id === saved._id ? { ...saved, todo: g.todo } : g))
      : [...groups, saved];

/**
 * A task's create was answered: the saved task at the top of its home, once (a re-read may have
 * brought it, and its temporary copy goes), with the changes still waiting laid over it (a completion
 * made before the answer), as a re-read would show them. Its home is the group the server names or,
 * while a group created a moment ago still shows its temporary id, the group that showed the task.
 */
export const taskSaved =
  (tempId: string, saved: Task, waiting: readonly StoredRequest[]) =>
  (groups: Group[]): Group[] => {
    const home = groups.some((g) => g._id === saved.groupId)
      ? saved.groupId
      : (findTask(groups, tempId)?.group._id ?? saved.groupId);
    const placed = mapTasks(groups, (todos, group) => {
      const rest = todos.filter((t) => t._id !== tempId && t._id !== saved._id);
      return group._id === home ? [saved, ...rest] : rest;
    });
    return withPending(placed, waiting);
  };

/**
 * An assignment's send was answered: its saved copies at the top of "Assigned by you", once (the
 * shown ones may carry the saved ids already: the outbox swapped them, `settleIn`), with the changes
 * still waiting laid over them.
 */
export const assignmentSaved =
  (tempIds: readonly string[], saved: readonly Task[], waiting: readonly StoredRequest[]) =>
  (groups: Group[]): Group[] => {
    const gone = new Set([...tempIds, ...saved.map((t) => t._id)]);
    const placed = mapTasks(groups, (todos, group) => {
      const rest = todos.filter((t) => !gone.has(t._id));
      return group._id === assignedByMe ? [...saved, ...rest] : rest;
    });
    return withPending(placed, waiting);
  };

/**
 * Gives the item a create made offline the id the server answered with, everywhere it is named (once;
 * the outbox, api/outbox/, renames its waiting requests the same way). Applied at once when the id arrives
 * (the table is loaded by then: the dashboard loads it when it first shows), before the re-read that
 * follows a replay starts, so SWR keeps that re-read. A re-read that brought the saved item already: its temporary
 * copy goes.
 */
export const settleIn =
  (tempId: string, id: string) =>
  (groups: Group[]): Group[] => {
    const savedGroup = groups.some((g) => g._id === id);
    const savedTask = groups.some((g) => g.todo.some((t) => t._id === id));
    const kept = groups
      .filter((g) => !(savedGroup && g._id === tempId))
      .map((g) => (savedTask ? { ...g, todo: g.todo.filter((t) => t._id !== tempId) } : g));
    return replaced(kept, tempId, id);
  };
