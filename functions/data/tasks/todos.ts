/**
 * The tasks repository: TODO#<id> items in a user's partition (own tasks and assigned copies, one
 * shape: TodoItem), the one-Query read of a user's board, and the operations on one task (create,
 * a description edit, delete), each with its counters in the same transaction; a completion, a
 * star and the details fields are task-updates.ts's. Every element that changes
 * a task's counted state is conditioned on the state it was read in, so a transaction built from a
 * stale read cancels instead of moving a counter twice (docs/data-model.md, "Task counters").
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dueFieldsOf } from '@shared/due-day';
import { isBuiltInViewId } from '@shared/limits';
import { serverErrors } from '@shared/messages/server';
import { noPriority, type Priority } from '@shared/priority';
import { relativeRemindAt, storedDueOf, type TimedFields } from '@shared/timed-due';
import type { NewTodoInput, TaskDetails } from '@shared/types';
import { Forbidden, NotFound } from '../../lib/errors';
import { activityEntry, createdFields } from '../conversation/activity';
import { getItems, keyString } from '../core/batch';
import { db, tableName } from '../core/client';
import { newId } from '../core/ids';
import {
  type AssignmentItem,
  creatorOf,
  type GroupItem,
  type LabelSnapshot,
  type ReadMarkItem,
  type TaskDetailFields,
  type TodoItem,
} from '../core/items';
import { keys, listIndexKeys, skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import {
  retryOnConflict,
  type TransactItem,
  TransactionCancelled,
  tags,
  transact,
} from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';
import { readOwnLabels, taskLabels } from '../lists/labels';
import {
  checkCanEdit,
  groupRefusal,
  groupWrite,
  joinedListsByOwner,
  type ListPlace,
  placeOf,
  type Writer,
} from '../lists/list-access';
import { reminderKeys } from '../notifications/reminders';
import { binTaskPut } from './bin-items';
import { moveCounters } from './counters';
import { storedDetails } from './task-details';
import { createdStamp } from './task-stamps';

type BoardKind = 'todo' | 'group' | 'assignment' | 'readMark';

/** What a read route fetched from the caller's partition (only the kinds it asked for are filled). */
export interface Board {
  groups: GroupItem[];
  todos: TodoItem[];
  assignments: AssignmentItem[];
  /**
   * The caller's read marks of comment threads, by thread id (../conversation/comments.ts). `READ#` sorts between
   * `ASSIGN#` and `TODO#`, so asking for them with those kinds costs no call of its own.
   */
  readMarks?: Map<string, number>;
}

/** The character after '#': `TODO$` sorts after every `TODO#...` key. */
const afterPrefix = (prefix: string) => `${prefix.slice(0, -1)}$`;

/**
 * The caller's items of the given kinds in ONE Query (further calls only for pages beyond 1 MB).
 * One kind: `begins_with` on the sort key. Several: the key range from the first prefix to past the
 * last, with a FilterExpression on `type` dropping what lies between (notes, the profile). Consistent, so a
 * change the same user just made is seen.
 */
export async function readBoard(userId: string, kinds: BoardKind[]): Promise<Board> {
  const prefixes = kinds.map((kind) => skPrefix[kind]).sort();
  const first = prefixes[0] as string;
  const last = prefixes[prefixes.length - 1] as string;
  const single = prefixes.length === 1;
  const values: Record<string, string> = { ':pk': userPartition(userId), ':p0': first };
  if (!single) {
    values[':end'] = afterPrefix(last);
    kinds.forEach((kind, i) => {
      values[`:t${i}`] = kind;
    });
  }
  const items = await queryAll<TodoItem | GroupItem | AssignmentItem | ReadMarkItem>({
    KeyConditionExpression: single
      ? 'pk = :pk AND begins_with(sk, :p0)'
      : 'pk = :pk AND sk BETWEEN :p0 AND :end',
    // A filter cannot name the sort key: it keeps the kinds by their `type` attribute.
    ...(single
      ? {}
      : {
          FilterExpression: `#type IN (${kinds.map((_, i) => `:t${i}`).join(', ')})`,
          ExpressionAttributeNames: { '#type': 'type' },
        }),
    ExpressionAttributeValues: values,
    ConsistentRead: true,
  });
  const board: Board = { groups: [], todos: [], assignments: [] };
  if (kinds.includes('readMark')) board.readMarks = new Map();
  for (const item of items) {
    if (item.type === 'readMark') board.readMarks?.set(item.threadId, item.seen);
    else if (item.type === 'todo') board.todos.push(item);
    else if (item.type === 'group') board.groups.push(item);
    else if (item.type === 'assignment') board.assignments.push(item);
  }
  return board;
}

