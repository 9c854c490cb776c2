/**
 * POST /api/todo/delete/{id}: deletes one of the caller's own tasks with its counts, in one
 * transaction conditioned on the state read (functions/data/todos.ts `deleteTodo`). Answers
 * `{ message }`. An assigned copy cannot be deleted by its assignee (403: the assigner removes it);
 * another user's task or a missing one is 404. DynamoDB calls: infra/route-settings.ts.
 */
import { serverErrors, todoTexts } from '../../shared/messages';
import { isId } from '../data/ids';
import { deleteTodo } from '../data/todos';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';

export const handler = createHandler('todo-delete', {
  handle: async ({ user, params }) => {
    const id = params.id;
    if (!isId(id)) throw new NotFound(serverErrors.todoNotFound);
    await deleteTodo(user.id, id);
    return { message: todoTexts.taskDeleted };
  },
});
