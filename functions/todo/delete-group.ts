/**
 * DELETE /api/todo/delete-group/{id} (and POST, the original system's own method, as the manifest's
 * extension `todo-delete-group-post`): deletes one of the caller's groups and all its tasks, moving
 * the counters by what goes. Answers `{ message }`. Built-in views cannot be deleted (403); another
 * user's group or a missing one is 404.
 *
 * 1. UpdateItem marks the group `deleting` (404 if absent): from then on create refuses it, so no
 *    task can slip in after step 2 and be left without a group.
 * 2. One Query lists the group's tasks (consistent, so every task created before the mark is seen).
 * 3. TransactWriteItems of at most 100 items each (functions/todo/lib/chunks.ts): up to 99 task Deletes
 *    conditioned on the completion state read, plus the profile Update lowering the counters by
 *    exactly those; the group's Delete rides in the last one.
 * A failure halfway leaves the group marked, with the tasks not yet deleted, and counters that match
 * what is left; running delete-group again finishes it. A toggle racing with a chunk cancels that
 * chunk only; the route then starts again from step 1 (at most 3 attempts, then 409).
 * DynamoDB: session read + UpdateItem + Query + ceil((tasks + 1) / 99) TransactWriteItems
 * (4 for a group of up to 98 tasks).
 */
import { isBuiltInViewId } from '../../shared/limits';
import { serverErrors, todoTexts } from '../../shared/messages';
import { moveCounters } from '../data/counters';
import { deleteGroupItem, markGroupDeleting } from '../data/groups';
import { isId } from '../data/ids';
import { deleteTodoAsRead, listGroupTodos } from '../data/todos';
import { retryOnConflict, transact, transactionItemsMax } from '../data/transactions';
import { Forbidden, NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { planGroupDeletion } from './lib/chunks';

export const handler = createHandler('todo-delete-group', {
  handle: async ({ user, params }) => {
    const id = params.id ?? '';
    if (isBuiltInViewId(id)) throw new Forbidden(serverErrors.builtInGroup);
    if (!isId(id)) throw new NotFound(serverErrors.groupNotFound);
    return retryOnConflict(async () => {
      await markGroupDeleting(user.id, id);
      const todos = await listGroupTodos(user.id, id);
      for (const chunk of planGroupDeletion(todos, transactionItemsMax)) {
        const counters = moveCounters(user.id, { total: -chunk.total, completed: -chunk.completed });
        await transact([
          ...chunk.todos.map(deleteTodoAsRead),
          ...(counters ? [counters] : []),
          ...(chunk.deletesGroup ? [deleteGroupItem(user.id, id)] : []),
        ]);
      }
      return { message: todoTexts.groupDeleted };
    });
  },
});
