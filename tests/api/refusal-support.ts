/**
 * Proof that a refused request changed nothing and answered safely (hostile-input, fuzz,
 * database-outage and the feature suites): what a user has in the table, read straight from it, and
 * answer checks that hold for any route whatever its answer shape.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { keys, userPartition } from '../../functions/data/core/keys';
import type { TestApi } from '../support/api';

/**
 * Every item of the user's partition (profile, groups, tasks, assignments, notes), in key order;
 * `T` is what the caller keeps of them after filtering by sort key.
 */
export async function partitionItems<T extends { sk?: unknown } = Record<string, unknown>>(
  api: TestApi,
  userId: string,
): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await api.db.send(
      new QueryCommand({
        TableName: api.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': userPartition(userId) },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The user's partition and username claim: equal before and after means nothing was written. */
export async function userSnapshot(api: TestApi, userId: string, username: string) {
  const claim = await api.db.send(
    new GetCommand({
      TableName: api.tableName,
      Key: keys.usernameClaim(username.toLowerCase()),
      ConsistentRead: true,
    }),
  );
  return { partition: await partitionItems(api, userId), claim: claim.Item ?? null };
}

/**
 * What no answer may contain: stack frames, error class names and messages of the runtime or the
 * AWS SDK, file paths. Handlers answer their own messages; anything else is an internal leaking.
 */
export const internalsPattern =
  /\bat [\w.<>]+ \(|Error:|[A-Z]\w+Exception\b|\/work\/|node_modules|\.tsx?:\d+|\bstack\b|TypeError|SyntaxError|ECONN\w+/;

/** The checks every answer of every route must pass: no 5xx (but 503), JSON, `{ message }` on errors, nosniff. */
export function expectSafeAnswer(
  answer: { status: number; text: string; headers: Headers },
  options: { allow503?: boolean } = {},
): void {
  const context = `${answer.status} ${answer.text.slice(0, 300)}`;
  if (options.allow503 && answer.status === 503) {
    // fine: the store is down, and it says so
  } else {
    expect(answer.status, context).toBeLessThan(500);
  }
  expect(answer.headers.get('x-content-type-options'), context).toBe('nosniff');
  expect(answer.text, context).not.toMatch(internalsPattern);
  if (answer.status >= 400) {
    expect(answer.headers.get('content-type'), context).toMatch(/^application\/json/);
    const body = JSON.parse(answer.text) as unknown;
    expect(body, context).toEqual({ message: expect.any(String) });
  }
}
