/**
 * POST /api/invites `{ email?, uses, expiresInDays }` (docs/api.md#invitations): a link that signs
 * up to `uses` people, each becoming the caller's teammate, until it expires. Members may invite
 * only when the deploy's settings let them. With `email`, the link is also mailed when the site
 * sends mail (`mailed` says whether it went). The link is shown once: the route takes no
 * Idempotency-Key, as its answer holds a secret stored only as its hash.
 */
import { isAdminRole } from '@shared/accounts';
import { inviteBody } from '@shared/contract/requests/accounts';
import { accountTexts } from '@shared/messages/server';
import { getDeploy } from '../data/deploy';
import { createInvite } from '../data/invites';
import { roleOf } from '../data/users';
import { inviteMail } from '../lib/account-mail';
import { Forbidden } from '../lib/errors';
import { createHandler, Reply } from '../lib/handler';
import type { Mail } from '../lib/mail';
import { mailEnabled, sendMail } from '../lib/mail';
import { siteOrigin } from '../lib/site';
import { toInvite } from './lib/invite-view';

/** Sends the mail to `to` when there is an address and the site sends mail; whether it went. */
async function mailTo(to: string, mail: () => Mail): Promise<boolean> {
  if (!to || !mailEnabled()) return false;
  await sendMail(mail());
  return true;
}

export const handler = createHandler('invites-create', {
  body: inviteBody,
  handle: async ({ event, input, user, unit, log }) => {
    if (!isAdminRole(roleOf(user)) && !(await getDeploy()).settings.membersCanInvite)
      throw new Forbidden(accountTexts.invitesAdminsOnly);
    const { item, code } = await createInvite(user, input, unit);
    log.info('invitation made', { inviteId: item.id, uses: item.usesLeft });
    const origin = siteOrigin(event);
    const mailed = await mailTo(item.email, () =>
      inviteMail(origin, { to: item.email, inviter: user.username, code, expiresAt: item.expiresAt }),
    ).catch((error: unknown) => {
      // The invitation stands and its link is in the answer: the inviter can pass it on by hand.
      log.error('invitation mail failed', { error });
      return false;
    });
    return new Reply(
      { ...toInvite(item), url: `${origin}/signup?invite=${code}`, mailed },
      { statusCode: 201 },
    );
  },
});
