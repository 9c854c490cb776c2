/**
 * POST /api/invites `{ email?, uses, expiresInDays }` (docs/api.md#invitations): a link that signs
 * up to `uses` people, each becoming the caller's teammate, until it expires. Members may invite
 * only when the deploy's settings let them. The link is shown once: the route takes no
 * Idempotency-Key, as its answer holds a secret stored only as its hash.
 */
import { isAdminRole } from '@shared/accounts';
import { inviteBody } from '@shared/contract/requests/accounts';
import { accountTexts } from '@shared/messages/server';
import { getDeploy } from '../data/deploy';
import { createInvite } from '../data/invites';
import { roleOf } from '../data/users';
import { Forbidden } from '../lib/errors';
import { createHandler, Reply } from '../lib/handler';
import { siteOrigin } from '../lib/site';
import { toInvite } from './lib/invite-view';

export const handler = createHandler('invites-create', {
  body: inviteBody,
  handle: async ({ event, input, user, unit, log }) => {
    if (!isAdminRole(roleOf(user)) && !(await getDeploy()).settings.membersCanInvite)
      throw new Forbidden(accountTexts.invitesAdminsOnly);
    const { item, code } = await createInvite(user, input, unit);
    log.info('invitation made', { inviteId: item.id, uses: item.usesLeft });
    return new Reply(
      { ...toInvite(item), url: `${siteOrigin(event)}/signup?invite=${code}` },
      { statusCode: 201 },
    );
  },
});
