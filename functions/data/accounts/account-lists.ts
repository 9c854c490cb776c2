/**
 * What an account being deleted does to the lists others shared with it (./account-deletion.ts).
 * The tasks it made there go: every task counts for an account that exists (its creator's
 * counters move with any later delete or completion of it, ../tasks/counters.ts), so none may outlive
 * its creator. Each list's go in transactions with the creator's counters and the list's group
 * element (../lists/list-access.ts `groupWrite`: its count and version move, and its members' pages hear
 * it as any delete there). Then the account leaves every list, as leaving does (the list's member
 * entry and its own, ../lists/shared-lists.ts `endMemberships`). The tasks others made stay.
 */

import type { Deadline } from '../core/deadline';
import { creatorOf, type TodoItem } from '../core/items';
import { type TransactItem, transact, transactionItemsMax } from '../core/transactions';
import { noKey } from '../core/unit-of-work';
import { readJoinedLists } from '../lists/joined-lists';
import { groupWrite, placeOf } from '../lists/list-access';
import { endMemberships } from '../lists/shared-lists';
import { moveCounters } from '../tasks/counters';
import { deleteTodoAsRead } from '../tasks/todos';
import { isJoined, type UserItem } from './users';

/** Tasks per transaction: room for the creator's counters and the list's group element. */
const tasksPerTransaction = transactionItemsMax - 2;

/** The deletes of `mine` in one list, with the creator's counters and the list's element. */
function ownTasksOut(user: UserItem, groupId: string, mine: TodoItem[]): TransactItem[] {
  const completed = mine.filter((todo) => todo.completed === true).length;
  const counters = moveCounters(user.id, { total: -mine.length, completed: -completed });
  return [
    ...mine.map(deleteTodoAsRead),
    ...(counters ? [counters] : []),
    // A member of any role may take their own tasks out on their way out.
    groupWrite(placeOf(user.id, user, groupId), user.id, -mine.length, mine.length, 'member'),
  ];
}

/**
 * Takes the account's own tasks out of the lists shared with it, one list a step, then leaves them
 * all in one step. Answers whether it is done (false: the deadline came first; a later call goes on,
 * reading what is left).
 */
export async function leaveJoinedLists(user: UserItem, deadline: Deadline): Promise<boolean> {
  const joined = Object.entries(user.sharedLists ?? {}).filter(([, entry]) => isJoined(entry));
  if (joined.length === 0) return true;
  for (const list of await readJoinedLists(user.id, user)) {
    const mine = list.todos.filter((todo) => creatorOf(todo) === user.id);
    for (let start = 0; start < mine.length; start += tasksPerTransaction) {
      if (!deadline.open) return false;
      await transact(ownTasksOut(user, list.group.id, mine.slice(start, start + tasksPerTransaction)), noKey);
      deadline.step();
    }
  }
  if (!deadline.open) return false;
  await endMemberships(
    joined.map(([groupId, entry]) => ({ ownerId: entry.owner, groupId, memberId: user.id })),
  );
  deadline.step();
  return true;
}
