/**
 * POST /api/auth/passkeys/signin/verify `{ response }` (public, docs/api.md#passkeys): signs in the
 * user whose passkey answered a sign-in challenge (taken once), verified for this site with the
 * stored public key and a counter that only grows. A passkey is itself two factors (the device and
 * its unlock), so it satisfies two-factor sign-in. The same refusals as a sign-in for a disabled
 * account or an address not yet verified; any answer that does not verify: 401, nothing changed.
 */
import { passkeySignInBody } from '@shared/contract/requests/passkeys';
import { accountTexts } from '@shared/messages/server';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { getPasskey, markPasskeyUsed, takeChallenge } from '../data/passkeys';
import { getUser } from '../data/users';
import { Forbidden, Invalid, NotSignedIn } from '../lib/errors';
import { createPublicHandler, Reply } from '../lib/handler';
import { challengeOf, relyingParty, userIdOf } from '../lib/webauthn';
import { beginSession } from './lib/begin-session';
import { signedInUser } from './lib/signed-in-user';

export const handler = createPublicHandler('auth-passkeys-signin-verify', {
  body: passkeySignInBody,
  handle: async ({ event, input, log }) => {
    const response = input.response as unknown as AuthenticationResponseJSON;
    const challenge = challengeOf(response);
    if (!challenge) throw new Invalid(accountTexts.passkeyChallengeInvalid);
    await takeChallenge(challenge, { kind: 'signin' }, Math.floor(Date.now() / 1000));
    const userId = userIdOf(response.response.userHandle);
    const [user, passkey] = userId
      ? await Promise.all([getUser(userId), getPasskey(userId, response.id)])
      : [undefined, undefined];
    if (!user || !passkey) throw new NotSignedIn(accountTexts.passkeyUnknown);
    const { origin, rpID } = relyingParty(event);
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    }).catch((error: unknown) => {
      log.warn('passkey sign-in refused', { error });
      return { verified: false as const };
    });
    if (!result.verified) throw new NotSignedIn(accountTexts.passkeyUnknown);
    if (user.disabled) throw new Forbidden(accountTexts.accountDisabled);
    if (user.mustVerifyEmail && !user.emailVerified) throw new Forbidden(accountTexts.verifyEmailFirst);
    await markPasskeyUsed(passkey, result.authenticationInfo.newCounter, new Date().toISOString());
    const cookies = await beginSession(event, user);
    log.info('user signed in with a passkey', { userId: user.id });
    return new Reply(await signedInUser(user), { cookies });
  },
});
