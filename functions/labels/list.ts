/** GET /api/labels (docs/api.md#labels): the caller's labels, by name. */
import { listLabels, toLabel } from '../data/lists/labels';
import { createHandler } from '../lib/handler';

export const handler = createHandler('labels-list', {
  handle: async ({ user }) => (await listLabels(user.id)).map(toLabel),
});
