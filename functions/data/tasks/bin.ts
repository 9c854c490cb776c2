/**
 * The bin ('Recently deleted', docs/data-model.md#the-bin): what a user deleted in the last
 * `binDays`, listed, restored or purged. The items and what a delete writes: ./bin-items.ts.
 *
 * - A restore puts the task (or the list and its tasks) back as it was deleted, with the same ids,
 *   and moves each creator's counters back by exactly what the delete moved: the head's Delete
 *   (conditioned on it being there and live) rides in the task's transaction, so a restore and a
 *   purge, or two restores, cannot both happen. A task goes back to its list when the restorer may
 *   still edit it there, else to their own Tasks (`today`). A list comes back with its members (those
 *   still the owner's teammates), then its parts one transaction each, then its head goes.
 * - A purge deletes the head (and a list's parts): no counter moves, the delete moved them. Whatever
 *   is kept under a task's id elsewhere (./bin-extras.ts) is removed with it.
 */

import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { builtInViews, isBuiltInViewId } from '@shared/limits';
import { binTexts } from '@shared/messages/server';
import { Conflict, NotFound } from '../../lib/errors';
import type { UserItem } from '../accounts/users';
import { activityEntry, threadOf } from '../conversation/activity';
import { getItems } from '../core/batch';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import { creatorOf, type GroupItem, type TodoItem } from '../core/items';
import { keys, listIndexKeys, skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import {
  type TransactItem,
  TransactionCancelled,
  tags,
  transact,
  transactionItemsMax,
} from '../core/transactions';
import { noKey, type UnitOfWork } from '../core/unit-of-work';
import { checkCanEdit, groupWrite, type ListPlace, placeOf } from '../lists/list-access';
import { reminderKeys } from '../notifications/reminders';
import { purgeTaskExtras } from './bin-extras';
import type { BinHead, BinnedTask, BinPart } from './bin-items';
import { moveCounters } from './counters';

/** One row of the bin as GET /api/bin answers it. */
export interface BinRow {
  _id: string;
  kind: 'task' | 'list';
  title: string;
  listId: string | null;
  listName: string | null;
  deletedAt: string;
  expiresAt: string;
  taskCount: number | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const live = (head: Pick<BinHead, 'expiresAt'>) => head.expiresAt > nowSeconds();
const notInBin = () => new NotFound(binTexts.notFound);

/**
 * The caller's bin, newest first: one Query of the heads (projected: no task bodies) beside one of
 * their groups' names; the names of other owners' lists their deleted tasks were in, one BatchGet more.
 */
export async function listBin(userId: string): Promise<BinRow[]> {
  const [heads, groups] = await Promise.all([
    queryAll<BinHead>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ProjectionExpression: 'id, kind, title, listId, deletedAt, expiresAt, taskCount, #task.userId',
      ExpressionAttributeNames: { '#task': 'task' },
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.bin },
      ConsistentRead: true,
    }),
    queryAll<Pick<GroupItem, 'id' | 'name'>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ProjectionExpression: 'id, #name',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.group },
    }),
  ]);
  const rows = heads.filter(live);
  const names = new Map<string, string>(groups.map((group) => [group.id, group.name]));
  for (const view of builtInViews) names.set(view.id, view.name);
  const foreign = rows.flatMap((head) => {
    const ownerId = head.task?.userId;
    return head.listId && !names.has(head.listId) && ownerId && ownerId !== userId
      ? [keys.group(ownerId, head.listId)]
      : [];
  });
  if (foreign.length > 0) {
    const found = await getItems<GroupItem>(foreign, { projection: ['id', 'name'] });
    for (const group of found.values()) names.set(group.id, group.name);
  }
  return rows
    .map((head) => ({
      _id: head.id,
      kind: head.kind,
      title: head.title,
      listId: head.listId ?? null,
      listName: head.listId ? (names.get(head.listId) ?? null) : null,
      deletedAt: head.deletedAt,
      expiresAt: new Date(head.expiresAt * 1000).toISOString(),
      taskCount: head.kind === 'list' ? (head.taskCount ?? 0) : null,
    }))
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || b._id.localeCompare(a._id));
}

