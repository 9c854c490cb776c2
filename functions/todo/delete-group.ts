/**
 * DELETE /api/todo/delete-group/{id} (and POST, the original system's own method, as the manifest's
 * extension `todo-delete-group-post`): deletes one of the caller's groups and all its tasks, moving
 * the counters by what goes (functions/data/lists/groups.ts `deleteGroup`: marked first, then deleted in
 * transactions of at most 100 items; a failure halfway is finished by running it again). Answers
 * `{ message }`. Built-in views cannot be deleted (403); another user's group or a missing one is
 * 404. DynamoDB calls: infra/route-settings.ts.
 */
import { isBuiltInViewId } from '@shared/limits';
import { serverErrors, todoTexts } from '@shared/messages/server';
import { isId } from '../data/core/ids';
import { deleteGroup } from '../data/lists/groups';
import { Forbidden, NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';

export const handler = createHandler('todo-delete-group', {
  handle: async ({ user, params, unit }) => {
    const id = params.id ?? '';
    if (isBuiltInViewId(id)) throw new Forbidden(serverErrors.builtInGroup);
    if (!isId(id)) throw new NotFound(serverErrors.groupNotFound);
    await deleteGroup(user.id, id, unit, user);
    return { message: todoTexts.groupDeleted };
  },
});
