/**
 * POST /api/admin/settings (docs/api.md#admin): sets any of the deploy's settings, keeping the
 * others; answers them all. Admins only.
 */
import { settingsBody } from '@shared/contract/requests/accounts';
import { updateSettings } from '../data/deploy';
import { createHandler } from '../lib/handler';
import { requireAdmin } from './lib/admins';

export const handler = createHandler('admin-settings-update', {
  body: settingsBody,
  handle: async ({ input, user, unit }) => {
    await requireAdmin(user);
    return updateSettings(input, unit);
  },
});
