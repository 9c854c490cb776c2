/**
 * POST /api/tasks/{id}/read (docs/api.md#comments): the caller has read the task's comments; its
 * `unreadComments` is 0 from now on. DynamoDB calls: infra/route-settings.ts.
 */
import { commentTexts, serverErrors } from '@shared/messages/server';
import { markThreadRead } from '../data/conversation/comments';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('comments-read', {
  handle: async ({ user, params, unit }) => {
    await markThreadRead(user, idParam(params, serverErrors.todoNotFound), unit);
    return { message: commentTexts.read };
  },
});
