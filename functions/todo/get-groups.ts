/**
 * GET /api/todo/get-groups: `{ groups }`, the five built-ins first (by index, `builtIn: true`), then
 * the caller's groups oldest first, each with the tasks it stores (functions/todo/lib/present.ts). One
 * answer holds the whole board, so a client computes every view from it without another request.
 * One Query (ASSIGN#..TODO# range, filtered to rows, groups and tasks). DynamoDB calls:
 * infra/route-settings.ts.
 */
import { readBoard } from '../data/todos';
import { createHandler } from '../lib/handler';
import { groupList } from './lib/present';

export const handler = createHandler('todo-get-groups', {
  handle: async ({ user }) => ({
    groups: groupList(await readBoard(user.id, ['assignment', 'group', 'todo']), user.username),
  }),
});
