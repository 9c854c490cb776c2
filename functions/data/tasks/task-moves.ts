/**
 * A task moved into another partition: from a list shared with the writer into one of their own
 * groups or homes, from theirs into a list another owner shared with them, or between two owners'
 * lists. A partition is part of the key, so the task is deleted where it was (on the completion
 * state read, as every counted write is) and put where it goes with the same id and fields, in the
 * one transaction of the change (./task-updates.ts); its creator's counters do not move. Its
 * reminder index keys are made again for the new item; the last write's marks are not carried.
 */
import type { TodoItem } from '../core/items';
import { keys } from '../core/keys';
import type { TransactItem } from '../core/transactions';
import { writeKeyAttribute, writeRemovedAttribute } from '../core/write-key';
import { reminderKeys } from '../notifications/reminders';
import { deleteTodoAsRead, putTodo } from './todos';

/** Attributes the new item is made again without: the index keys, the last write's marks. */
const remade = new Set(['gsi2pk', 'gsi2sk', writeKeyAttribute, writeRemovedAttribute]);

/**
 * The elements of a move into another partition: `read`, the task as read, deleted; `moved`, the
 * task as changed, with its new owner (`userId`), put; `dropped`, attributes the change removes.
 */
export function relocation(
  read: TodoItem,
  moved: TodoItem,
  dropped: readonly string[],
  now: Date,
): TransactItem[] {
  const fields = Object.fromEntries(
    Object.entries(moved).filter(([name]) => !remade.has(name) && !dropped.includes(name)),
  ) as unknown as TodoItem;
  const item: TodoItem = {
    ...fields,
    ...keys.todo(moved.userId, moved.id),
    ...reminderKeys(
      { id: moved.id, completed: moved.completed, remindAt: moved.remindAt ?? null },
      now.getTime(),
    ),
  };
  // The Put's tag tells it apart from the Delete of the same task id.
  return [deleteTodoAsRead(read), { ...putTodo(item), tag: `moved:${item.id}` }];
}
