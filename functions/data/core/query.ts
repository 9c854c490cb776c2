/**
 * A Query read page by page: DynamoDB answers at most 1 MB per call, so a partition with more items
 * takes more calls. Every list read goes through here, so paging is written once.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/**
 * The items of every page in order, stopping early once `enough(itemsSoFar)` holds (callers that
 * show only the first N items need not read the rest of a large partition).
 */
export async function queryAll<T>(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  enough: (items: T[]) => boolean = () => false,
): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({ ...input, TableName: tableName, ExclusiveStartKey: start }),
    );
    // One push per item: spreading a page of thousands of items into one call can overflow the stack.
    for (const item of (page.Items ?? []) as T[]) items.push(item);
    start = page.LastEvaluatedKey;
  } while (start && !enough(items));
  return items;
}
