/**
 * Labels (docs/api.md#labels): a user's own tags, `{ _id, name, color }`, which tasks carry across
 * lists (`labels: [id]`, at most 10). They live in the user's partition under `VLABEL#`, outside the
 * board's range; each name has a claim item (`VLABELNAME#<name key>`) so that names stay unique per
 * user case-insensitively under racing saves, and the profile counts them (`labelCount`) so that the
 * limit holds, the way saved filters are counted (./saved-filters.ts). A label, its claim and the
 * count change in one transaction.
 *
 * A task keeps beside its ids a snapshot of each label (`labelInfo`: id, name, colour when set), which
 * a shared list's members see (docs/decisions/0135-labels.md).
 *
 * Deleting a label is a few bounded steps that a retry finishes (`deleteLabel`): the label is marked
 * gone (its name and its count freed at once, it is listed and accepted no more), then each call takes
 * it off at most `labelCleanupBatch()` of the user's tasks in one transaction, and the last one
 * deletes the label itself.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  defaultLabelColor,
  type LabelColor,
  labelNameKey,
  labelNameMax,
  labelsPerUserMax,
} from '@shared/labels';
import { labelTexts } from '@shared/messages/labels';
import { Invalid, NotFound } from '../../lib/errors';
import type { UserItem } from '../accounts/users';
import { getItems, keyString } from '../core/batch';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import { newId } from '../core/ids';
import type { LabelSnapshot, TodoItem } from '../core/items';
import { keys, skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import {
  retryOnConflict,
  type TransactItem,
  TransactionCancelled,
  tags,
  transact,
} from '../core/transactions';
import { noKey, type UnitOfWork } from '../core/unit-of-work';
import { groupWrite, placeOf } from './list-access';

export interface LabelItem {
  pk: string;
  sk: string;
  type: 'label';
  id: string;
  name: string;
  color: LabelColor;
  createdAt: string;
  /** Set when its deletion began (`deleteLabel`): no longer listed, set on a task or renamed. */
  deleting?: boolean;
}

export interface LabelFields {
  name: string;
  color: LabelColor;
}

/** A label as the API answers it (shared/contract/entities.ts `label`) and as tasks keep it. */
export const toLabel = (item: Pick<LabelItem, 'id' | 'name' | 'color'>): LabelSnapshot => ({
  _id: item.id,
  name: item.name,
  color: item.color,
});

const byName = (a: LabelItem, b: LabelItem) =>
  labelNameKey(a.name) < labelNameKey(b.name) ? -1 : labelNameKey(a.name) > labelNameKey(b.name) ? 1 : 0;

/** Every label item of the user's, those being deleted included (one Query). */
const readLabels = (userId: string) =>
  queryAll<LabelItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.label },
    ConsistentRead: true,
  });

/** The user's labels by name (one Query); those being deleted are gone already. */
export async function listLabels(userId: string): Promise<LabelItem[]> {
  return (await readLabels(userId)).filter((item) => !item.deleting).sort(byName);
}

/** A label's name as stored: trimmed, 1 to 30 characters (Invalid otherwise). */
function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > labelNameMax)
    throw new Invalid(labelTexts.nameLength(labelNameMax));
  return trimmed;
}

function newLabelItem(userId: string, fields: LabelFields, now: Date): LabelItem {
  const id = newId(now.getTime());
  return {
    ...keys.label(userId, id),
    type: 'label',
    id,
    name: fields.name,
    color: fields.color,
    createdAt: now.toISOString(),
  };
}

