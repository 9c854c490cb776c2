/**
 * POST /api/auth/signin/2fa `{ challenge, code }` (public, docs/api.md#two-factor-sign-in): the
 * second step of a sign-in whose password was right. A code from the account's authenticator app,
 * or one of its recovery codes, answers the challenge; the user is then signed in as the password
 * step signs in an account without two-factor (a session entry naming the device, which the
 * password step named and the challenge keeps, the cookies, the user). A wrong code counts against the challenge (5 tries) and against the code checks of the
 * account and of the client address; an expired, spent or unknown challenge answers 401 unread.
 */
import { signInCodeBody } from '@shared/contract/requests/accounts';
import { accountTexts } from '@shared/messages/server';
import { newEntry, sessionsToDrop } from '../data/accounts/session-entries';
import { challengedSignIn, completeChallenge, refuseWrongCode } from '../data/accounts/sign-in-challenges';
import { getUser } from '../data/accounts/users';
import { limitCodeChecks } from '../data/core/rate-limits';
import { Forbidden, NotSignedIn } from '../lib/errors';
import { createPublicHandler, Reply } from '../lib/handler';
import { tokenHash } from '../lib/link-tokens';
import { proofOf, wrongCodeText } from '../lib/second-factor';
import { startSession } from './lib/session-cookie';
import { signedInUser } from './lib/signed-in-user';

export const handler = createPublicHandler('auth-signin-2fa', {
  body: signInCodeBody,
  handle: async ({ input, sourceIp, log }) => {
    const now = Date.now();
    const nowSeconds = Math.floor(now / 1000);
    const hash = tokenHash(input.challenge);
    const { userId, device } = await challengedSignIn(hash, nowSeconds);
    const [user] = await Promise.all([getUser(userId), limitCodeChecks(userId, sourceIp, nowSeconds)]);
    // The account went away, or turned two-factor off, since its password step.
    if (!user?.twoFactor) throw new NotSignedIn(accountTexts.challengeInvalid);
    if (user.disabled) throw new Forbidden(accountTexts.accountDisabled);
    const proof = proofOf(user, input.code, now);
    if (!proof) {
      log.info('wrong second factor', { userId });
      return refuseWrongCode(hash, nowSeconds, wrongCodeText(user, input.code, now));
    }

    const session = await startSession(user.id);
    const [answer] = await Promise.all([
      signedInUser(user),
      completeChallenge(
        hash,
        user.id,
        {
          id: session.claims.sessionId,
          entry: newEntry(session.claims.expiresAt, device, 'password+code'),
          drop: sessionsToDrop(user.sessions ?? {}, nowSeconds),
        },
        proof,
        nowSeconds,
      ),
    ]);
    log.info('user signed in with a second factor', { userId, factor: proof.kind });
    return new Reply(answer, { cookies: session.cookies });
  },
});
