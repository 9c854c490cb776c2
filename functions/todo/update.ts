/**
 * POST /api/todo/update/{id}: a toggle (`completed`, with a description or not) or an edit
 * (`description` only) of one of the caller's tasks (shared/contract/requests/todo.ts
 * `updateTodoBody`). Answers `{ todo }` as stored after the change.
 *
 * - An edit: one conditional UpdateItem (functions/data/todos.ts `setDescription`).
 * - A toggle: the task read, then one transaction conditioned on the completion state read that
 *   moves completedTasks with it (`toggleTodo`; nothing is written when there is nothing to change).
 * An assigned copy's assignee may toggle it (their completedTasks moves) but not edit it (403).
 * Another user's task or a missing one: 404. DynamoDB calls: infra/route-settings.ts.
 */

import { updateTodoBody } from '../../shared/contract/requests/todo';
import { serverErrors } from '../../shared/messages';
import { setDescription, toggleTodo } from '../data/todos';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';
import { toTodo } from './lib/present';

export const handler = createHandler('todo-update', {
  body: updateTodoBody,
  handle: async ({ input, user, params }) => {
    const id = idParam(params, serverErrors.todoNotFound);
    const saved =
      input.completed !== undefined
        ? await toggleTodo(user.id, id, input.completed, input.description)
        : await setDescription(user.id, id, input.description ?? '');
    return { todo: toTodo(saved) };
  },
});
