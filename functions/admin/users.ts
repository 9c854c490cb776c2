/**
 * GET /api/admin/users?query=&cursor= (docs/api.md#admin): a page of the deploy's accounts by
 * username, those starting with `query` when it is given; `next` names the following page. Admins
 * only. One Query of the directory index (GSI3), no Scan.
 */
import { adminUsersQuery } from '@shared/contract/requests/accounts';
import { listAccounts } from '../data/accounts/directory';
import { createHandler } from '../lib/handler';
import { requireAdmin, toAdminUser } from './lib/admins';

export const handler = createHandler('admin-users', {
  query: adminUsersQuery,
  handle: async ({ queryInput, user, session }) => {
    await requireAdmin(user, session);
    const page = await listAccounts(queryInput.query, queryInput.cursor.toLowerCase());
    return { users: page.accounts.map(toAdminUser), next: page.next };
  },
});
