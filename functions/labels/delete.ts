/**
 * DELETE /api/labels/{id} (docs/api.md#labels): deletes one of the caller's labels and takes it off
 * every task of theirs, a bounded batch per call (functions/data/lists/labels.ts `deleteLabel`): 202
 * `{ done: false }` while tasks still carry it (call again), 200 `{ done: true }` once it is gone.
 */
import { labelTexts } from '@shared/messages/labels';
import { deleteLabel } from '../data/lists/labels';
import { createHandler, Reply } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('labels-delete', {
  handle: async ({ user, params, unit }) => {
    const { done } = await deleteLabel(user, idParam(params, labelTexts.notFound), unit);
    return done
      ? { message: labelTexts.deleted, done }
      : new Reply({ message: labelTexts.deletionGoesOn, done }, { statusCode: 202 });
  },
});
