/**
 * POST /api/todo/update-group/{id}: renames one of the caller's groups. Answers the bare group, as
 * the original system does (its `todo` is not filled here: the rename answer carries the name only). Built-in views cannot be renamed (403);
 * another user's group or a missing one is 404.
 * One conditional UpdateItem (ReturnValues ALL_NEW). DynamoDB calls: infra/route-settings.ts.
 */

import { groupNameBody } from '@shared/contract/requests/group';
import { isBuiltInViewId } from '@shared/limits';
import { serverErrors } from '@shared/messages/server';
import { isId } from '../data/core/ids';
import { renameGroup } from '../data/lists/groups';
import { Forbidden, NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { toGroup } from '../lib/present';

export const handler = createHandler('todo-update-group', {
  body: groupNameBody,
  handle: async ({ input, user, params, unit }) => {
    const id = params.id ?? '';
    if (isBuiltInViewId(id)) throw new Forbidden(serverErrors.builtInGroup);
    if (!isId(id)) throw new NotFound(serverErrors.groupNotFound);
    return toGroup(await renameGroup(user.id, id, input.name, unit));
  },
});
