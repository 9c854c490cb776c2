/**
 * POST /api/todo/delete/{id}: deletes one of the caller's own tasks with its counts, in one
 * transaction conditioned on the state read (functions/data/tasks/todos.ts `deleteTodo`). Answers
 * `{ message }`. An assigned copy cannot be deleted by its assignee (403: the assigner removes it);
 * another user's task or a missing one is 404. DynamoDB calls: infra/route-settings.ts.
 */
import { serverErrors, todoTexts } from '@shared/messages/server';
import { deleteTodo } from '../data/tasks/todos';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('todo-delete', {
  handle: async ({ user, params, unit }) => {
    await deleteTodo(user.id, idParam(params, serverErrors.todoNotFound), unit, user);
    return { message: todoTexts.taskDeleted };
  },
});
