/**
 * POST /api/auth/passkeys/register/options (docs/api.md#passkeys): what the browser needs to make
 * a passkey for the signed-in user (a discoverable credential, so it signs in without a username),
 * with a challenge kept five minutes for this user. The user's passkeys are excluded, so one
 * authenticator is not registered twice.
 */
import { type AuthenticatorTransportFuture, generateRegistrationOptions } from '@simplewebauthn/server';
import { listPasskeys, saveChallenge } from '../data/passkeys';
import { createHandler } from '../lib/handler';
import { relyingParty, rpName, userHandleOf } from '../lib/webauthn';

export const handler = createHandler('auth-passkeys-register-options', {
  handle: async ({ event, user, unit }) => {
    unit.keepsAnswerOnly();
    const { rpID } = relyingParty(event);
    const existing = await listPasskeys(user.id);
    const options = await generateRegistrationOptions({
      rpName,
      rpID,
      userName: user.username,
      userID: userHandleOf(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await saveChallenge(
      options.challenge,
      { kind: 'register', userId: user.id },
      Math.floor(Date.now() / 1000),
    );
    // A copy, typed as a plain object: the contract sends it as it is.
    return { ...options };
  },
});
