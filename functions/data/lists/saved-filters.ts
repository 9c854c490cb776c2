/**
 * Saved filters (docs/api.md#saved-filters): a user's own smart lists, each a name, an icon, a
 * query (shared/filters/query.ts) and a place in the sidebar (`order`, ascending). They live in the
 * user's partition under `VIEW#`, outside the board's key range, and the profile counts them
 * (`filterCount`) so that the limit holds under racing saves: a new filter and the count change in
 * one transaction conditioned on the count.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FilterIcon } from '@shared/filters/icons';
import { limits } from '@shared/limits';
import { filterTexts } from '@shared/messages/filter-query';
import { Invalid, NotFound } from '../../lib/errors';
import { db, tableName } from '../core/client';
import { isConditionFailed } from '../core/conditional';
import { deleteCountedItem } from '../core/counted-items';
import { newId } from '../core/ids';
import { keys, skPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';
import { TransactionCancelled, tags, transact } from '../core/transactions';
import type { UnitOfWork } from '../core/unit-of-work';

export interface SavedFilterItem {
  pk: string;
  sk: string;
  type: 'savedFilter';
  id: string;
  name: string;
  icon: FilterIcon;
  query: string;
  /** The sidebar's order, ascending: a new filter goes last; moving one sets a number between its new neighbours. */
  order: number;
  createdAt: string;
}

type SavedFilterFields = Pick<SavedFilterItem, 'name' | 'icon' | 'query'>;

/** The user's filters in the sidebar's order (one Query). */
export async function listSavedFilters(userId: string): Promise<SavedFilterItem[]> {
  const items = await queryAll<SavedFilterItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': skPrefix.savedFilter },
    ConsistentRead: true,
  });
  return items.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
}

/** Saves a new filter, last in the sidebar; refused past the limit. */
export async function createSavedFilter(
  userId: string,
  fields: SavedFilterFields,
  unit: UnitOfWork,
): Promise<SavedFilterItem> {
  const now = new Date();
  const id = newId(now.getTime());
  const item: SavedFilterItem = {
    ...keys.savedFilter(userId, id),
    type: 'savedFilter',
    id,
    ...fields,
    order: now.getTime(),
    createdAt: now.toISOString(),
  };
  try {
    await transact(
      [
        { tag: tags.savedFilter(id), write: { Put: { TableName: tableName, Item: item } } },
        {
          tag: tags.profile(userId),
          write: {
            Update: {
              TableName: tableName,
              Key: keys.user(userId),
              UpdateExpression: 'ADD filterCount :one',
              ConditionExpression:
                'attribute_exists(pk) AND (attribute_not_exists(filterCount) OR filterCount < :max)',
              ExpressionAttributeValues: { ':one': 1, ':max': limits.savedFiltersMax },
            },
          },
        },
      ],
      unit,
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailed(tags.profile(userId)))
      throw new Invalid(filterTexts.tooMany(limits.savedFiltersMax));
    throw error;
  }
  return item;
}

/** Changes a filter's name, icon, query or place (what is given); 404 for none of the user's. */
export async function updateSavedFilter(
  userId: string,
  filterId: string,
  changes: Partial<SavedFilterFields & { order: number }>,
  unit: UnitOfWork,
): Promise<SavedFilterItem> {
  unit.keepsAnswerOnly();
  // The contract lets no empty change through: there is always something to SET.
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.savedFilter(userId, filterId),
        UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as SavedFilterItem;
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFound(filterTexts.notFound);
    throw error;
  }
}

/** Deletes a filter and uncounts it; 404 for none of the user's. */
export async function deleteSavedFilter(userId: string, filterId: string, unit: UnitOfWork): Promise<void> {
  await deleteCountedItem(
    {
      userId,
      key: keys.savedFilter(userId, filterId),
      tag: tags.savedFilter(filterId),
      counter: 'filterCount',
      notFound: () => new NotFound(filterTexts.notFound),
    },
    unit,
  );
}
