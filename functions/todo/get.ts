/**
 * GET /api/todo/get/{groupId}: the tasks of one user group, or of a built-in view by its id
 * (shared/limits.ts builtInViews: today, important, planned, assigned-to-me, assigned-by-me), with
 * the semantics of functions/todo/present.ts. Answers `{ todos }`, not completed first, then newest.
 * Another user's group or a missing one is 404.
 *
 * DynamoDB: session read + one Query of the caller's partition = 2 (further Query pages only beyond
 * 1 MB). Which kinds the Query fetches: a user group or views 0-2, groups and tasks (key range
 * GROUP#..TODO#, FilterExpression on the two prefixes); view 3, TODO# only; view 4, ASSIGN# only.
 */
import { type BuiltInViewId, isBuiltInViewId } from '../../shared/limits';
import { serverErrors } from '../../shared/messages';
import { isId } from '../data/ids';
import { type BoardKind, readBoard } from '../data/todos';
import { notFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { groupTodos, viewTodos } from './present';

const viewKinds: Record<BuiltInViewId, BoardKind[]> = {
  today: ['group', 'todo'],
  important: ['group', 'todo'],
  planned: ['group', 'todo'],
  'assigned-to-me': ['todo'],
  'assigned-by-me': ['assignment'],
};

export const handler = createHandler('todo-get', {
  handle: async ({ user, params }) => {
    const groupId = params.groupId ?? '';
    if (isBuiltInViewId(groupId)) {
      const board = await readBoard(user.id, viewKinds[groupId]);
      return { todos: viewTodos(groupId, board) };
    }
    if (!isId(groupId)) throw notFound(serverErrors.groupNotFound);
    const board = await readBoard(user.id, ['group', 'todo']);
    if (!board.groups.some((group) => group.id === groupId)) throw notFound(serverErrors.groupNotFound);
    return { todos: groupTodos(groupId, board) };
  },
});
