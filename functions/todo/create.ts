/**
 * POST /api/todo/create: a new task of the caller's, stored in the group it was created in (its
 * home): a user group, or a built-in home (today, important, planned) when created while one of
 * those is selected; no groupId means `today`. The assignment views hold copies only: 400. Answers
 * 201 with the bare task (COMPAT.md section 8 item 2).
 *
 * One TransactWriteItems: the task Put (new key), the profile's totalTasks +1 (and completedTasks +1
 * when created completed), and, for a user group, a ConditionCheck that the group is in the caller's
 * partition and not being deleted (otherwise 404, exactly like a missing group; nothing written).
 * DynamoDB: session read + TransactWriteItems = 2.
 */

import { createTodoBody } from '../../shared/contract/requests/todo';
import { isBuiltInViewId } from '../../shared/limits';
import { serverErrors, validation } from '../../shared/messages';
import { isMergedView } from '../../shared/views';
import { moveCounters } from '../data/counters';
import { groupOpenCheck } from '../data/groups';
import { isId } from '../data/ids';
import { newTodoItem, putTodo } from '../data/todos';
import { cancellations, retryOnConflict, transact } from '../data/transactions';
import { Invalid, NotFound } from '../lib/errors';
import { createHandler, Reply } from '../lib/handler';
import { toTodo } from './lib/present';

export const handler = createHandler('todo-create', {
  body: createTodoBody,
  handle: async ({ input, user }) => {
    const home = input.groupId ?? 'today';
    const userGroup = !isBuiltInViewId(home);
    if (!userGroup && !isMergedView(home)) throw new Invalid(validation.groupNotAHome);
    if (userGroup && !isId(home)) throw new NotFound(serverErrors.groupNotFound);
    const item = newTodoItem(user.id, input, home);
    const counters = moveCounters(user.id, { total: 1, completed: item.completed ? 1 : 0 });
    const items = [putTodo(item), ...(counters ? [counters] : [])];
    const groupIndex = items.length;
    if (userGroup) items.push(groupOpenCheck(user.id, home));
    // A new key: a transaction cancelled only by a concurrent one on the profile can run again.
    await retryOnConflict(async () => {
      try {
        await transact(items);
      } catch (error) {
        if (userGroup && cancellations(error)?.[groupIndex]?.conditionFailed)
          throw new NotFound(serverErrors.groupNotFound);
        throw error;
      }
    });
    return new Reply(toTodo(item), { statusCode: 201 });
  },
});
