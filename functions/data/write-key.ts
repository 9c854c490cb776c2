/**
 * The write key on changed items (docs/realtime.md#own-echo): the transaction that carries a
 * request's Idempotency-Key claim (./transactions.ts `transact`) also stores that key as `writeKey`
 * on every item it puts or updates in the caller's own partition; a keyed write that is one
 * PutItem or UpdateItem (a group's creation or rename, a description edit) stores it the same way,
 * given the key by its route (functions/lib/handler.ts `writeKey`). The live fan-out reads it from the
 * stream's images (functions/realtime/audience.ts): a change whose `writeKey` this write set is
 * named to its owner's pages with that key, and the page that sent the write and holds its answer
 * does not read it again.
 *
 * The key never leaves to anyone else: answers are built field by field (functions/todo/lib/present.ts,
 * functions/data/users.ts `toUser`), and the fan-out names a key only to the partition's owner, who
 * sent it. Deletes cannot carry it (a stream record of a delete has only the old image): the page
 * re-reads after its own delete, as before.
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { userPartition } from './keys';

type SdkWrite = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The item attribute that holds the key of the last keyed write that put or updated the item. */
export const writeKeyAttribute = 'writeKey';

const namePlaceholder = '#writeKey';
const valuePlaceholder = ':writeKey';

/**
 * An update expression that also sets the write key: inside its SET clause when it has one (a
 * second SET clause is not allowed), else as a SET clause of its own.
 */
export function withWriteKeySet(expression: string): string {
  const assignment = `${namePlaceholder} = ${valuePlaceholder}`;
  const setClause = /(^|\s)SET\s/i;
  return setClause.test(expression)
    ? expression.replace(setClause, (clause) => `${clause}${assignment}, `)
    : `${expression} SET ${assignment}`.trim();
}

type SdkPut = NonNullable<SdkWrite['Put']>;
type SdkUpdate = NonNullable<SdkWrite['Update']>;

/** A Put (a transaction's, or a PutItem's input) that also stores the write key. */
export const keyedPut = <P extends Pick<SdkPut, 'Item'>>(put: P, key: string): P => ({
  ...put,
  Item: { ...put.Item, [writeKeyAttribute]: key },
});

/** An Update (a transaction's, or an UpdateItem's input) that also sets the write key. */
export const keyedUpdate = <U extends Omit<SdkUpdate, 'Key' | 'TableName'>>(update: U, key: string): U => ({
  ...update,
  UpdateExpression: withWriteKeySet(update.UpdateExpression ?? ''),
  ExpressionAttributeNames: { ...update.ExpressionAttributeNames, [namePlaceholder]: writeKeyAttribute },
  ExpressionAttributeValues: { ...update.ExpressionAttributeValues, [valuePlaceholder]: key },
});

/**
 * One element of the keyed transaction, with the key stored when it puts or updates an item of
 * `userId`'s partition; any other element (a delete, a condition check, another partition) as is.
 */
export function withWriteKey(write: SdkWrite, userId: string, key: string): SdkWrite {
  const partition = userPartition(userId);
  if (write.Put?.Item?.pk === partition) return { ...write, Put: keyedPut(write.Put, key) };
  if (write.Update?.Key?.pk === partition) return { ...write, Update: keyedUpdate(write.Update, key) };
  return write;
}
