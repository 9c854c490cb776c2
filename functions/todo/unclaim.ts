/**
 * POST /api/todo/unclaim/{id}: whoever claimed a task up for grabs gives it back
 * (docs/api.md#team-tasks, functions/data/tasks/team-tasks.ts `unclaimTask`): up for grabs again, and the
 * list's other members hear of it. Answers `{ todo }`. Someone else's claim answers 403; a task not
 * up for grabs 400; a task the caller cannot reach 404. DynamoDB calls: infra/route-settings.ts.
 */
import { serverErrors } from '@shared/messages/server';
import { unclaimTask } from '../data/tasks/team-tasks';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';
import { sharedContextOf, toTodo } from '../lib/present';

export const handler = createHandler('todo-unclaim', {
  handle: async ({ user, params, unit }) => {
    const todo = await unclaimTask(user.id, user, idParam(params, serverErrors.todoNotFound), unit);
    return { todo: toTodo(todo, sharedContextOf(user, todo.groupId ?? '')) };
  },
});