async function readHead(userId: string, id: string): Promise<BinHead> {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.bin(userId, id), ConsistentRead: true }),
  );
  const head = result.Item as BinHead | undefined;
  if (!head || !live(head)) throw notInBin();
  return head;
}

/** The head's Delete: only while it is there, live and not being restored. */
const headDelete = (userId: string, id: string): TransactItem => ({
  tag: tags.bin(id),
  write: {
    Delete: {
      TableName: tableName,
      Key: keys.bin(userId, id),
      ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now AND attribute_not_exists(restoring)',
      ExpressionAttributeValues: { ':now': nowSeconds() },
    },
  },
});

/**
 * The task as stored again, in `ownerId`'s partition and `groupId`, its reminder index keys made
 * anew, and its shared list's (`shared`: the list it goes back to is shared).
 */
function storedAgain(
  task: BinnedTask,
  ownerId: string,
  groupId: string | null,
  creator: string,
  shared: boolean,
): TodoItem {
  const item = {
    ...task,
    ...keys.todo(ownerId, task.id),
    userId: ownerId,
    groupId,
    createdBy: creator,
    ...reminderKeys({ id: task.id, completed: task.completed, remindAt: task.remindAt ?? null }),
    ...(shared && groupId ? listIndexKeys(groupId, task.id) : {}),
  } as TodoItem;
  if (task.createdBy === undefined && creator === ownerId) delete item.createdBy;
  return item;
}

