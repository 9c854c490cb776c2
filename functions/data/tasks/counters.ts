/**
 * The task counters on the profile item: `totalTasks` counts every TODO# item in the user's
 * partition (own tasks and copies others assigned to them), `completedTasks` those of them that
 * are completed (docs/data-model.md, "Task counters"). They only ever move inside the transaction
 * that creates, deletes or toggles the tasks, by exactly what that transaction changes.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CountersBody } from '@shared/types';
import type { UserItem } from '../accounts/users';
import { db, tableName } from '../core/client';
import { keys } from '../core/keys';
import { type TransactItem, tags } from '../core/transactions';

export interface CounterDelta {
  total?: number;
  completed?: number;
}

/**
 * The profile Update that moves the counters by `delta` (zero moves are left out); null when nothing
 * moves. The condition keeps a deleted account from being recreated as a bare counter item.
 */
export function moveCounters(userId: string, delta: CounterDelta): TransactItem | null {
  const moves = [
    ['totalTasks', delta.total ?? 0],
    ['completedTasks', delta.completed ?? 0],
  ].filter(([, by]) => by !== 0) as [string, number][];
  if (moves.length === 0) return null;
  return {
    tag: tags.profile(userId),
    write: {
      Update: {
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: `ADD ${moves.map(([name], i) => `${name} :d${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: Object.fromEntries(moves.map(([, by], i) => [`:d${i}`, by])),
      },
    },
  };
}

export const countersOf = (user: Pick<UserItem, 'totalTasks' | 'completedTasks'>): CountersBody => ({
  totalTasks: user.totalTasks ?? 0,
  completedTasks: user.completedTasks ?? 0,
});

/** Another user's counters (one consistent GetItem of two attributes); undefined when the account is gone. */
export async function readCounters(userId: string): Promise<CountersBody | undefined> {
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.user(userId),
      ProjectionExpression: 'totalTasks, completedTasks',
      ConsistentRead: true,
    }),
  );
  return result.Item ? countersOf(result.Item as UserItem) : undefined;
}
