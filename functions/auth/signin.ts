/**
 * POST /api/auth/signin. Attempts are limited per username and per client address: each attempt
 * first reserves its place in both 15-minute windows with a conditional update that refuses past
 * limits.signInFailuresMax (data/core/rate-limits.ts), so the limit holds however many attempts run in
 * parallel; a refused reservation answers 429 before the password is checked at all. A failed
 * attempt keeps its reservation (it counts as a failure); a successful one clears the username's
 * window and gives the address's reservation back. A missing user costs the same scrypt work as a
 * wrong password, and both answer the same 401. A disabled account answers 403 once its password
 * is right (docs/api.md#admin), as does an account that signed up on a `domain` site until its
 * address is verified. The session's entry names the device it began on.
 *
 * An account with two-factor sign-in on gets no session here: a right password answers 401 with a
 * challenge (`SecondFactorNeeded`), which POST /api/auth/signin/2fa takes with the code. The password
 * step has then succeeded, and its rate windows are settled as for a sign-in; the code step has
 * limits of its own (docs/api.md#rate-limits).
 */

import { signInBody } from '@shared/contract/requests/auth';
import { limits } from '@shared/limits';
import { accountTexts, serverErrors } from '@shared/messages/server';
import { newEntry, sessionsToDrop } from '../data/accounts/session-entries';
import { addSession } from '../data/accounts/sessions';
import { createChallenge } from '../data/accounts/sign-in-challenges';
import { getUser, userIdByName } from '../data/accounts/users';
import { attemptPassed, reserveAttempts, signInCounterKeys } from '../data/core/rate-limits';
import { deviceName } from '../lib/device-name';
import { Forbidden, NotSignedIn, SecondFactorNeeded, TooMany } from '../lib/errors';
import { createPublicHandler, Reply } from '../lib/handler';
import { header } from '../lib/http';
import { newLinkToken } from '../lib/link-tokens';
import { dummyPasswordHash, verifyPassword } from '../lib/password';
import { startSession } from './lib/session-cookie';
import { signedInUser } from './lib/signed-in-user';

const windowSeconds = limits.signInWindowMinutes * 60;

export const handler = createPublicHandler('auth-signin', {
  body: signInBody,
  handle: async ({ event, input, sourceIp, log }) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const usernameLower = input.username.toLowerCase();
    const counters = signInCounterKeys(usernameLower, sourceIp);
    const window = { max: limits.signInFailuresMax, windowSeconds, nowSeconds };
    const [reserved, userId] = await Promise.all([
      reserveAttempts([counters.username, counters.address], window),
      userIdByName(usernameLower),
    ]);
    if (!reserved) {
      log.warn('sign-in throttled');
      throw new TooMany(serverErrors.tooManySignIns, windowSeconds);
    }

    const user = userId ? await getUser(userId) : undefined;
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
    // A failure keeps both reservations: they are the failure counts.
    if (!user || !valid) throw new NotSignedIn(serverErrors.invalidCredentials);
    // Said only to whoever knows the password: it tells a guesser nothing.
    if (user.disabled) throw new Forbidden(accountTexts.accountDisabled);
    if (user.mustVerifyEmail && !user.emailVerified) throw new Forbidden(accountTexts.verifyEmailFirst);

    const device = deviceName(header(event, 'user-agent'));
    const passwordStepDone = () => attemptPassed(counters.username, counters.address, nowSeconds);
    if (user.twoFactor) {
      const challenge = newLinkToken();
      await Promise.all([createChallenge(challenge.hash, user.id, device, nowSeconds), passwordStepDone()]);
      log.info('second factor asked', { userId: user.id });
      throw new SecondFactorNeeded(accountTexts.signInCodeNeeded, challenge.token);
    }

    const session = await startSession(user.id);
    const [answer] = await Promise.all([
      signedInUser(user),
      addSession(
        user.id,
        session.claims.sessionId,
        newEntry(session.claims.expiresAt, device),
        sessionsToDrop(user.sessions ?? {}, nowSeconds),
      ),
      passwordStepDone(),
    ]);
    log.info('user signed in', { userId: user.id });
    return new Reply(answer, { cookies: session.cookies });
  },
});
