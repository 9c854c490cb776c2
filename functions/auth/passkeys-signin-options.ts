/**
 * POST /api/auth/passkeys/signin/options (public, docs/api.md#passkeys): a challenge for signing in
 * with a passkey without a username (the authenticator offers the site's passkeys), kept five
 * minutes. Limited per client address: each one is an item kept until it is answered or expires.
 */
import { limits } from '@shared/limits';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { saveChallenge } from '../data/accounts/passkeys';
import { limitLinkChecks } from '../data/core/rate-limits';
import { createPublicHandler } from '../lib/handler';
import { relyingParty } from '../lib/webauthn';

export const handler = createPublicHandler('auth-passkeys-signin-options', {
  handle: async ({ event, sourceIp }) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    await limitLinkChecks('passkey', sourceIp, {
      max: limits.passkeyChallengesMax,
      windowSeconds: limits.linkCheckWindowMinutes * 60,
      nowSeconds,
    });
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(event).rpID,
      userVerification: 'preferred',
    });
    await saveChallenge(options.challenge, { kind: 'signin' }, nowSeconds);
    // A copy, typed as a plain object: the contract sends it as it is.
    return { ...options };
  },
});
