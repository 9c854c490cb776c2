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
 * The key never leaves to anyone else: answers are built field by field (functions/lib/present.ts,
 * functions/data/accounts/users.ts `toUser`), and the fan-out names a key only to the partition's owner, who
 * sent it. A delete's stream record has only the old image, so the transaction's other items also
 * name the sort keys it deletes (`writeRemoved`).
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { userPartition } from './keys';

type SdkWrite = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The item attribute that holds the key of the last keyed write that put or updated the item. */
export const writeKeyAttribute = 'writeKey';

/**
 * The sort keys the same keyed transaction deleted in the partition, stored beside the key: a
 * delete's stream record has no new image to carry the key, so the fan-out finds it here.
 */
export const writeRemovedAttribute = 'writeRemoved';

/** Deletes named at most, so that the profile (read by every request) stays small. */
export const removedNamedMax = 10;

/** The attributes a keyed write stores on an item. */
const markOf = (key: string, removed?: string[]): Record<string, unknown> => ({
  [writeKeyAttribute]: key,
  ...(removed ? { [writeRemovedAttribute]: removed } : {}),
});

/**
 * An update expression that also sets `attributes` (placeholders `#name = :name`): inside its SET
 * clause when it has one (a second SET clause is not allowed), else as a SET clause of its own.
 */
export function withSetAssignments(expression: string, attributes: string[]): string {
  const assignments = attributes.map((name) => `#${name} = :${name}`).join(', ');
  const setClause = /(^|\s)SET\s/i;
  return setClause.test(expression)
    ? expression.replace(setClause, (clause) => `${clause}${assignments}, `)
    : `${expression} SET ${assignments}`.trim();
}

type SdkPut = NonNullable<SdkWrite['Put']>;
type SdkUpdate = NonNullable<SdkWrite['Update']>;

/** A Put (a transaction's, or a PutItem's input) that also stores the write key. */
export const keyedPut = <P extends Pick<SdkPut, 'Item'>>(put: P, key: string, removed?: string[]): P => ({
  ...put,
  Item: { ...put.Item, ...markOf(key, removed) },
});

/** An Update (a transaction's, or an UpdateItem's input) that also sets the write key. */
export function keyedUpdate<U extends Omit<SdkUpdate, 'Key' | 'TableName'>>(
  update: U,
  key: string,
  removed?: string[],
): U {
  const mark = Object.entries(markOf(key, removed));
  return {
    ...update,
    UpdateExpression: withSetAssignments(
      update.UpdateExpression ?? '',
      mark.map(([name]) => name),
    ),
    ExpressionAttributeNames: {
      ...update.ExpressionAttributeNames,
      ...Object.fromEntries(mark.map(([name]) => [`#${name}`, name])),
    },
    ExpressionAttributeValues: {
      ...update.ExpressionAttributeValues,
      ...Object.fromEntries(mark.map(([name, value]) => [`:${name}`, value])),
    },
  };
}

/**
 * The keyed transaction's elements, each Put and Update of `userId`'s partition storing the key and
 * the sort keys the transaction deletes there (when there are at most `removedNamedMax`); any
 * other element (a delete, a condition check, another partition) as it is.
 */
export function withWriteKeys<T extends { write: SdkWrite }>(items: T[], userId: string, key: string): T[] {
  const partition = userPartition(userId);
  const deleted = items.flatMap(({ write }) =>
    write.Delete?.Key?.pk === partition ? [String(write.Delete.Key.sk)] : [],
  );
  const removed = deleted.length > 0 && deleted.length <= removedNamedMax ? deleted : undefined;
  const keyed = (write: SdkWrite): SdkWrite => {
    if (write.Put?.Item?.pk === partition) return { Put: keyedPut(write.Put, key, removed) };
    if (write.Update?.Key?.pk === partition) return { Update: keyedUpdate(write.Update, key, removed) };
    return write;
  };
  return items.map((item) => ({ ...item, write: keyed(item.write) }));
}
