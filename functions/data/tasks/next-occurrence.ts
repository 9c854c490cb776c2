/**
 * A repeating task's next occurrence, and taking it back (docs/api.md#reopening-a-repeating-task).
 * Completing an own repeating task creates its next occurrence (./task-updates.ts) and marks the
 * completed task with `spawned`: the occurrence's id and a print of what its owner may change, as
 * created. Reopening the task (a mis-click undone) reads that occurrence:
 *   - unchanged since it was created: it is deleted in the reopening's transaction, on the condition
 *     that it is still as read (a change made meanwhile cancels the transaction, and the retry keeps
 *     it), and the total counter moves back;
 *   - changed (edited, completed, moved): it stays, and the answer says so;
 *   - gone (deleted): nothing to take back.
 * Either way the mark goes, so a second completion creates one new occurrence, never a third copy.
 * An assignee's copy never has the mark: a repeating assignment's next round goes out when the last
 * assignee completes, and reopening a copy does not take that round back (docs/api.md).
 */
import { createHash } from 'node:crypto';
import { noPriority, priorityOf } from '@shared/priority';
import { tableName } from '../core/client';
import type { SpawnedMark, TodoItem } from '../core/items';
import { keys } from '../core/keys';
import { stableJson } from '../core/stable-json';
import { type TransactItem, tags } from '../core/transactions';
import { getTodo } from './todos';

/** What an owner may change on an occurrence: the print compares these. */
const changeable = [
  'description',
  'important',
  'due',
  'groupId',
  'notes',
  'steps',
  'stepsDone',
  'repeat',
  'remindAt',
  'completed',
] as const satisfies readonly (keyof TodoItem)[];

/**
 * A short digest of the changeable fields (absent and null alike). The priority counts only when
 * the task has one (not 4), so the prints of marks stored before it existed still match.
 */
const printOf = (item: TodoItem): string => {
  const values: unknown[] = changeable.map((name) => item[name] ?? null);
  if (priorityOf(item) !== noPriority) values.push({ priority: priorityOf(item) });
  if (item.labels?.length) values.push({ labels: item.labels });
  return createHash('sha256').update(stableJson(values)).digest('base64url').slice(0, 22);
};

/** The mark of `next`, as its creating completion stores it on the completed task. */
export const spawnedMark = (next: TodoItem): SpawnedMark => ({ id: next.id, print: printOf(next) });

/** What reopening does with the occurrence the completion created. */
export interface TakeBack {
  /** The transaction's elements: the occurrence's conditional Delete, or none. */
  items: TransactItem[];
  /** How much the owner's total moves (-1 when the occurrence goes). */
  total: number;
  /** What the answer says: the occurrence removed, or kept because it was changed. */
  outcome: { nextRemoved: string } | { nextKept: string } | null;
}

/** Nothing to take back (a completion, or a task without the mark). */
export const noTakeBack: TakeBack = { items: [], total: 0, outcome: null };

/** The occurrence's Delete, on the condition that each changeable field is still as read. */
function deleteAsRead(next: TodoItem): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const conditions = changeable.map((name, i) => {
    names[`#c${i}`] = name;
    const value = next[name];
    if (value === undefined) return `attribute_not_exists(#c${i})`;
    // A stored null is compared by its type: DynamoDB's = compares values of the other types only.
    if (value === null) {
      values[':null'] = 'NULL';
      return `attribute_type(#c${i}, :null)`;
    }
    values[`:c${i}`] = value;
    return `#c${i} = :c${i}`;
  });
  return {
    tag: tags.todo(next.id),
    write: {
      Delete: {
        TableName: tableName,
        Key: keys.todo(next.userId, next.id),
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  };
}

/** Reads the occurrence `mark` names (one GetItem) and decides what reopening does with it. */
export async function takeBack(userId: string, mark: SpawnedMark | undefined): Promise<TakeBack> {
  if (!mark) return noTakeBack;
  const next = await getTodo(userId, mark.id);
  if (!next) return noTakeBack;
  if (printOf(next) !== mark.print) return { ...noTakeBack, outcome: { nextKept: next.id } };
  return { items: [deleteAsRead(next)], total: -1, outcome: { nextRemoved: next.id } };
}