/** The elements that store new labels with their name claims and count them on the profile. */
function creations(userId: string, items: LabelItem[]): TransactItem[] {
  return [
    ...items.flatMap((item): TransactItem[] => [
      {
        tag: tags.label(item.id),
        write: { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      },
      {
        tag: tags.labelName(labelNameKey(item.name)),
        write: {
          Put: {
            TableName: tableName,
            Item: { ...keys.labelName(userId, labelNameKey(item.name)), type: 'labelName', labelId: item.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      },
    ]),
    {
      tag: tags.profile(userId),
      write: {
        Update: {
          TableName: tableName,
          Key: keys.user(userId),
          UpdateExpression: 'ADD labelCount :added',
          ConditionExpression:
            'attribute_exists(pk) AND (attribute_not_exists(labelCount) OR labelCount <= :room)',
          ExpressionAttributeValues: { ':added': items.length, ':room': labelsPerUserMax - items.length },
        },
      },
    },
  ];
}

/** Why a transaction creating labels was refused: the limit, or a name taken (null: a conflict). */
function creationRefusal(error: unknown, userId: string, items: LabelItem[]): Invalid | null {
  if (!(error instanceof TransactionCancelled)) return null;
  if (error.conditionFailed(tags.profile(userId))) return new Invalid(labelTexts.tooMany(labelsPerUserMax));
  const taken = items.find((item) => error.conditionFailed(tags.labelName(labelNameKey(item.name))));
  return taken ? new Invalid(labelTexts.nameTaken(taken.name)) : null;
}

/** Saves a new label; refused when its name is taken (case-insensitively) or past the limit. */
export async function createLabel(userId: string, fields: LabelFields, unit: UnitOfWork): Promise<LabelItem> {
  const item = newLabelItem(userId, { ...fields, name: checkedName(fields.name) }, new Date());
  try {
    await transact(creations(userId, [item]), unit);
  } catch (error) {
    throw creationRefusal(error, userId, [item]) ?? error;
  }
  return item;
}

/**
 * The user's labels named `names` (case-insensitively), in the order given, duplicates once; the
 * missing ones are created (grey). One Query, and one transaction when some are new; a name created
 * meanwhile by a racing call is read again. Names are trimmed; an empty or too long one is Invalid,
 * and so is going past the user's limit.
 */
export async function ensureLabels(
  userId: string,
  names: string[],
  /** The colour of a new label, by name in lower case (an import's); grey otherwise. */
  colors: Record<string, LabelColor> = {},
): Promise<LabelSnapshot[]> {
  // The first spelling of each name is the one kept.
  const wanted = new Map<string, string>();
  for (const name of names.map(checkedName))
    if (!wanted.has(labelNameKey(name))) wanted.set(labelNameKey(name), name);
  if (wanted.size === 0) return [];
  return retryOnConflict(async () => {
    const existing = new Map(
      (await readLabels(userId))
        .filter((item) => !item.deleting)
        .map((item) => [labelNameKey(item.name), item]),
    );
    const now = Date.now();
    const created = [...wanted]
      .filter(([key]) => !existing.has(key))
      .map(([key, name], i) =>
        newLabelItem(userId, { name, color: colors[key] ?? defaultLabelColor }, new Date(now + i)),
      );
    // Two elements a label and one for the count: 49 labels a transaction (an import makes more).
    for (let start = 0; start < created.length; start += 49) {
      const chunk = created.slice(start, start + 49);
      try {
        await transact(creations(userId, chunk), noKey);
      } catch (error) {
        // A name taken meanwhile: read again (retryOnConflict); the limit is the caller's refusal.
        if (error instanceof TransactionCancelled && error.conditionFailed(tags.profile(userId)))
          throw new Invalid(labelTexts.tooMany(labelsPerUserMax));
        throw error;
      }
      for (const item of chunk) existing.set(labelNameKey(item.name), item);
    }
    return [...wanted.keys()].map((key) => toLabel(existing.get(key) as LabelItem));
  });
}

async function readLabel(userId: string, labelId: string): Promise<LabelItem> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.label(userId, labelId), ConsistentRead: true }),
  );
  if (!Item || Item.deleting) throw new NotFound(labelTexts.notFound);
  return Item as LabelItem;
}

/**
 * Renames or recolours a label (what is given); 404 for none of the user's. A new name moves its
 * claim in the same transaction (refused when another label has it); tasks keep their snapshots
 * until their labels are set again (docs/decisions/0135-labels.md).
 */
