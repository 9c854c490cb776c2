/**
 * GET /api/todo/get-groups: `{ groups }`, the five built-ins first (by index, `builtIn: true`), then
 * the caller's groups oldest first, each with the tasks it stores (functions/lib/present.ts),
 * then the lists teammates shared with the caller (`shared`, docs/api.md#shared-lists). One answer
 * holds the whole board, so a client computes every view from it without another request.
 * One Query (ASSIGN#..TODO# range, filtered to rows, groups and tasks); with joined lists, in
 * parallel, one BatchGet of their groups and one Query per owner (functions/data/lists/joined-lists.ts).
 * The same Query reads the caller's comment read marks (READ#, between ASSIGN# and TODO#), so
 * every task carries `unreadComments` with no call more (docs/api.md#comments).
 * DynamoDB calls: infra/route-settings.ts.
 */
import { readJoinedLists } from '../data/lists/joined-lists';
import { readBoard } from '../data/tasks/todos';
import { createHandler } from '../lib/handler';
import { groupList } from '../lib/present';

export const handler = createHandler('todo-get-groups', {
  handle: async ({ user }) => {
    const [board, joined] = await Promise.all([
      readBoard(user.id, ['assignment', 'group', 'readMark', 'todo']),
      readJoinedLists(user.id, user),
    ]);
    return { groups: groupList(board, user, joined) };
  },
});
