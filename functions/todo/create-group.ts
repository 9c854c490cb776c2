/**
 * POST /api/todo/create-group: a new group named `name` (trimmed, 1-20 characters). Answers 201
 * with the bare group (docs/compat.md#changing-and-deleting).
 * Names need not be unique. One PutItem; DynamoDB calls: infra/route-settings.ts.
 */

import { groupNameBody } from '@shared/contract/requests/group';
import { createGroup, newGroupItem } from '../data/lists/groups';
import { createHandler, Reply } from '../lib/handler';
import { toGroup } from '../lib/present';

export const handler = createHandler('todo-create-group', {
  body: groupNameBody,
  handle: async ({ input, user, unit }) => {
    const item = newGroupItem(user.id, input.name);
    await createGroup(item, unit);
    return new Reply(toGroup(item), { statusCode: 201 });
  },
});
