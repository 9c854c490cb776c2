/**
 * POST /api/auth/update-profile: email and bio (trimmed; an empty string clears). Answers the
 * updated user. A new address is unverified (docs/api.md#email): the old link dies, the old
 * verified address is given up, and when the site sends mail a verification link for the new one
 * is made in the same transaction and mailed.
 */

import { profileUpdateBody } from '@shared/contract/requests/auth';
import { changeEmail, verificationSeconds } from '../data/email-addresses';
import { getUser, toUser, updateProfile } from '../data/users';
import { verifyMail } from '../lib/account-mail';
import { createHandler } from '../lib/handler';
import { newLinkToken } from '../lib/link-tokens';
import { mailEnabled, sendMail } from '../lib/mail';
import { linkOrigin } from '../lib/site';

export const handler = createHandler('auth-update-profile', {
  body: profileUpdateBody,
  handle: async ({ input, user, unit, log }) => {
    if (input.email === undefined || input.email === user.email)
      return toUser(await updateProfile(user.id, input, unit));
    const email = input.email;
    const token = email && mailEnabled() ? newLinkToken() : null;
    const link = token && {
      hash: token.hash,
      expiresAt: Math.floor(Date.now() / 1000) + verificationSeconds,
    };
    await changeEmail(user, { ...input, email }, link, unit);
    if (token) {
      try {
        await sendMail(
          verifyMail(linkOrigin(), { to: email, username: user.username, token: token.token }),
        );
      } catch (error) {
        // The address is saved: the profile offers to send the link again.
        log.error('verification mail failed', { error });
      }
    }
    const updated = await getUser(user.id);
    if (!updated) throw new Error('User vanished during profile update');
    return toUser(updated);
  },
});
