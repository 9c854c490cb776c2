/**
 * Deleting one of a user's items that the profile counts (a saved filter: `filterCount`; a passkey:
 * `passkeyCount`): the item's Delete and the counter's decrement in one transaction, so the count
 * never drifts from the items, and a second delete of the same item is NotFound, not a second
 * decrement.
 */
import type { AppError } from '../../lib/errors';
import { tableName } from './client';
import { keys } from './keys';
import { TransactionCancelled, tags, transact } from './transactions';
import type { UnitOfWork } from './unit-of-work';

export interface CountedItem {
  userId: string;
  key: { pk: string; sk: string };
  /** The item's transaction tag (./transactions.ts). */
  tag: string;
  /** The profile attribute that counts such items. */
  counter: string;
  /** What a missing item answers. */
  notFound: () => AppError;
}

export async function deleteCountedItem(item: CountedItem, unit: UnitOfWork): Promise<void> {
  try {
    await transact(
      [
        {
          tag: item.tag,
          write: {
            Delete: { TableName: tableName, Key: item.key, ConditionExpression: 'attribute_exists(pk)' },
          },
        },
        {
          tag: tags.profile(item.userId),
          write: {
            Update: {
              TableName: tableName,
              Key: keys.user(item.userId),
              UpdateExpression: 'ADD #counter :minusOne',
              ConditionExpression: '#counter > :zero',
              ExpressionAttributeNames: { '#counter': item.counter },
              ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
            },
          },
        },
      ],
      unit,
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailed(item.tag)) throw item.notFound();
    throw error;
  }
}
