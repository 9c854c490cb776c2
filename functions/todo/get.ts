/**
 * GET /api/todo/get/{groupId}: what one group stores, as a bare array (docs/compat.md#what-a-group-serves),
 * not completed first, then newest: a user group's tasks; a built-in home's (today, important,
 * planned) own tasks; `assigned-to-me`, the copies others assigned to the caller; `assigned-by-me`,
 * one element per assignee copy of the caller's assignments; a list a teammate shared with the
 * caller, its tasks (docs/api.md#shared-lists). Another user's group or a missing one is 404.
 * The merged views are computed by clients (shared/views.ts).
 *
 * One Query of the caller's partition: a user group, GROUP#..TODO# (its existence and its tasks);
 * a built-in home or view 3, TODO#; view 4, ASSIGN#. A joined list: its group and its owner's
 * tasks in it, in parallel (functions/data/lists/joined-lists.ts). DynamoDB calls: infra/route-settings.ts.
 */
import { isBuiltInViewId } from '@shared/limits';
import { serverErrors } from '@shared/messages/server';
import { isJoined } from '../data/accounts/users';
import { isId } from '../data/core/ids';
import { readJoinedLists } from '../data/lists/joined-lists';
import { readBoard } from '../data/tasks/todos';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { joinedGroup, sharedContextOf, storedTodos } from '../lib/present';

export const handler = createHandler('todo-get', {
  handle: async ({ user, params }) => {
    const groupId = params.groupId ?? '';
    if (isBuiltInViewId(groupId)) {
      const board = await readBoard(user.id, [groupId === 'assigned-by-me' ? 'assignment' : 'todo']);
      return storedTodos(groupId, board, user.username);
    }
    if (!isId(groupId)) throw new NotFound(serverErrors.groupNotFound);
    if (isJoined(user.sharedLists?.[groupId])) {
      const [joined] = await readJoinedLists(user.id, user, { groupId });
      if (!joined) throw new NotFound(serverErrors.groupNotFound);
      return joinedGroup(joined).todo;
    }
    const board = await readBoard(user.id, ['group', 'todo']);
    if (!board.groups.some((group) => group.id === groupId)) throw new NotFound(serverErrors.groupNotFound);
    return storedTodos(groupId, board, user.username, sharedContextOf(user, groupId));
  },
});
