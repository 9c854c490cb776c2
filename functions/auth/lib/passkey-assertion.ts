/**
 * A passkey's answer to a sign-in challenge (POST /api/auth/passkeys/signin/options), checked for
 * this site: the challenge taken once, the credential looked up by the user the answer names, the
 * signature verified with its stored public key and a counter that only grows. Shared by the
 * passkey sign-in and the step-up, which differ only in whom they admit; each records the use
 * (`recordUse`) once it admits the user.
 */

import { accountTexts } from '@shared/messages/server';
import type { AuthenticationResponseJSON, AuthenticatorTransportFuture } from '@simplewebauthn/server';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { getPasskey, markPasskeyUsed, takeChallenge } from '../../data/accounts/passkeys';
import { Invalid } from '../../lib/errors';
import type { Event } from '../../lib/http';
import type { Logger } from '../../lib/log';
import { challengeOf, relyingParty, userIdOf } from '../../lib/webauthn';

/** A verified answer: whose passkey signed it, and the use to record (its new counter, now). */
export interface Assertion {
  userId: string;
  recordUse: () => Promise<void>;
}

/**
 * The user whose passkey signed `response`, once it verified; null when it names no passkey or does
 * not verify. Invalid for an unknown, used or expired challenge (taken by nobody else either way).
 */
export async function verifiedAssertion(
  event: Event,
  response: AuthenticationResponseJSON,
  log: Logger,
): Promise<Assertion | null> {
  const challenge = challengeOf(response);
  if (!challenge) throw new Invalid(accountTexts.passkeyChallengeInvalid);
  await takeChallenge(challenge, { kind: 'signin' }, Math.floor(Date.now() / 1000));
  const userId = userIdOf(response.response.userHandle);
  const passkey = userId ? await getPasskey(userId, response.id) : undefined;
  if (!userId || !passkey) return null;
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
    log.warn('passkey answer refused', { error });
    return { verified: false as const };
  });
  if (!result.verified) return null;
  const { newCounter } = result.authenticationInfo;
  return { userId, recordUse: () => markPasskeyUsed(passkey, newCounter, new Date().toISOString()) };
}
