/**
 * POST /api/auth/passkeys/register/verify `{ response }` (docs/api.md#passkeys): the browser's
 * answer to this user's registration challenge (taken once), verified for this site's origin and
 * host; the passkey is stored, named after the device it was made on. A foreign, used or expired
 * challenge, or an answer that does not verify: 400, nothing stored.
 */
import { passkeyRegisterBody } from '@shared/contract/requests/passkeys';
import { accountTexts } from '@shared/messages/server';
import { type RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server';
import { addPasskey, takeChallenge } from '../data/passkeys';
import { deviceName } from '../lib/device-name';
import { Invalid } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { header } from '../lib/http';
import { challengeOf, relyingParty } from '../lib/webauthn';
import { toPasskey } from './lib/passkey-view';

export const handler = createHandler('auth-passkeys-register-verify', {
  body: passkeyRegisterBody,
  handle: async ({ event, input, user, unit, log }) => {
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
    );
    log.info('passkey registered', { credentialId: credential.id });
    return toPasskey(passkey);
  },
});