/** The tasks of one group (one Query of the caller's TODO# items, filtered on groupId; consistent). */
export async function listGroupTodos(userId: string, groupId: string): Promise<TodoItem[]> {
  return queryAll<TodoItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'groupId = :group',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.todo, ':group': groupId },
    ConsistentRead: true,
  });
}

/** One task of the caller's partition (consistent: its state decides how the counters move). */
export async function getTodo(userId: string, todoId: string): Promise<TodoItem | undefined> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.todo(userId, todoId), ConsistentRead: true }),
  );
  return result.Item as TodoItem | undefined;
}

/** A task as found for a writer: the item, and the list place it is in (null: a built-in home or a copy). */
export interface FoundTask {
  item: TodoItem;
  place: ListPlace | null;
}

/**
 * The task a WRITE names by id (todo/update, delete, the team operations): in the writer's own
 * partition, or in a list shared with them, their membership there current or ended (its owner's
 * partition, and its group named in the writer's `sharedLists` with that owner). An ended one is
 * found so that the write is refused with its reason (403 'You are no longer a member of this list',
 * ../lists/list-access.ts `checkCanEdit`, for an offline outbox's replay), which names nothing of the task.
 * Never a read's lookup: what a read may see is the audience rule's (../conversation/task-audience.ts). Without
 * joined lists this is one consistent GetItem; with them, one consistent BatchGet of the same key in
 * every owner's partition. Undefined when there is none.
 */
export async function findTask(
  userId: string,
  writer: Partial<Writer>,
  todoId: string,
): Promise<FoundTask | undefined> {
  const owners = [...joinedListsByOwner(writer, true).keys()];
  let item: TodoItem | undefined;
  if (owners.length === 0) item = await getTodo(userId, todoId);
  else {
    const candidates = [userId, ...owners].map((ownerId) => keys.todo(ownerId, todoId));
    const found = await getItems<TodoItem>(candidates, { consistent: true });
    item = candidates.map((key) => found.get(keyString(key))).find((candidate) => candidate !== undefined);
  }
  if (!item) return undefined;
  const home = item.groupId;
  const place = !item.assigned && home && !isBuiltInViewId(home) ? placeOf(userId, writer, home) : null;
  // Another owner's task is reachable only in a list of theirs shared with the user.
  if (item.userId !== userId && (!place?.shared || place.ownerId !== item.userId)) return undefined;
  return { item, place };
}

/** What a new task holds beyond its owner: the fields of todo/create (send-assignment's without a home). */
type NewTaskFields = Pick<NewTodoInput, 'description' | 'completed' | 'important' | 'dueDay'> & {
  /** 1 (highest) to 4 (none): stored only when set, so a task without one stays as before. */
  priority?: Priority;
  /** The reminder; pending ones put the task in the reminder index (../notifications/reminders.ts). */
  remindAt?: string | null;
  /** A time of day (shared/timed-due.ts): stored only when set, so a date-only task stays as before. */
  dueTime?: string | null;
  dueZone?: string | null;
  /** The setter's zone: a floating task's `due` is its wall clock's instant there. */
  timeZone?: string;
  /** A relative reminder (minutes before the due): `remindAt` is computed from the due. */
  remindBefore?: number | null;
  /** Label ids (../lists/labels.ts) and their snapshots: stored only when there are some. */
  labels?: string[];
  labelInfo?: LabelSnapshot[];
};

