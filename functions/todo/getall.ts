/**
 * GET /api/todo/getall: every task in the caller's partition (own tasks, with the name of their
 * group, and copies others assigned to the caller), not completed first, then newest. `{ todos }`.
 * One Query (GROUP#..TODO# range, filtered to groups and tasks). DynamoDB calls:
 * infra/route-settings.ts.
 */
import { readBoard } from '../data/tasks/todos';
import { createHandler } from '../lib/handler';
import { allTodos } from '../lib/present';

export const handler = createHandler('todo-getall', {
  handle: async ({ user }) => ({ todos: allTodos(await readBoard(user.id, ['group', 'todo'])) }),
});
