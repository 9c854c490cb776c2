/**
 * GET /api/tasks/{id}/comments?cursor= (docs/api.md#comments): the task's thread, oldest first, 50
 * a page, `next` the cursor of the page after (null at the end). The task's audience only
 * (functions/data/conversation/task-audience.ts): 404 for anyone else. DynamoDB calls: infra/route-settings.ts.
 */
import { commentsQuery } from '@shared/contract/requests/comments';
import { serverErrors } from '@shared/messages/server';
import { listComments } from '../data/conversation/comments';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('comments-list', {
  query: commentsQuery,
  handle: async ({ user, params, queryInput }) =>
    listComments(user, idParam(params, serverErrors.todoNotFound), queryInput.cursor),
});
