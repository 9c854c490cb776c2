/**
 * POST /api/admin/users/{id} `{ role?, disabled? }` (docs/api.md#admin): an admin gives a member
 * the admin role or takes it back, or disables the account (its sessions end at once) or enables
 * it. Admins act on members, only the owner on admins, nobody on the owner or on themselves.
 * Answers the account as the admin list shows it.
 */
import { adminUserBody } from '@shared/contract/requests/accounts';
import { serverErrors } from '@shared/messages/server';
import { changeAccount } from '../data/accounts/directory';
import { roleOf } from '../data/accounts/users';
import { createHandler } from '../lib/handler';
import { idParam } from '../lib/params';
import { accountToChange, toAdminUser } from './lib/admins';

export const handler = createHandler('admin-user-update', {
  body: adminUserBody,
  handle: async ({ input, user, session, params, unit, log }) => {
    const target = await accountToChange(user, session, idParam(params, serverErrors.userNotFound));
    const changed = await changeAccount(target.id, roleOf(target), input, unit);
    log.info('account changed', { target: target.id, ...input });
    return toAdminUser(changed);
  },
});
