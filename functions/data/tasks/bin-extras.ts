/**
 * What is kept under a task's id outside the task item, and goes only when the task goes for good
 * (a purge from the bin, ./bin.ts): its comment thread (`THREAD#<id>`, ../conversation/comments.ts) and its
 * history (`ACT#<id>#` in its owner's partition, ../conversation/activity.ts). While the task is in the bin they
 * stay untouched, keyed by the task's id, which a restore keeps: so the restored task finds them
 * again. Read marks of the thread (one small item per reader) are left to their readers' partitions.
 * docs/decisions/0127-what-a-task-keeps-elsewhere-goes-with-its-purge.md
 */
import { activityPrefix } from '../conversation/activity';
import { deleteItems, type ItemKey } from '../core/batch';
import { commentSortKeyPrefix, threadPartitionPrefix, userPartition } from '../core/keys';
import { queryAll } from '../core/query';

/** A purged task: its id, and the partition it was stored in (its history's). */
export interface PurgedTask {
  id: string;
  userId: string;
}

const keysOf = (items: { pk: string; sk: string }[]): ItemKey[] => items.map(({ pk, sk }) => ({ pk, sk }));

/** Removes the comments and the history of these tasks (after their purge): two Queries per task, then batched deletes. */
export async function purgeTaskExtras(tasks: PurgedTask[]): Promise<void> {
  for (const task of tasks) {
    const [comments, history] = await Promise.all([
      queryAll<{ pk: string; sk: string }>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': `${threadPartitionPrefix}${task.id}`,
          ':prefix': commentSortKeyPrefix,
        },
        ProjectionExpression: 'pk, sk',
      }),
      queryAll<{ pk: string; sk: string }>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(task.userId), ':prefix': activityPrefix(task.id) },
        ProjectionExpression: 'pk, sk',
      }),
    ]);
    await deleteItems([...keysOf(comments), ...keysOf(history)]);
  }
}
