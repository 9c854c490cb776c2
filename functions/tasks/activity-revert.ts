/**
 * POST /api/tasks/{id}/activity/{entryId}/revert `{ force? }` (extension, docs/api.md#activity):
 * puts the entry's fields back to their values before it, recorded as a change of its own. 404 for
 * a task the caller does not reach or an entry not of its history, 403 when they may not change it,
 * 400 for an entry that is no task field's, 409 naming the fields changed again since (unless
 * `force`). Answers the task as todo/update does. DynamoDB calls: infra/route-settings.ts.
 */

import { revertBody } from '@shared/contract/requests/activity';
import { activityTexts, serverErrors } from '@shared/messages/server';
import { revertEntry } from '../data/conversation/activity-revert';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';
import { sharedContextOf, toTodo } from '../lib/present';

export const handler = createHandler('tasks-activity-revert', {
  body: revertBody,
  handle: async ({ input, user, params, unit }) => {
    const id = idParam(params, serverErrors.todoNotFound);
    const entryId = idParam(params, activityTexts.entryNotFound, 'entryId');
    const { todo, next, fields, ...reopened } = await revertEntry(
      user,
      id,
      entryId,
      input.force === true,
      unit,
    );
    const list = todo.groupId ? sharedContextOf(user, todo.groupId) : undefined;
    return {
      todo: toTodo(todo, list),
      ...(next ? { next: toTodo(next, list) } : {}),
      ...reopened,
      reverted: fields,
    };
  },
});