const putTask = (item: TodoItem): TransactItem => ({
  tag: tags.todo(item.id),
  write: { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
});

/** What a restore answers: where it went back to. */
export interface Restored {
  _id: string;
  kind: 'task' | 'list';
  groupId: string;
}

/** Restores one item of the caller's bin (NotFound for anything not in it). */
export async function restoreFromBin(user: UserItem, id: string, unit: UnitOfWork): Promise<Restored> {
  const head = await readHead(user.id, id);
  if (head.kind === 'list') return restoreList(user, head, unit);
  return restoreTask(user, head, unit);
}

/** The list a binned task may go back to for `userId`, or null (its own Tasks). */
function placeBack(user: UserItem, task: BinnedTask): ListPlace | null {
  if (task.assigned || !task.groupId || isBuiltInViewId(task.groupId)) return null;
  const place = placeOf(user.id, user, task.groupId);
  if (place.ownerId !== task.userId) return null;
  try {
    checkCanEdit(place);
  } catch {
    return null;
  }
  return place;
}

async function restoreTask(user: UserItem, head: BinHead, unit: UnitOfWork): Promise<Restored> {
  const task = head.task as BinnedTask;
  let place = placeBack(user, task);
  let creator = creatorOf(task);
  for (let attempt = 0; attempt < 4; attempt++) {
    // Back to its list, or its built-in home; a list it may not reach any more: the restorer's Tasks.
    const groupId = place
      ? place.groupId
      : task.groupId && isBuiltInViewId(task.groupId)
        ? task.groupId
        : 'today';
    const item = storedAgain(task, place?.ownerId ?? user.id, groupId, creator, place?.shared === true);
    const counters = moveCounters(creator, { total: 1, completed: task.completed ? 1 : 0 });
    const items = [
      headDelete(user.id, head.id),
      putTask(item),
      ...(counters ? [counters] : []),
      ...(place ? [groupWrite(place, user.id, 1)] : []),
      activityEntry(threadOf(item), user, 'restored', []),
    ];
    try {
      await transact(items, unit);
      return { _id: task.id, kind: 'task', groupId };
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      if (error.conditionFailed(tags.bin(head.id))) throw notInBin();
      if (place && error.conditionFailed(tags.group(place.groupId))) place = null;
      else if (error.conditionFailed(tags.profile(creator))) creator = user.id;
      else if (error.conditionFailed(tags.todo(task.id))) throw new Conflict(binTexts.busy);
    }
  }
  throw new Conflict(binTexts.busy);
}

/** A profile Update putting back a shared list's entry (a member's only while still the owner's teammate). */
function entryBack(
  memberId: string,
  groupId: string,
  entry: Record<string, unknown>,
  condition: string,
  names: Record<string, string> = {},
  values: Record<string, unknown> = {},
): TransactItem {
  return {
    tag: tags.profile(memberId),
    write: {
      Update: {
        TableName: tableName,
        Key: keys.user(memberId),
        UpdateExpression: 'SET #lists.#g = :entry',
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#lists': 'sharedLists', '#g': groupId, ...names },
        ExpressionAttributeValues: { ':entry': entry, ...values },
      },
    },
  };
}

/** The first step of a list's restore: the group back (with its members), the head marked. */
async function listBack(user: UserItem, head: BinHead, unit: UnitOfWork): Promise<void> {
  const group = head.group as NonNullable<BinHead['group']>;
  let members = Object.entries(group.members ?? {});
  const shared = group.members !== undefined;
  for (let attempt = 0; attempt < 4; attempt++) {
    const kept = new Set(members.map(([id]) => id));
    const item: GroupItem & { restoring?: string } = {
      ...keys.group(user.id, group.id),
      type: 'group',
      ...group,
      userId: user.id,
      ...(shared
        ? {
            members: Object.fromEntries(members),
            memberNames: Object.fromEntries(
              Object.entries(group.memberNames ?? {}).filter(([id]) => kept.has(id)),
            ),
            taskCount: 0,
          }
        : {}),
    };
    const items: TransactItem[] = [
      {
        tag: tags.group(group.id),
        write: { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      },
      {
        tag: tags.bin(head.id),
        write: {
          Update: {
            TableName: tableName,
            Key: keys.bin(user.id, head.id),
            UpdateExpression: 'SET restoring = :true',
            ConditionExpression:
              'attribute_exists(pk) AND expiresAt > :now AND attribute_not_exists(restoring)',
            ExpressionAttributeValues: { ':true': true, ':now': nowSeconds() },
          },
        },
      },
    ];
    if (shared && members.length > 0) {
      items.push(
        user.sharedLists !== undefined
          ? entryBack(user.id, group.id, { owner: user.id, role: 'owner' }, 'attribute_exists(#lists)')
          : {
              tag: tags.profile(user.id),
              write: {
                Update: {
                  TableName: tableName,
                  Key: keys.user(user.id),
                  UpdateExpression: 'SET #lists = :lists',
                  ConditionExpression: 'attribute_not_exists(#lists)',
                  ExpressionAttributeNames: { '#lists': 'sharedLists' },
                  ExpressionAttributeValues: { ':lists': { [group.id]: { owner: user.id, role: 'owner' } } },
                },
              },
            },
        ...members.map(([memberId, role]) =>
          entryBack(
            memberId,
            group.id,
            { owner: user.id, ownerName: group.ownerName ?? user.username, role },
            'attribute_exists(#team.#owner) AND attribute_not_exists(deleting) AND #lists.#g.#role = :removed',
            { '#team': 'team', '#owner': user.id, '#role': 'role' },
            { ':removed': 'removed' },
          ),
        ),
      );
    }
    try {
      await transact(items, unit);
      return;
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      if (error.conditionFailed(tags.bin(head.id))) throw notInBin();
      if (error.conditionFailed(tags.group(group.id))) throw new Conflict(binTexts.busy);
      const failed = new Set(error.failedTags());
      // A member no longer the owner's teammate (or whose account goes) does not come back.
      members = members.filter(([memberId]) => !failed.has(tags.profile(memberId)));
    }
  }
  throw new Conflict(binTexts.busy);
}

/** Puts one part's tasks back in the list, with their creators' counters, and deletes the part. */
async function partBack(user: UserItem, place: ListPlace, part: BinPart, unit: UnitOfWork): Promise<void> {
  const gone = new Set<string>();
  for (let attempt = 0; attempt < 4; attempt++) {
    const todos = part.todos.map((task) => {
      const creator = gone.has(creatorOf(task)) ? user.id : creatorOf(task);
      return storedAgain(task, user.id, place.groupId, creator, place.shared);
    });
    const moves = new Map<string, { total: number; completed: number }>();
    for (const todo of todos) {
      const move = moves.get(creatorOf(todo)) ?? { total: 0, completed: 0 };
      move.total += 1;
      if (todo.completed) move.completed += 1;
      moves.set(creatorOf(todo), move);
    }
    const items: TransactItem[] = [
      {
        tag: tags.binPart(part.id),
        write: {
          Delete: {
            TableName: tableName,
            Key: { pk: part.pk, sk: part.sk },
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      },
      ...todos.map(putTask),
      ...[...moves].flatMap(([creator, move]) => {
        const update = moveCounters(creator, move);
        return update ? [update] : [];
      }),
      groupWrite(place, user.id, todos.length, todos.length),
    ];
    try {
      await transact(items, unit);
      return;
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      if (error.conditionFailed(tags.binPart(part.id))) return;
      const failed = error.failedTags().filter((tag) => tag.startsWith('profile:'));
      if (failed.length === 0) throw error;
      for (const tag of failed) gone.add(tag.slice('profile:'.length));
    }
  }
  throw new Conflict(binTexts.busy);
}

const partsOf = (userId: string, listId: string) =>
  queryAll<BinPart>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': userPartition(userId),
      ':prefix': `${skPrefix.binPart}${listId}#`,
    },
    ConsistentRead: true,
  });

/**
 * Restores a list: its group (and members) first, marking the head `restoring`; then each part in
 * a transaction of its own; then the head goes. A failure halfway is finished by restoring again
 * (the mark says the group is back, the parts left are what is left).
 */
async function restoreList(user: UserItem, head: BinHead, unit: UnitOfWork): Promise<Restored> {
  const listId = head.id;
  if (!head.restoring) await listBack(user, head, unit);
  const shared = head.group?.members !== undefined;
  const place: ListPlace = { groupId: listId, ownerId: user.id, role: 'owner', shared };
  for (const part of await partsOf(user.id, listId)) await partBack(user, place, part, unit);
  await transact(
    [
      {
        tag: tags.bin(listId),
        write: {
          Delete: {
            TableName: tableName,
            Key: keys.bin(user.id, listId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      },
    ],
    unit,
  );
  return { _id: listId, kind: 'list', groupId: listId };
}

/**
 * Purges one item of the caller's bin: one conditional DeleteItem of the head (not while a restore
 * is under way: 409), then a list's parts. Counters do not move. What is kept elsewhere under the
 * tasks' ids goes too (./bin-extras.ts).
 */
export async function purgeFromBin(userId: string, id: string, unit: UnitOfWork): Promise<void> {
  unit.keepsAnswerOnly();
  let head: BinHead;
  try {
    const result = await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.bin(userId, id),
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now AND attribute_not_exists(restoring)',
        ExpressionAttributeValues: { ':now': nowSeconds() },
        ReturnValues: 'ALL_OLD',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    head = result.Attributes as BinHead;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const old = (error as { Item?: Record<string, unknown> }).Item;
    if (old && old.restoring !== undefined) throw new Conflict(binTexts.busy);
    throw notInBin();
  }
  if (head.kind === 'task') {
    const task = head.task as BinnedTask;
    await purgeTaskExtras([{ id: task.id, userId: task.userId }]);
    return;
  }
  const parts = await partsOf(userId, id);
  await purgeTaskExtras(
    parts.flatMap((part) => part.todos.map((task) => ({ id: task.id, userId: task.userId }))),
  );
  for (let start = 0; start < parts.length; start += transactionItemsMax) {
    await transact(
      parts.slice(start, start + transactionItemsMax).map((part) => ({
        tag: tags.binPart(part.id),
        write: { Delete: { TableName: tableName, Key: { pk: part.pk, sk: part.sk } } },
      })),
      noKey,
    );
  }
}
