/**
 * DELETE /api/bin/{id} (docs/api.md#the-bin): removes a deleted task or list for good; no counter
 * moves (functions/data/tasks/bin.ts `purgeFromBin`). Anything not in the caller's bin is 404.
 * DynamoDB calls: infra/route-settings.ts.
 */
import { binTexts } from '@shared/messages/server';
import { purgeFromBin } from '../data/tasks/bin';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';

export const handler = createHandler('bin-purge', {
  handle: async ({ user, params, unit }) => {
    await purgeFromBin(user.id, idParam(params, binTexts.notFound), unit);
    return { message: binTexts.purged };
  },
});
