/**
 * POST /api/auth/delete-account `{ password, code? }` (docs/api.md#deleting-an-account): deletes the
 * caller's account and everything in it, working until a deadline; 202 `{ done: false }` while more
 * is left (the client calls again), 200 `{ done: true }` once it is gone, with the session cookie
 * cleared. The password is checked on every call, limited per account and per client address as
 * sign-in is (the reservation is made before the check and given back when it passes); a wrong one
 * changes nothing. The owner cannot delete their account: they hand the site over first.
 */
import { deleteAccountBody } from '@shared/contract/requests/accounts';
import { limits } from '@shared/limits';
import { accountTexts, serverErrors } from '@shared/messages/server';
import { deleteAccount, deletionWorkMs } from '../data/account-deletion';
import { accountDeletionCounterKeys, attemptPassed, reserveAttempts } from '../data/rate-limits';
import { roleOf } from '../data/users';
import { Forbidden, Invalid, TooMany } from '../lib/errors';
import { createHandler, Reply } from '../lib/handler';
import { verifyPassword } from '../lib/password';
import { clearedSessionCookies } from '../lib/session';
import { checkSecondFactor } from './lib/second-factor';

const windowSeconds = limits.signInWindowMinutes * 60;

export const handler = createHandler('auth-delete-account', {
  body: deleteAccountBody,
  handle: async ({ input, user, sourceIp, log, unit }) => {
    const deadlineAt = Date.now() + deletionWorkMs;
    if (roleOf(user) === 'owner') throw new Forbidden(accountTexts.ownerCannotDelete);
    const nowSeconds = Math.floor(deadlineAt / 1000);
    const counters = accountDeletionCounterKeys(user.id, sourceIp);
    const window = { max: limits.signInFailuresMax, windowSeconds, nowSeconds };
    if (!(await reserveAttempts([counters.account, counters.address], window)))
      throw new TooMany(accountTexts.tooManyAttempts, windowSeconds);
    // A failure keeps both reservations: they are the failure counts.
    if (!(await verifyPassword(input.password, user.passwordHash)))
      throw new Invalid(serverErrors.wrongPassword);
    await checkSecondFactor(user, input.code);
    // Many transactions and batch deletes, not one: a key keeps the answer only.
    unit.keepsAnswerOnly();
    const [{ done }] = await Promise.all([
      deleteAccount(user, { by: 'self' }, deadlineAt),
      attemptPassed(counters.account, counters.address, nowSeconds),
    ]);
    log.info(done ? 'account deleted' : 'account deletion goes on', { userId: user.id });
    return done
      ? new Reply({ message: accountTexts.accountDeleted, done }, { cookies: clearedSessionCookies })
      : new Reply({ message: accountTexts.deletionGoesOn, done }, { statusCode: 202 });
  },
});
