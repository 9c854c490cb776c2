/**
 * GET /api/todo/get-groups: `{ groups }`, the five built-in views first (by index, `builtIn: true`,
 * empty `todo`: get/{viewId} serves their contents), then the caller's groups oldest first, each
 * with its tasks sorted.
 * DynamoDB: session read + one Query (GROUP#..TODO# range, filtered to groups and tasks) = 2.
 */
import { readBoard } from '../data/todos';
import { createHandler } from '../lib/handler';
import { groupList } from './present';

export const handler = createHandler('todo-get-groups', {
  handle: async ({ user }) => ({ groups: groupList(await readBoard(user.id, ['group', 'todo'])) }),
});
