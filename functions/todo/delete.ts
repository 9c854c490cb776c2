/**
 * POST /api/todo/delete/{id}: deletes one of the caller's own tasks. Answers `{ message }`.
 *
 * The task is read, then one TransactWriteItems deletes it conditioned on the completion state read
 * and lowers totalTasks by 1 (and completedTasks by 1 when it was completed). A toggle or delete
 * racing in between cancels the transaction; the route reads again (a task deleted meanwhile is 404).
 * An assigned copy cannot be deleted by its assignee (403: the assigner removes it); another
 * user's task or a missing one is 404.
 * DynamoDB: session read + GetItem + TransactWriteItems = 3 (2 more per retry after a race).
 */
import { serverErrors, todoTexts } from '../../shared/messages';
import { moveCounters } from '../data/counters';
import { isId } from '../data/ids';
import { deleteTodoAsRead, getTodo } from '../data/todos';
import { retryOnConflict, transact } from '../data/transactions';
import { Forbidden, NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';

export const handler = createHandler('todo-delete', {
  handle: async ({ user, params }) => {
    const id = params.id;
    if (!isId(id)) throw new NotFound(serverErrors.todoNotFound);
    return retryOnConflict(async () => {
      const item = await getTodo(user.id, id);
      if (!item) throw new NotFound(serverErrors.todoNotFound);
      if (item.assigned) throw new Forbidden();
      const counters = moveCounters(user.id, { total: -1, completed: item.completed ? -1 : 0 });
      await transact([deleteTodoAsRead(item), ...(counters ? [counters] : [])]);
      return { message: todoTexts.taskDeleted };
    });
  },
});
