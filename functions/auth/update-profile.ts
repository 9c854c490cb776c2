/**
 * POST /api/auth/update-profile: email and bio (trimmed; an empty string clears). Answers the
 * updated user. The address shown changes at once, as SPEC.md has it; the recovery address does
 * not (docs/api.md#email): a new address is unverified until its mailed link is confirmed with the
 * account's password, and the old link dies. Back to the recovery address, it is verified again at
 * once. The link is made in the same transaction and mailed, when the site sends mail and the
 * account's verification mails of the day (every one counts, however sent) leave room; beyond
 * them the address is still saved, with no link (the original client's form works the same).
 */

import { profileUpdateBody } from '@shared/contract/requests/auth';
import { limits } from '@shared/limits';
import { changeEmail, verificationSeconds } from '../data/accounts/email-addresses';
import { recoveryOf, sameAddress } from '../data/accounts/recovery-address';
import { getUser, toUser, updateProfile } from '../data/accounts/users';
import { accountMailCounterKey, reserveAttempt } from '../data/core/rate-limits';
import { verifyMail } from '../lib/account-mail';
import { createHandler } from '../lib/handler';
import { newLinkToken } from '../lib/link-tokens';
import { mailEnabled, sendMail } from '../lib/mail';
import { linkOrigin } from '../lib/site';

const daySeconds = 24 * 60 * 60;

export const handler = createHandler('auth-update-profile', {
  body: profileUpdateBody,
  handle: async ({ input, user, unit, log }) => {
    if (input.email === undefined || input.email === user.email)
      return toUser(await updateProfile(user.id, input, unit));
    const email = input.email;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const needsLink = email !== '' && !sameAddress(recoveryOf(user), email) && mailEnabled();
    const mayMail =
      needsLink &&
      (await reserveAttempt(accountMailCounterKey(user.id), {
        max: limits.accountMailsPerDay,
        windowSeconds: daySeconds,
        nowSeconds,
      }));
    if (needsLink && !mayMail) log.info('verification mail over the daily limit', { userId: user.id });
    const token = mayMail ? newLinkToken() : null;
    const link = token && { hash: token.hash, expiresAt: nowSeconds + verificationSeconds };
    await changeEmail(user, { ...input, email }, link, unit);
    if (token) {
      try {
        await sendMail(verifyMail(linkOrigin(), { to: email, username: user.username, token: token.token }));
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
