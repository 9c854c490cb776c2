/**
 * POST /api/auth/passkeys/register/verify `{ response }` (docs/api.md#passkeys): the browser's
 * answer to this user's registration challenge (taken once), verified for this site's origin and
 * host; the passkey is stored, named after the device it was made on. A foreign, used or expired
 * challenge, or an answer that does not verify: 400, nothing stored. The challenge was given only
 * with the password (./passkeys-register-options.ts). When this passkey is the account's first
 * second factor, this session counts as having proved it (as turning two-factor sign-in on does):
 * it just made and used the authenticator.
 */
import { passkeyRegisterBody } from '@shared/contract/requests/passkeys';
import { accountTexts } from '@shared/messages/server';
import { type RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server';
import { hasSecondFactor } from '../data/accounts/deploy';
import { addPasskey, takeChallenge } from '../data/accounts/passkeys';
import { withSecondFactor } from '../data/accounts/session-entries';
import { deviceName } from '../lib/device-name';
import { Invalid } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { header } from '../lib/http';
import { challengeOf, relyingParty } from '../lib/webauthn';
import { toPasskey } from './lib/passkey-view';

export const handler = createHandler('auth-passkeys-register-verify', {
  body: passkeyRegisterBody,
  handle: async ({ event, input, user, session, unit, log }) => {
    const response = input.response as unknown as RegistrationResponseJSON;
    const challenge = challengeOf(response);
    if (!challenge) throw new Invalid(accountTexts.passkeyChallengeInvalid);
    const nowSeconds = Math.floor(Date.now() / 1000);
    await takeChallenge(challenge, { kind: 'register', userId: user.id }, nowSeconds);
    const { origin, rpID } = relyingParty(event);
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
    }).catch((error: unknown) => {
      log.warn('passkey registration refused', { error });
      return { verified: false as const };
    });
    if (!result.verified) throw new Invalid(accountTexts.passkeyNotVerified);
    const { credential } = result.registrationInfo;
    const now = new Date().toISOString();
    const stored = user.sessions[session.sessionId] ?? session.expiresAt;
    const firstFactor = !hasSecondFactor(user);
    const passkey = await addPasskey(
      user.id,
      {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: deviceName(header(event, 'user-agent')),
        createdAt: now,
        lastUsedAt: null,
      },
      unit,
      firstFactor ? { sessionId: session.sessionId, entry: withSecondFactor(stored, 'passkey') } : undefined,
    );
    log.info('passkey registered', { credentialId: credential.id });
    return toPasskey(passkey);
  },
});
