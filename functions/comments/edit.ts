/**
 * POST /api/tasks/{id}/comments/{commentId} `{ text }` (docs/api.md#comments): its author changes a
 * comment within 24 hours (403 otherwise), which sets `editedAt`. DynamoDB calls: infra/route-settings.ts.
 */
import { commentBody } from '@shared/contract/requests/comments';
import { commentTexts, serverErrors } from '@shared/messages/server';
import { editComment } from '../data/conversation/comments';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('comments-edit', {
  body: commentBody,
  handle: async ({ user, params, input, unit }) =>
    editComment(
      user,
      idParam(params, serverErrors.todoNotFound),
      idParam(params, commentTexts.notFound, 'commentId'),
      input.text,
      unit,
    ),
});
