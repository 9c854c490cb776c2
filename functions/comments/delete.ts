/**
 * DELETE /api/tasks/{id}/comments/{commentId} (docs/api.md#comments): its author, the task's owner
 * (an assignment's assigner) or the shared list's owner deletes a comment; 403 for anyone else of
 * the audience, 404 outside it. DynamoDB calls: infra/route-settings.ts.
 */
import { commentTexts, serverErrors } from '@shared/messages/server';
import { deleteComment } from '../data/conversation/comments';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('comments-delete', {
  handle: async ({ user, params, unit }) => {
    await deleteComment(
      user,
      idParam(params, serverErrors.todoNotFound),
      idParam(params, commentTexts.notFound, 'commentId'),
      unit,
    );
    return { message: commentTexts.deleted };
  },
});
