/**
 * POST /api/tasks/{id}/comments `{ text }` (docs/api.md#comments): a comment on a task of the
 * caller's audience (404 otherwise), 201 and the comment. `@username` of an audience member is a
 * mention and notifies them (functions/data/conversation/comments.ts). DynamoDB calls: infra/route-settings.ts.
 */
import { commentBody } from '@shared/contract/requests/comments';
import { serverErrors } from '@shared/messages/server';
import { addComment } from '../data/conversation/comments';
import { createHandler, Reply } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('comments-create', {
  body: commentBody,
  handle: async ({ user, params, input, unit }) =>
    new Reply(await addComment(user, idParam(params, serverErrors.todoNotFound), input.text, unit), {
      statusCode: 201,
    }),
});
