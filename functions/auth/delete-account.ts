/**
 * POST /api/auth/delete-account `{ password, code? }` (docs/api.md#deleting-an-account): deletes the
 * caller's account and everything in it, working until a deadline; 202 `{ done: false }` while more
 * is left (the client calls again), 200 `{ done: true }` once it is gone, with the session cookie
 * cleared. The password is checked on every call, within the password-check limits that every
 * session's password check shares (functions/lib/password-check.ts: 10 wrong per account, 30 per
 * client address in 15 minutes); a wrong one changes nothing. The owner cannot delete their
 * account: they hand the site over first.
 */
import { deleteAccountBody } from '@shared/contract/requests/accounts';
import { accountTexts } from '@shared/messages/server';
import { deleteAccount, deletionWorkMs } from '../data/accounts/account-deletion';
import { roleOf } from '../data/accounts/users';
import { Forbidden } from '../lib/errors';
import { createHandler, Reply } from '../lib/handler';
import { checkPassword } from '../lib/password-check';
import { clearedSessionCookies } from '../lib/session';
import { checkSecondFactor } from './lib/second-factor';

export const handler = createHandler('auth-delete-account', {
  body: deleteAccountBody,
  handle: async ({ input, user, sourceIp, log, unit }) => {
    const deadlineAt = Date.now() + deletionWorkMs;
    if (roleOf(user) === 'owner') throw new Forbidden(accountTexts.ownerCannotDelete);
    await checkPassword(user, input.password, sourceIp);
    await checkSecondFactor(user, input.code, sourceIp);
    // Many transactions and batch deletes, not one: a key keeps the answer only.
    unit.keepsAnswerOnly();
    const { done } = await deleteAccount(user, { by: 'self' }, deadlineAt);
    log.info(done ? 'account deleted' : 'account deletion goes on', { userId: user.id });
    return done
      ? new Reply({ message: accountTexts.accountDeleted, done }, { cookies: clearedSessionCookies })
      : new Reply({ message: accountTexts.deletionGoesOn, done }, { statusCode: 202 });
  },
});
