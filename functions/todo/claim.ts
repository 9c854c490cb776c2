/**
 * POST /api/todo/claim/{id}: a member (a viewer too) takes a task up for grabs in a shared list
 * (docs/api.md#team-tasks): its one assignee from now on (functions/data/tasks/team-tasks.ts `claimTask`).
 * Answers `{ todo }`. Another member's claim first answers 409 '{username} claimed it first'; a task
 * not up for grabs 400; a task the caller cannot reach 404. DynamoDB calls: infra/route-settings.ts.
 */
import { serverErrors } from '@shared/messages/server';
import { claimTask } from '../data/tasks/team-tasks';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';
import { sharedContextOf, toTodo } from '../lib/present';

export const handler = createHandler('todo-claim', {
  handle: async ({ user, params, unit }) => {
    const todo = await claimTask(user.id, user, idParam(params, serverErrors.todoNotFound), unit);
    return { todo: toTodo(todo, sharedContextOf(user, todo.groupId ?? '')) };
  },
});