/** A new task's due fields: the date-only model, or with a time its instant (shared/timed-due.ts). */
export function newDueFields(fields: Pick<NewTaskFields, 'dueDay' | 'dueTime' | 'dueZone' | 'timeZone'>) {
  if (!fields.dueTime || !fields.dueDay) return dueFieldsOf(fields.dueDay);
  const stored = storedDueOf(fields.dueDay, fields.dueTime, fields.dueZone ?? null, fields.timeZone);
  return {
    due: stored.due,
    dueDay: stored.dueDay,
    dueTime: stored.dueTime,
    ...(stored.dueZone ? { dueZone: stored.dueZone } : { dueBase: stored.dueBase }),
  };
}

/** A new task's reminder: a relative one computed from its due, else the time sent. */
function newReminder(
  fields: NewTaskFields,
  due: TimedFields,
): { remindAt: string | null; remindBefore?: number } {
  if (fields.remindBefore == null) return { remindAt: fields.remindAt ?? null };
  return {
    remindAt: relativeRemindAt(due, fields.remindBefore, fields.timeZone),
    remindBefore: fields.remindBefore,
  };
}

function newTask(
  userId: string,
  fields: NewTaskFields,
  place: Pick<TodoItem, 'groupId' | 'createdAt'>,
  details: Required<TaskDetailFields>,
) {
  const id = newId();
  const due = newDueFields(fields);
  const reminder = newReminder(fields, due);
  return {
    ...keys.todo(userId, id),
    type: 'todo' as const,
    id,
    userId,
    groupId: place.groupId,
    description: fields.description,
    descriptionLower: fields.description.toLowerCase(),
    completed: fields.completed,
    important: fields.important,
    ...(fields.priority !== undefined && fields.priority !== noPriority ? { priority: fields.priority } : {}),
    ...due,
    ...(fields.labels?.length ? { labels: fields.labels, labelInfo: fields.labelInfo ?? [] } : {}),
    createdAt: place.createdAt,
    ...details,
    ...reminder,
    ...reminderKeys({ id, completed: fields.completed, remindAt: reminder.remindAt }),
  };
}

/**
 * A new own task of `userId` in its home (a user group id, or a built-in home: today, important,
 * planned), with its details as stored.
 */
export const newTodoItem = (
  userId: string,
  input: NewTaskFields,
  groupId: string,
  details: Required<TaskDetailFields>,
): TodoItem => ({
  ...newTask(userId, input, { groupId, createdAt: new Date().toISOString() }, details),
  assigned: false,
});

/** Who made an assigned copy: the assignment's marker, its assigner and when it was made. */
export interface CopyOrigin {
  marker: string;
  assignerId: string;
  assignerUsername: string;
  createdAt: string;
}

/**
 * An assignee's new copy of an assignment: not completed, no step ticked, in "Assigned to you" (no
 * home). The steps keep the row's ids, so an edit of the assignment finds each copy's ticks.
 */
export const newCopyItem = (
  assigneeId: string,
  input: Omit<NewTaskFields, 'completed'>,
  origin: CopyOrigin,
  details: Pick<AssignmentItem, 'notes' | 'steps' | 'repeat'>,
): TodoItem => ({
  ...newTask(
    assigneeId,
    { ...input, completed: false },
    { groupId: null, createdAt: origin.createdAt },
    { notes: details.notes ?? '', steps: details.steps ?? [], stepsDone: {}, repeat: details.repeat ?? null },
  ),
  assigned: true,
  uniqueMarker: origin.marker,
  assignerId: origin.assignerId,
  assignerUsername: origin.assignerUsername,
});

