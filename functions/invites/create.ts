/**
 * POST /api/invites `{ email?, uses, expiresInDays }` (docs/api.md#invitations): a link that signs
 * up to `uses` people, each becoming the caller's teammate, until it expires. Members may invite
 * only when the deploy's settings let them. With `email`, the link is also mailed when the site
 * sends mail (`mailed` says whether it went), within the day's invitation mail of the sender and
 * of the address (429 beyond either, and no invitation is made). The link is shown once: the route
 * takes no Idempotency-Key, as its answer holds a secret stored only as its hash.
 */
import { isAdminRole } from '@shared/accounts';
import { inviteBody } from '@shared/contract/requests/accounts';
import { accountTexts } from '@shared/messages/server';
import { getDeploy } from '../data/accounts/deploy';
import { createInvite } from '../data/accounts/invites';
import { roleOf } from '../data/accounts/users';
import { limitInviteMail } from '../data/core/rate-limits';
import { inviteMail } from '../lib/account-mail';
import { Forbidden } from '../lib/errors';
import { createHandler, Reply } from '../lib/handler';
import type { Logger } from '../lib/log';
import type { Mail } from '../lib/mail';
import { mailEnabled, sendMail } from '../lib/mail';
import { linkOrigin } from '../lib/site';
import { toInvite } from './lib/invite-view';

/** Sends the invitation's mail; whether it went. */
async function mailLink(mail: () => Mail, log: Logger): Promise<boolean> {
  try {
    await sendMail(mail());
    return true;
  } catch (error) {
    // The invitation stands and its link is in the answer: the inviter can pass it on by hand.
    log.error('invitation mail failed', { error });
    return false;
  }
}

export const handler = createHandler('invites-create', {
  body: inviteBody,
  handle: async ({ input, user, unit, log }) => {
    const isAdmin = isAdminRole(roleOf(user));
    if (!isAdmin && !(await getDeploy()).settings.membersCanInvite)
      throw new Forbidden(accountTexts.invitesAdminsOnly);
    // Whom the link is mailed to: counted before anything is made, so a mail the limits refuse
    // leaves no invitation behind.
    const mailTo = mailEnabled() ? input.email : undefined;
    if (mailTo) await limitInviteMail({ id: user.id, isAdmin }, mailTo, Math.floor(Date.now() / 1000));
    const { item, code, emailProof } = await createInvite(
      { id: user.id, username: user.username, madeAs: isAdmin ? 'admin' : 'member' },
      input,
      unit,
    );
    log.info('invitation made', { inviteId: item.id, uses: item.usesLeft });
    // Links are built on the configured origin only, never on a request header (decision 0143).
    const origin = linkOrigin();
    const mailed =
      Boolean(mailTo) &&
      (await mailLink(
        () =>
          inviteMail(origin, {
            to: item.email,
            inviter: user.username,
            code,
            ...(emailProof ? { emailProof } : {}),
            expiresAt: item.expiresAt,
          }),
        log,
      ));
    return new Reply(
      { ...toInvite(item), url: `${origin}/signup?invite=${code}`, mailed },
      { statusCode: 201 },
    );
  },
});
