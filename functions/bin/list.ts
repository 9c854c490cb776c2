/**
 * GET /api/bin (docs/api.md#the-bin): the caller's deleted tasks and lists of the last 30 days,
 * newest first (functions/data/tasks/bin.ts `listBin`). DynamoDB calls: infra/route-settings.ts.
 */
import { listBin } from '../data/tasks/bin';
import { createHandler } from '../lib/handler';

export const handler = createHandler('bin-list', {
  handle: async ({ user }) => ({ items: await listBin(user.id) }),
});
