/**
 * POST /api/admin/users/{id}/reset-link (docs/api.md#admin): a one-time link for the account to
 * set a new password, valid 24 hours; the account's sessions end at once. Only the newest link of
 * an account works (functions/data/accounts/password-resets.ts). Takes no Idempotency-Key: the answer holds
 * a secret that is stored only as its hash.
 */
import { serverErrors } from '@shared/messages/server';
import { issueAdminResetLink } from '../data/accounts/directory';
import { resetLinkSeconds } from '../data/accounts/password-resets';
import { roleOf } from '../data/accounts/users';
import { createHandler } from '../lib/handler';
import { newLinkToken } from '../lib/link-tokens';
import { idParam } from '../lib/params';
import { linkOrigin } from '../lib/site';
import { accountToChange } from './lib/admins';

export const handler = createHandler('admin-reset-link', {
  handle: async ({ user, session, params, unit, log }) => {
    const target = await accountToChange(user, session, idParam(params, serverErrors.userNotFound));
    const { token, hash } = newLinkToken();
    const expiresAt = Math.floor(Date.now() / 1000) + resetLinkSeconds.admin;
    await issueAdminResetLink(target.id, roleOf(target), { hash, expiresAt }, unit);
    log.info('reset link issued', { target: target.id });
    return {
      url: `${linkOrigin()}/reset-password?token=${token}`,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    };
  },
});
