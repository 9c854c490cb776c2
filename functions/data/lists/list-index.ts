/**
 * Putting a list's tasks in the shared lists' task index (GSI4, ../core/keys.ts `listIndexKeys`) when it
 * is first shared: from then on every task write into the list sets the keys itself, and the tasks
 * it already held get them here, so a member's board reads the list through the index
 * (./joined-lists.ts). In transactions of up to 100 Updates, each only while the task is still in the
 * list; a transaction cancelled by a change meanwhile is left: the board read finds the list's
 * count short and reads the owner's partition instead, as it does for any task without its key.
 * The live fan-out ignores these writes (functions/realtime/audience.ts).
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../core/client';
import type { TodoItem } from '../core/items';
import { keys, listIndexKeys } from '../core/keys';
import { transactionItemsMax } from '../core/transactions';

/** How many transactions run at once. */
const parallel = 4;

const indexUpdate = (groupId: string, task: TodoItem) => {
  const indexKeys = listIndexKeys(groupId, task.id);
  return {
    Update: {
      TableName: tableName,
      Key: keys.todo(task.userId, task.id),
      UpdateExpression: 'SET gsi4pk = :pk, gsi4sk = :sk',
      ConditionExpression: 'attribute_exists(pk) AND groupId = :group',
      ExpressionAttributeValues: { ':pk': indexKeys.gsi4pk, ':sk': indexKeys.gsi4sk, ':group': groupId },
    },
  };
};

/** Gives the list's tasks that lack them their index keys; answers how many it gave. */
export async function indexListTasks(groupId: string, tasks: readonly TodoItem[]): Promise<number> {
  const missing = tasks.filter((task) => task.groupId === groupId && task.gsi4pk === undefined);
  const chunks: TodoItem[][] = [];
  for (let i = 0; i < missing.length; i += transactionItemsMax)
    chunks.push(missing.slice(i, i + transactionItemsMax));
  let indexed = 0;
  for (let i = 0; i < chunks.length; i += parallel) {
    const done = await Promise.allSettled(
      chunks.slice(i, i + parallel).map(async (chunk) => {
        await db.send(
          new TransactWriteCommand({ TransactItems: chunk.map((task) => indexUpdate(groupId, task)) }),
        );
        return chunk.length;
      }),
    );
    for (const result of done) if (result.status === 'fulfilled') indexed += result.value;
  }
  return indexed;
}
