/**
 * The items of the bin ('Recently deleted', docs/data-model.md#the-bin): what a delete writes in
 * the same transaction as the delete itself. A deleted task is one head item in the bin of the
 * user who deleted it, `TRASH#<taskId>`, holding the whole task (its steps and notes live on it).
 * A deleted list is one head, `TRASH#<listId>`, holding the group, and its tasks in parts,
 * `TRASHPART#<listId>#<partId>`, one or a few per transaction of the group deletion, each under
 * DynamoDB's 400 KB: so binning a list of 5,000 tasks writes about 60 items more than deleting it
 * did, in the transactions it already ran. Both prefixes sort after `TODO$`: the board read never
 * reads them. Heads expire after `binDays` (TTL on `expiresAt`, and checked by the code, as
 * DynamoDB deletes late and DynamoDB Local never); parts a day after their head, so a head never
 * outlives the tasks it names. The operations on the bin are ./bin.ts's.
 */
import type { ItemKey } from '../core/batch';
import { tableName } from '../core/client';
import { newId } from '../core/ids';
import type { GroupItem, TodoItem } from '../core/items';
import { keys } from '../core/keys';
import { type TransactItem, tags } from '../core/transactions';

/** How long a deleted task or list stays restorable. */
export const binDays = 30;
const daySeconds = 24 * 60 * 60;

/** A task as the bin keeps it: the stored task without its keys, index keys and write marks. */
export type BinnedTask = Omit<TodoItem, 'pk' | 'sk' | 'gsi2pk' | 'gsi2sk'>;

/** A list as the bin keeps it: the group without its keys and the marks of writes in it. */
type BinnedGroup = Pick<
  GroupItem,
  'id' | 'userId' | 'name' | 'nameLower' | 'createdAt' | 'members' | 'memberNames' | 'ownerName'
>;

/** A head: one deleted task or list in its deleter's bin. */
export interface BinHead extends ItemKey {
  type: 'bin';
  kind: 'task' | 'list';
  /** The task's or list's id (a restore keeps it, so whatever is kept under it is found again). */
  id: string;
  /** Whose bin. */
  userId: string;
  /** What the bin shows: the task's description or the list's name. */
  title: string;
  /** A task: its list (a user group or a built-in home) when deleted; a list: null. */
  listId: string | null;
  deletedAt: string;
  /** Epoch seconds: the TTL attribute. */
  expiresAt: number;
  /** A list: how many tasks it held. */
  taskCount?: number;
  task?: BinnedTask;
  group?: BinnedGroup;
  /** A list whose restore has begun: its group is back, its parts are on their way. */
  restoring?: boolean;
}

/** A part of a binned list's tasks. */
export interface BinPart extends ItemKey {
  type: 'binPart';
  id: string;
  listId: string;
  todos: BinnedTask[];
  expiresAt: number;
}

const strip = <T extends Record<string, unknown>>(item: T, drop: string[]) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !drop.includes(name)));

const writeMarks = ['writeKey', 'writeRemoved'];

export const binnedTask = (item: TodoItem): BinnedTask =>
  strip(item as unknown as Record<string, unknown>, [
    'pk',
    'sk',
    'gsi2pk',
    'gsi2sk',
    'gsi4pk',
    'gsi4sk',
    ...writeMarks,
  ]) as unknown as BinnedTask;

export const binnedGroup = (group: GroupItem): BinnedGroup => ({
  id: group.id,
  userId: group.userId,
  name: group.name,
  nameLower: group.nameLower,
  createdAt: group.createdAt,
  ...(group.members !== undefined ? { members: group.members } : {}),
  ...(group.memberNames !== undefined ? { memberNames: group.memberNames } : {}),
  ...(group.ownerName !== undefined ? { ownerName: group.ownerName } : {}),
});

/** Expiry times of one deletion: the head's, and its parts' a day later. */
export function binExpiry(now = Date.now()) {
  const head = Math.floor(now / 1000) + binDays * daySeconds;
  return { deletedAt: new Date(now).toISOString(), head, parts: head + daySeconds };
}

const put = (tag: string, item: Record<string, unknown>): TransactItem => ({
  tag,
  write: { Put: { TableName: tableName, Item: item } },
});

/** The Put of a deleted task into `binOwner`'s bin, beside the task's Delete. */
export function binTaskPut(binOwner: string, item: TodoItem, now = Date.now()): TransactItem {
  const expiry = binExpiry(now);
  const head: BinHead = {
    ...keys.bin(binOwner, item.id),
    type: 'bin',
    kind: 'task',
    id: item.id,
    userId: binOwner,
    title: item.description,
    listId: item.assigned ? null : (item.groupId ?? null),
    deletedAt: expiry.deletedAt,
    expiresAt: expiry.head,
    task: binnedTask(item),
  };
  return put(tags.bin(item.id), head as unknown as Record<string, unknown>);
}

/** What a group deletion needs to bin the list it deletes. */
export interface ListBinning {
  userId: string;
  listId: string;
  expiresAt: number;
  /** The head's Put, which rides with the group's Delete. */
  head: TransactItem;
}

export function listBinning(group: GroupItem, taskCount: number, now = Date.now()): ListBinning {
  const expiry = binExpiry(now);
  const head: BinHead = {
    ...keys.bin(group.userId, group.id),
    type: 'bin',
    kind: 'list',
    id: group.id,
    userId: group.userId,
    title: group.name,
    listId: null,
    deletedAt: expiry.deletedAt,
    expiresAt: expiry.head,
    taskCount,
    group: binnedGroup(group),
  };
  return {
    userId: group.userId,
    listId: group.id,
    expiresAt: expiry.parts,
    head: put(tags.bin(group.id), head as unknown as Record<string, unknown>),
  };
}

/** The most bytes of tasks one part holds (DynamoDB's item limit is 400 KB). */
export const partBytesMax = 300 * 1024;
/**
 * Slots a binning group deletion keeps free in each transaction: the parts (a transaction of at most
 * 94 tasks, each at most ~15 KB with full notes and steps, needs at most 5) and the head.
 */
export const binReserve = 7;

const sizeOf = (task: BinnedTask) => Buffer.byteLength(JSON.stringify(task), 'utf8');

/** The Puts of the parts holding `todos`, cut by size. */
export function binPartPuts(binning: ListBinning, todos: TodoItem[]): TransactItem[] {
  const parts: BinnedTask[][] = [];
  let part: BinnedTask[] = [];
  let bytes = 0;
  for (const todo of todos) {
    const task = binnedTask(todo);
    const size = sizeOf(task);
    if (part.length > 0 && bytes + size > partBytesMax) {
      parts.push(part);
      part = [];
      bytes = 0;
    }
    part.push(task);
    bytes += size;
  }
  if (part.length > 0) parts.push(part);
  if (parts.length > binReserve - 1)
    throw new Error(`A chunk of ${todos.length} tasks needs ${parts.length} parts`);
  return parts.map((tasks) => {
    const id = newId();
    const item: BinPart = {
      ...keys.binPart(binning.userId, binning.listId, id),
      type: 'binPart',
      id,
      listId: binning.listId,
      todos: tasks,
      expiresAt: binning.expiresAt,
    };
    return put(tags.binPart(id), item as unknown as Record<string, unknown>);
  });
}
