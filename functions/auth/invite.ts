/**
 * GET /api/auth/invite/{code} (public, docs/api.md#invitations): who an invitation is from, for the
 * sign-up page to say before anything is typed; 403 with why when it admits nobody, its inviter's
 * lost right to invite among them (functions/data/accounts/invites.ts `liveInvite`), as sign-up would
 * answer. Checks are limited per client address.
 */
import { limits } from '@shared/limits';
import { accountTexts } from '@shared/messages/server';
import { isInviteCode, liveInvite } from '../data/accounts/invites';
import { limitLinkChecks } from '../data/core/rate-limits';
import { Forbidden } from '../lib/errors';
import { createPublicHandler } from '../lib/handler';

export const handler = createPublicHandler('auth-invite', {
  handle: async ({ params, sourceIp }) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const code = params.code ?? '';
    // Bad input changes nothing: a code of the wrong form is refused before it is counted.
    if (!isInviteCode(code)) throw new Forbidden(accountTexts.inviteInvalid);
    await limitLinkChecks('invite', sourceIp, {
      max: limits.linkChecksMax,
      windowSeconds: limits.linkCheckWindowMinutes * 60,
      nowSeconds,
    });
    const { invite, inviter } = await liveInvite(code, nowSeconds);
    return { inviter, expiresAt: new Date(invite.expiresAt * 1000).toISOString() };
  },
});
