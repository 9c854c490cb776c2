/**
 * POST /api/auth/signin. Failed attempts are counted per username and per client address; at the
 * limit the route answers 429 before checking the password at all. A missing user costs the same
 * scrypt work as a wrong password, and both answer the same 401.
 */
import { limits } from '../../shared/limits';
import { serverErrors } from '../../shared/messages';
import { parseSignIn } from '../../shared/validation';
import { getItems, keyString } from '../data/batch';
import { keys } from '../data/keys';
import {
  type CounterItem,
  clearCounter,
  liveCount,
  recordFailure,
  signInCounterKeys,
} from '../data/rate-limits';
import { addSession, getUser, toUser } from '../data/users';
import { tooManyRequests, unauthorized } from '../lib/errors';
import { createPublicHandler, Reply } from '../lib/handler';
import { dummyPasswordHash, verifyPassword } from '../lib/password';
import { startSession } from './session-cookie';

const windowSeconds = limits.signInWindowMinutes * 60;

/** Sessions to drop when adding one: the expired, then the oldest beyond the per-user cap. */
export function sessionsToDrop(sessions: Record<string, number>, nowSeconds: number): string[] {
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
  parse: parseSignIn,
  handle: async ({ input, sourceIp, log }) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const usernameLower = input.username.toLowerCase();
    const counters = signInCounterKeys(usernameLower, sourceIp);
    const claimKey = keys.usernameClaim(usernameLower);
    const items = await getItems<CounterItem & { userId?: string }>([
      claimKey,
      counters.username,
      counters.address,
    ]);
    const failuresByName = liveCount(items.get(keyString(counters.username)), nowSeconds);
    const failuresByAddress = liveCount(items.get(keyString(counters.address)), nowSeconds);
    if (Math.max(failuresByName, failuresByAddress) >= limits.signInFailuresMax) {
      log.warn('sign-in throttled', { failuresByName, failuresByAddress });
      throw tooManyRequests(serverErrors.tooManySignIns, windowSeconds);
    }

    const userId = items.get(keyString(claimKey))?.userId;
    const user = userId ? await getUser(userId) : undefined;
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !valid) {
      await Promise.all([
        recordFailure(counters.username, windowSeconds, nowSeconds),
        recordFailure(counters.address, windowSeconds, nowSeconds),
      ]);
      throw unauthorized(serverErrors.invalidCredentials);
    }

    const session = await startSession(user.id);
    await Promise.all([
      addSession(
        user.id,
        session.claims.sessionId,
        session.claims.expiresAt,
        sessionsToDrop(user.sessions ?? {}, nowSeconds),
      ),
      failuresByName > 0 ? clearCounter(counters.username) : undefined,
    ]);
    log.info('user signed in', { userId: user.id });
    return new Reply(toUser(user), { cookies: [session.cookie] });
  },
});
