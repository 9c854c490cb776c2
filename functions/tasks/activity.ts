/**
 * GET /api/tasks/{id}/activity?cursor= (extension, docs/api.md#activity): the task's history, newest
 * first, 50 a page, `next` the cursor of the next one. For whoever reaches the task as the update
 * route does, and the assigner by the assignment's id; anyone else gets 404. DynamoDB calls:
 * infra/route-settings.ts.
 */

import { activityQuery } from '@shared/contract/requests/activity';
import { serverErrors } from '@shared/messages/server';
import { taskActivityPage } from '../data/conversation/activity-read';
import { isId } from '../data/core/ids';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('tasks-activity', {
  query: activityQuery,
  handle: async ({ queryInput, user, params }) => {
    const id = idParam(params, serverErrors.todoNotFound);
    // A cursor that is not an entry id names no page: the newest one.
    const cursor = isId(queryInput.cursor) ? queryInput.cursor : undefined;
    return taskActivityPage(user, id, cursor);
  },
});
