/**
 * POST /api/auth/passkeys/register/options `{ password, code? }` (docs/api.md#passkeys): what the
 * browser needs to make a passkey for the signed-in user (a discoverable credential, so it signs in
 * without a username), with a challenge kept five minutes for this user. The user's passkeys are
 * excluded, so one authenticator is not registered twice.
 *
 * A passkey signs in for good, so the session alone may not add one
 * (docs/decisions/0142-sensitive-changes-need-proof.md): the password, and with two-factor sign-in
 * on a code, are checked first (functions/lib/password-check.ts, within the password-check and
 * code-check limits); without them 401 `passwordNeeded` and no challenge is kept. An account whose
 * only second factor is its passkeys needs this session to have proved one (a passkey sign-in or a
 * step-up): 403 `stepUp` otherwise.
 */
import { passkeyRegisterOptionsBody } from '@shared/contract/requests/passkeys';
import { type AuthenticatorTransportFuture, generateRegistrationOptions } from '@simplewebauthn/server';
import { listPasskeys, saveChallenge } from '../data/accounts/passkeys';
import { createHandler } from '../lib/handler';
import { checkPasswordAndCode } from '../lib/password-check';
import { requireFactorToAdd } from '../lib/session-factor';
import { relyingParty, rpName, userHandleOf } from '../lib/webauthn';

export const handler = createHandler('auth-passkeys-register-options', {
  body: passkeyRegisterOptionsBody,
  handle: async ({ event, input, user, session, sourceIp, unit }) => {
    unit.keepsAnswerOnly();
    // With two-factor sign-in on, the code given below proves the factor; with passkeys alone, the session must have.
    if (!user.twoFactor) requireFactorToAdd(user, session);
    await checkPasswordAndCode(user, input, sourceIp);
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