export async function updateLabel(
  userId: string,
  labelId: string,
  changes: Partial<LabelFields>,
  unit: UnitOfWork,
): Promise<LabelItem> {
  const label = await readLabel(userId, labelId);
  const name = changes.name === undefined ? label.name : checkedName(changes.name);
  const color = changes.color ?? label.color;
  const updated: LabelItem = { ...label, name, color };
  const labelUpdate: TransactItem = {
    tag: tags.label(labelId),
    write: {
      Update: {
        TableName: tableName,
        Key: keys.label(userId, labelId),
        UpdateExpression: 'SET #name = :name, color = :color',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting) AND #name = :read',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name, ':color': color, ':read': label.name },
      },
    },
  };
  const oldKey = labelNameKey(label.name);
  const newKey = labelNameKey(name);
  if (oldKey === newKey) {
    unit.keepsAnswerOnly();
    const { Update } = labelUpdate.write as { Update: ConstructorParameters<typeof UpdateCommand>[0] };
    try {
      await db.send(new UpdateCommand(Update));
    } catch (error) {
      if (isConditionFailed(error)) throw new NotFound(labelTexts.notFound);
      throw error;
    }
    return updated;
  }
  try {
    await transact(
      [
        labelUpdate,
        {
          tag: tags.labelName(oldKey),
          write: { Delete: { TableName: tableName, Key: keys.labelName(userId, oldKey) } },
        },
        {
          tag: tags.labelName(newKey),
          write: {
            Put: {
              TableName: tableName,
              Item: { ...keys.labelName(userId, newKey), type: 'labelName', labelId },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        },
      ],
      unit,
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailed(tags.labelName(newKey)))
      throw new Invalid(labelTexts.nameTaken(name));
    if (error instanceof TransactionCancelled && error.conditionFailed(tags.label(labelId)))
      throw new NotFound(labelTexts.notFound);
    throw error;
  }
  return updated;
}

/** How many tasks one call of `deleteLabel` takes a label off at most (one transaction). */
export const labelCleanupBatch = () => {
  const set = Number(process.env.LABEL_CLEANUP_BATCH);
  return Number.isInteger(set) && set > 0 && set <= 97 ? set : 97;
};

/** A task's labels and their snapshots without `labelId`. */
const without = (item: Pick<TodoItem, 'labels' | 'labelInfo'>, labelId: string) => ({
  labels: (item.labels ?? []).filter((id) => id !== labelId),
  labelInfo: (item.labelInfo ?? []).filter((info) => info._id !== labelId),
});

/** The element that takes `labelId` off a task, conditioned on the labels read. */
function labelRemoval(item: TodoItem, labelId: string): TransactItem {
  const rest = without(item, labelId);
  return {
    tag: tags.todo(item.id),
    write: {
      Update: {
        TableName: tableName,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET labels = :labels, labelInfo = :info',
        ConditionExpression: 'labels = :read',
        ExpressionAttributeValues: { ':labels': rest.labels, ':info': rest.labelInfo, ':read': item.labels },
      },
    },
  };
}

/**
 * The tasks one step takes the label off, with the element of each shared list of the user's among
 * them (./list-access.ts `groupWrite`): the list's version moves, so its members' pages get the
 * tasks as changed and no kept copy of the list is used again (./list-cache.ts). Both count in the
 * batch, which keeps the transaction within its hundred items.
 */
function withListWrites(
  user: Pick<UserItem, 'id' | 'sharedLists'>,
  carrying: TodoItem[],
  batch: number,
): { now: TodoItem[]; lists: TransactItem[] } {
  const now: TodoItem[] = [];
  const written = new Map<string, number>();
  for (const task of carrying) {
    const groupId = task.groupId ?? '';
    const shared = user.sharedLists?.[groupId]?.role === 'owner';
    const newList = shared && !written.has(groupId) ? 1 : 0;
    if (now.length > 0 && now.length + 1 + written.size + newList > batch) break;
    now.push(task);
    if (shared) written.set(groupId, (written.get(groupId) ?? 0) + 1);
  }
  const lists = [...written].map(([groupId, count]) =>
    groupWrite(placeOf(user.id, user, groupId), user.id, 0, count),
  );
  return { now, lists };
}

/**
 * One step of a label's deletion (DELETE /api/labels/{id}): `done` once the label is gone from the
 * user's tasks and itself deleted; false while tasks still carry it (the caller calls again, 202).
 * The first call marks it gone, frees its name and uncounts it; each call takes it off at most
 * `labelCleanupBatch()` tasks in one transaction (a task changed meanwhile fails it: the next call
 * reads again). 404 for a label that is not the user's (or is deleted already).
 */
export async function deleteLabel(
  user: Pick<UserItem, 'id' | 'sharedLists'>,
  labelId: string,
  unit: UnitOfWork,
): Promise<{ done: boolean }> {
  const userId = user.id;
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.label(userId, labelId), ConsistentRead: true }),
  );
  if (!Item) throw new NotFound(labelTexts.notFound);
  const label = Item as LabelItem;
  const marking = !label.deleting;
  const batch = labelCleanupBatch();
  // The user's tasks (own and copies) that carry it: one more than a batch tells that more remain.
  const carrying = await queryAll<TodoItem>(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'contains(labels, :id)',
      ProjectionExpression: 'pk, sk, id, groupId, labels, labelInfo',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.todo, ':id': labelId },
      ConsistentRead: true,
    },
    (found) => found.length > batch,
  );
  const { now, lists } = withListWrites(user, carrying, batch);
  const done = carrying.length === now.length;
  const key = keys.label(userId, labelId);
  // The label: deleted once no task carries it, else marked (on the first call only).
  const asRead = marking
    ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)' }
    : { ConditionExpression: 'deleting = :true', ExpressionAttributeValues: { ':true': true } };
  const labelWrites: TransactItem[] = done
    ? [{ tag: tags.label(labelId), write: { Delete: { TableName: tableName, Key: key, ...asRead } } }]
    : marking
      ? [
          {
            tag: tags.label(labelId),
            write: {
              Update: {
                TableName: tableName,
                Key: key,
                UpdateExpression: 'SET deleting = :true',
                ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
                ExpressionAttributeValues: { ':true': true },
              },
            },
          },
        ]
      : [];
  // Its name and its place in the count are freed at once, on the first call.
  const freeing: TransactItem[] = marking
    ? [
        {
          tag: tags.labelName(labelNameKey(label.name)),
          write: { Delete: { TableName: tableName, Key: keys.labelName(userId, labelNameKey(label.name)) } },
        },
        {
          tag: tags.profile(userId),
          write: {
            Update: {
              TableName: tableName,
              Key: keys.user(userId),
              UpdateExpression: 'ADD labelCount :minusOne',
              ConditionExpression: 'labelCount > :zero',
              ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
            },
          },
        },
      ]
    : [];
  const items = [...labelWrites, ...freeing];
  try {
    await transact([...items, ...lists, ...now.map((task) => labelRemoval(task, labelId))], unit);
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (marking && error.conditionFailed(tags.label(labelId))) throw new NotFound(labelTexts.notFound);
    // A task changed meanwhile: the next call reads again.
    if (!unit.carried) unit.keepsAnswerOnly();
    return { done: false };
  }
  return { done };
}

