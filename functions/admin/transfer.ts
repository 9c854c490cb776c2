/**
 * POST /api/admin/transfer `{ userId }` (docs/api.md#admin): the owner hands the deploy to another
 * account, which must exist and not be disabled; the former owner stays an admin.
 */
import { transferBody } from '@shared/contract/requests/accounts';
import { accountTexts } from '@shared/messages/server';
import { transferDeploy } from '../data/accounts/deploy';
import { roleOf } from '../data/accounts/users';
import { Forbidden, Invalid } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { requireAdmin } from './lib/admins';

export const handler = createHandler('admin-transfer', {
  body: transferBody,
  handle: async ({ input, user, session, unit, log }) => {
    await requireAdmin(user, session);
    if (roleOf(user) !== 'owner') throw new Forbidden(accountTexts.ownerOnly);
    if (input.userId === user.id) throw new Invalid(accountTexts.transferToSelf);
    await transferDeploy(user.id, input.userId, unit);
    log.info('deploy transferred', { to: input.userId });
    return { message: accountTexts.ownershipTransferred };
  },
});
