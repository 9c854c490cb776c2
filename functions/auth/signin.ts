/**
 * POST /api/auth/signin. Attempts are limited per username and per client address: each attempt
 * first reserves its place in both 15-minute windows with a conditional update that refuses past
 * limits.signInFailuresMax (data/rate-limits.ts), so the limit holds however many attempts run in
 * parallel; a refused reservation answers 429 before the password is checked at all. A failed
 * attempt keeps its reservation (it counts as a failure); a successful one clears the username's
 * window and gives the address's reservation back. A missing user costs the same scrypt work as a
 * wrong password, and both answer the same 401.
 */

import { signInBody } from '@shared/contract/requests/auth';
import { limits } from '@shared/limits';
import { serverErrors } from '@shared/messages/server';
import { clearCounter, releaseAttempt, reserveAttempt, signInCounterKeys } from '../data/rate-limits';
import { addSession, getUser, toUser, userIdByName } from '../data/users';
import { NotSignedIn, TooMany } from '../lib/errors';
import { createPublicHandler, Reply } from '../lib/handler';
import { dummyPasswordHash, verifyPassword } from '../lib/password';
import { startSession } from './lib/session-cookie';

const windowSeconds = limits.signInWindowMinutes * 60;

/** Sessions to drop when adding one: the expired, then the oldest beyond the per-user cap. */
function sessionsToDrop(sessions: Record<string, number>, nowSeconds: number): string[] {
  const live = Object.entries(sessions).filter(([, expiresAt]) => expiresAt > nowSeconds);
  const expired = Object.keys(sessions).filter((sid) => !live.some(([liveSid]) => liveSid === sid));
  // Session ids are time-ordered, so sorting by id sorts by age.
  const excess = live
    .map(([sid]) => sid)
    .sort()
    .slice(0, Math.max(0, live.length - (limits.sessionsPerUserMax - 1)));
  return [...expired, ...excess];
}

export const handler = createPublicHandler('auth-signin', {
  body: signInBody,
  handle: async ({ input, sourceIp, log }) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const usernameLower = input.username.toLowerCase();
    const counters = signInCounterKeys(usernameLower, sourceIp);
    const window = { max: limits.signInFailuresMax, windowSeconds, nowSeconds };
    const [byName, byAddress, userId] = await Promise.all([
      reserveAttempt(counters.username, window),
      reserveAttempt(counters.address, window),
      userIdByName(usernameLower),
    ]);
    if (!byName || !byAddress) {
      // Give back the one reservation that was granted: this attempt checks nothing.
      await Promise.all([
        byName ? releaseAttempt(counters.username, nowSeconds) : undefined,
        byAddress ? releaseAttempt(counters.address, nowSeconds) : undefined,
      ]);
      log.warn('sign-in throttled', { byName, byAddress });
      throw new TooMany(serverErrors.tooManySignIns, windowSeconds);
    }

    const user = userId ? await getUser(userId) : undefined;
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
    // A failure keeps both reservations: they are the failure counts.
    if (!user || !valid) throw new NotSignedIn(serverErrors.invalidCredentials);

    const session = await startSession(user.id);
    await Promise.all([
      addSession(
        user.id,
        session.claims.sessionId,
        session.claims.expiresAt,
        sessionsToDrop(user.sessions ?? {}, nowSeconds),
      ),
      clearCounter(counters.username),
      releaseAttempt(counters.address, nowSeconds),
    ]);
    log.info('user signed in', { userId: user.id });
    return new Reply(toUser(user), { cookies: session.cookies });
  },
});
