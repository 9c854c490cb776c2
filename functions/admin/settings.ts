/** GET /api/admin/settings (docs/api.md#admin): the deploy's settings. Admins only. */
import { getDeploy } from '../data/accounts/deploy';
import { createHandler } from '../lib/handler';
import { requireAdmin } from './lib/admins';

export const handler = createHandler('admin-settings', {
  handle: async ({ user, session }) => {
    const { settings } = await getDeploy();
    await requireAdmin(user, session, settings);
    return settings;
  },
});
