/**
 * POST /api/admin/settings (docs/api.md#admin): sets any of the deploy's settings, keeping the
 * others; answers them all. Admins only.
 */
import { settingsBody } from '@shared/contract/requests/accounts';
import { accountTexts } from '@shared/messages/server';
import { getDeploy, updateSettings } from '../data/accounts/deploy';
import { env } from '../lib/env';
import { Invalid } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { requireAdmin } from './lib/admins';

export const handler = createHandler('admin-settings-update', {
  body: settingsBody,
  handle: async ({ input, user, session, unit }) => {
    await requireAdmin(user, session);
    if (input.registration === 'domain') {
      // An account made by domain signs in once its address is verified: by mail, to a domain.
      if (!env.mailOn) throw new Invalid(accountTexts.domainNeedsMail);
      const domains = input.allowedDomains ?? (await getDeploy()).settings.allowedDomains;
      if (domains.length === 0) throw new Invalid(accountTexts.domainNeedsDomains);
    }
    return updateSettings(input, unit);
  },
});
