/**
 * The batch calls over any number of keys. BatchGetItem: chunks of 100 (the API's limit), read in
 * parallel, and retries of the keys DynamoDB left unprocessed; answers a map keyed by `pk|sk`.
 * BatchWriteItem's deletes: chunks of 25 (its limit), a few in flight, unprocessed ones retried.
 */
import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

export interface ItemKey {
  pk: string;
  sk: string;
}

export const keyString = (key: ItemKey) => `${key.pk}|${key.sk}`;

const chunkSize = 100;
const maxRetries = 5;

export async function getItems<T extends ItemKey>(
  itemKeys: ItemKey[],
  options: { projection?: string[]; consistent?: boolean } = {},
): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  const unique = [...new Map(itemKeys.map((k) => [keyString(k), { pk: k.pk, sk: k.sk }])).values()];
  const projection = options.projection ? [...new Set(['pk', 'sk', ...options.projection])] : undefined;
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < unique.length; start += chunkSize)
    chunks.push(unique.slice(start, start + chunkSize));
  // The chunks are independent: read them in parallel, so a large request costs one round trip of time.
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending = chunk;
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > maxRetries) throw new Error('BatchGetItem left keys unprocessed after retries');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 10));
        const result = await db.send(
          new BatchGetCommand({
            RequestItems: {
              [tableName]: {
                Keys: pending,
                ConsistentRead: options.consistent ?? false,
                ...(projection
                  ? {
                      ProjectionExpression: projection.map((_, i) => `#p${i}`).join(', '),
                      ExpressionAttributeNames: Object.fromEntries(
                        projection.map((name, i) => [`#p${i}`, name]),
                      ),
                    }
                  : {}),
              },
            },
          }),
        );
        for (const item of result.Responses?.[tableName] ?? [])
          found.set(keyString(item as ItemKey), item as T);
        pending = (result.UnprocessedKeys?.[tableName]?.Keys ?? []) as Record<string, unknown>[];
      }
    }),
  );
  return found;
}

const deleteChunkSize = 25;
/** Deletes in flight at once: fast on a large partition, without throttling a table on demand. */
const deletesInFlight = 8;

/**
 * Deletes items by key with BatchWriteItem, unconditionally (a key already gone is no error). Only
 * for items nobody else's state depends on: a delete that must move a counter or be conditioned on
 * what was read goes in a transaction instead.
 */
export async function deleteItems(itemKeys: ItemKey[]): Promise<void> {
  type DeleteRequest = { DeleteRequest: { Key: ItemKey } };
  const chunks: DeleteRequest[][] = [];
  for (let start = 0; start < itemKeys.length; start += deleteChunkSize)
    chunks.push(
      itemKeys
        .slice(start, start + deleteChunkSize)
        .map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } })),
    );
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let pending = chunks[next++] as DeleteRequest[];
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > maxRetries) throw new Error('BatchWriteItem left deletes unprocessed after retries');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 10));
        const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = (result.UnprocessedItems?.[tableName] ?? []) as DeleteRequest[];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(deletesInFlight, chunks.length) }, worker));
}
