/**
 * POST /api/todo/create: a new task of the caller's, in a user group or in none (a task added from a
 * built-in view: `groupId` null or a built-in view id). Answers `{ todo }`.
 *
 * One TransactWriteItems: the task Put (new key), the profile's totalTasks +1 (and completedTasks +1
 * when created completed), and, for a user group, a ConditionCheck that the group is in the caller's
 * partition and not being deleted (otherwise 404, exactly like a missing group; nothing written).
 * DynamoDB: session read + TransactWriteItems = 2.
 */
import { isBuiltInViewId } from '../../shared/limits';
import { serverErrors } from '../../shared/messages';
import { parseCreateTodo } from '../../shared/validation';
import { cancellationCodes, retryOnConflict, transact } from '../data/assignments';
import { moveCounters } from '../data/counters';
import { groupOpenCheck } from '../data/groups';
import { isId } from '../data/ids';
import { newTodoItem, putTodo } from '../data/todos';
import { notFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { toTodo } from './present';

export const handler = createHandler('todo-create', {
  parse: parseCreateTodo,
  handle: async ({ input, user }) => {
    const groupId = input.groupId === null || isBuiltInViewId(input.groupId) ? null : input.groupId;
    if (groupId !== null && !isId(groupId)) throw notFound(serverErrors.groupNotFound);
    const item = newTodoItem(user.id, input, groupId);
    const counters = moveCounters(user.id, { total: 1, completed: item.completed ? 1 : 0 });
    const items = [putTodo(item), ...(counters ? [counters] : [])];
    const groupIndex = items.length;
    if (groupId !== null) items.push(groupOpenCheck(user.id, groupId));
    // A new key: a transaction cancelled only by a concurrent one on the profile can run again.
    await retryOnConflict(async () => {
      try {
        await transact(items);
      } catch (error) {
        if (groupId !== null && cancellationCodes(error)?.[groupIndex] === 'ConditionalCheckFailed')
          throw notFound(serverErrors.groupNotFound);
        throw error;
      }
    });
    return { todo: toTodo(item) };
  },
});
