/**
 * POST /api/todo/update/{id}: sets `completed`, `description` or both on one of the caller's tasks.
 * Answers `{ todo }` as stored after the change.
 *
 * - Description only: one conditional UpdateItem (the task exists and is not an assigned copy).
 *   DynamoDB: session read + UpdateItem = 2.
 * - With `completed`: the task is read, then one TransactWriteItems sets it conditioned on the
 *   completion state read (so two identical toggles racing count once: the loser's transaction is
 *   cancelled, it reads again and finds nothing to change) and moves completedTasks by +1 or -1.
 *   DynamoDB: session read + GetItem + TransactWriteItems = 3; 2 when the state is already the one
 *   asked for and no description is sent (nothing is written); 2 more per retry after a race.
 * An assigned copy's assignee may toggle it (their completedTasks moves) but not edit it (403).
 * Another user's task or a missing one: 404.
 */

import { updateTodoBody } from '../../shared/contract/requests/todo';
import { serverErrors } from '../../shared/messages';
import { moveCounters } from '../data/counters';
import { isId } from '../data/ids';
import { getTodo, setCompletedAsRead, setDescription } from '../data/todos';
import { retryOnConflict, transact } from '../data/transactions';
import { Forbidden, NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { toTodo } from './lib/present';

export const handler = createHandler('todo-update', {
  body: updateTodoBody,
  handle: async ({ input, user, params }) => {
    const id = params.id;
    if (!isId(id)) throw new NotFound(serverErrors.todoNotFound);
    const { completed, description } = input;
    if (completed === undefined)
      return { todo: toTodo(await setDescription(user.id, id, description as string)) };

    return retryOnConflict(async () => {
      const item = await getTodo(user.id, id);
      if (!item) throw new NotFound(serverErrors.todoNotFound);
      if (description !== undefined && item.assigned) throw new Forbidden();
      if (completed === item.completed) {
        if (description === undefined) return { todo: toTodo(item) };
        return { todo: toTodo(await setDescription(user.id, id, description)) };
      }
      const counters = moveCounters(user.id, { completed: completed ? 1 : -1 });
      await transact([setCompletedAsRead(item, completed, description), ...(counters ? [counters] : [])]);
      const saved = { ...item, completed, ...(description !== undefined ? { description } : {}) };
      return { todo: toTodo(saved) };
    });
  },
});