/** Writes a task that must not exist yet (a new key). */
export const putTodo = (item: TodoItem): TransactItem => ({
  tag: tags.todo(item.id),
  write: { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
});

/**
 * Deletes a task (own or copy) only in the completion state it was read in, so the counters move by
 * what was read; a task gone meanwhile fails the condition too.
 */
export const deleteTodoAsRead = (item: TodoItem): TransactItem => ({
  tag: tags.todo(item.id),
  write: {
    Delete: {
      TableName: tableName,
      Key: keys.todo(item.userId, item.id),
      ConditionExpression: 'completed = :read',
      ExpressionAttributeValues: { ':read': item.completed === true },
    },
  },
});

const withCounters = (items: TransactItem[], counters: TransactItem | null) =>
  counters ? [...items, counters] : items;

/**
 * What a create adds beyond todo/create's fields (todo/quick-add's team assignees, ./quick-add.ts):
 * fields set on the new item, and writes about it that go in the same transaction (notifications).
 */
export interface NewTaskExtra {
  set?: Partial<TodoItem>;
  writes?: (item: TodoItem) => TransactItem[];
}

/**
 * Creates a task in `home` (a user group id, or a built-in home) with the creator's counters, in one
 * transaction. In a user group, the group's element (../lists/list-access.ts `groupWrite`): the group
 * exists and is not being deleted; in a list shared with the writer, the task goes to the owner's
 * partition and the writer must still be an editor there; a shared list counts the task under its
 * limit. Refused: NotFound, Forbidden or Conflict, nothing written. A new key: a transaction
 * cancelled only by a concurrent one on the profile runs again.
 */
export async function createTodo(
  userId: string,
  input: NewTaskFields & { details: TaskDetails },
  home: string,
  unit: UnitOfWork,
  writer: Writer,
  extra: NewTaskExtra = {},
): Promise<TodoItem> {
  const place = isBuiltInViewId(home) ? null : placeOf(userId, writer, home);
  if (place) checkCanEdit(place);
  // Labels sent by id are the caller's own (one BatchGet); ensureLabels' callers pass their snapshots.
  const labelled =
    input.labels?.length && input.labelInfo?.length !== input.labels.length
      ? taskLabels(input.labels, await readOwnLabels(userId, input.labels))
      : { labels: input.labels, labelInfo: input.labelInfo };
  const created = newTodoItem(
    place?.ownerId ?? userId,
    { ...input, ...labelled },
    home,
    storedDetails(input.details),
  );
  const item: TodoItem = {
    ...created,
    ...createdStamp({ id: userId, username: writer.username }),
    ...extra.set,
    // In a shared list, in its task index, which members' boards read (../lists/joined-lists.ts).
    ...(place?.shared ? listIndexKeys(home, created.id) : {}),
  };
  const items = [
    ...withCounters([putTodo(item)], moveCounters(userId, { total: 1, completed: item.completed ? 1 : 0 })),
    ...(place ? [groupWrite(place, userId, 1)] : []),
    ...(extra.writes?.(item) ?? []),
    // Its history starts with it (../conversation/activity.ts).
    activityEntry(item, { id: userId, username: writer.username }, 'created', createdFields(item), {
      at: new Date(item.createdAt),
    }),
  ];
  await retryOnConflict(async () => {
    try {
      await transact(items, unit);
    } catch (error) {
      throw (place && error instanceof TransactionCancelled && groupRefusal(error, place, userId)) || error;
    }
  });
  return item;
}

/** What the caller learns of a task that is not theirs or not there. */
const missingTodo = () => new NotFound(serverErrors.todoNotFound);

/**
 * Deletes a task with its creator's counts, conditioned on the completion state read (a race reads
 * again; a task deleted meanwhile is NotFound): one of the user's own, or one in a list shared with
 * them where they are an editor (the list's element carries that condition and its count). An
 * assigned copy is Forbidden: its assigner removes it. The task goes to the deleter's bin in the
 * same transaction (./bin-items.ts), whoever's partition it was in.
 */
export async function deleteTodo(
  userId: string,
  todoId: string,
  unit: UnitOfWork,
  writer: Partial<Writer> = {},
): Promise<void> {
  await retryOnConflict(async () => {
    const found = await findTask(userId, writer, todoId);
    if (!found) throw missingTodo();
    const { item, place } = found;
    if (item.assigned) throw new Forbidden();
    if (place) checkCanEdit(place);
    const counted = place && (place.shared || place.ownerId !== userId);
    try {
      await transact(
        [
          ...withCounters(
            [deleteTodoAsRead(item), binTaskPut(userId, item)],
            moveCounters(creatorOf(item), { total: -1, completed: item.completed ? -1 : 0 }),
          ),
          ...(counted ? [groupWrite(place, userId, -1)] : []),
          activityEntry(item, { id: userId, username: writer.username ?? '' }, 'deleted', []),
        ],
        unit,
      );
    } catch (error) {
      throw (place && error instanceof TransactionCancelled && groupRefusal(error, place, userId)) || error;
    }
  });
}