/**
 * A task's labels as sent (`ids`, distinct, at most 10: the contract checks), validated: each is one
 * of the caller's labels, or one the task carries already (a shared list's task keeps the labels
 * others set). Answers the ids and their snapshots; Invalid names a label that is neither. `read` is
 * the caller's labels among `ids` (`readOwnLabels`), fetched beside the task.
 */
export function taskLabels(
  ids: string[],
  own: Map<string, LabelSnapshot>,
  current?: Pick<TodoItem, 'labels' | 'labelInfo'>,
): { labels: string[]; labelInfo: LabelSnapshot[] } {
  const kept = new Map((current?.labelInfo ?? []).map((info) => [info._id, info]));
  const labelInfo = ids.map((id) => {
    const info = own.get(id) ?? (current?.labels?.includes(id) ? kept.get(id) : undefined);
    if (!info) throw new Invalid(labelTexts.notYours);
    return info;
  });
  return { labels: ids, labelInfo };
}

/** The caller's labels among `ids` (one BatchGet; none for no ids), by id. */
export async function readOwnLabels(
  userId: string,
  ids: readonly string[],
): Promise<Map<string, LabelSnapshot>> {
  if (ids.length === 0) return new Map();
  const found = await getItems<LabelItem>(
    ids.map((id) => keys.label(userId, id)),
    { consistent: true },
  );
  const own = new Map<string, LabelSnapshot>();
  for (const id of ids) {
    const item = found.get(keyString(keys.label(userId, id)));
    if (item && !item.deleting) own.set(id, toLabel(item));
  }
  return own;
}
