/**
 * POST /api/bin/{id}/restore (docs/api.md#the-bin): puts a deleted task back where it was (or in
 * Tasks when its list is gone or out of reach), or a deleted list back with its tasks, moving the
 * counters back exactly (functions/data/tasks/bin.ts `restoreFromBin`). Anything not in the caller's
 * bin is 404. DynamoDB calls: infra/route-settings.ts.
 */
import { binTexts } from '@shared/messages/server';
import { restoreFromBin } from '../data/tasks/bin';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('bin-restore', {
  handle: async ({ user, params, unit }) => restoreFromBin(user, idParam(params, binTexts.notFound), unit),
});
