/**
 * POST /api/auth/passkeys/signin/verify `{ response }` (public, docs/api.md#passkeys): signs in the
 * user whose passkey answered a sign-in challenge (taken once), verified for this site with the
 * stored public key and a counter that only grows (./lib/passkey-assertion.ts). A passkey is itself
 * two factors (the device and its unlock), so it satisfies two-factor sign-in, and the session's
 * entry says it proved a second factor (what an admin's routes ask of a session where the deploy
 * requires one). The same refusals as a sign-in for a disabled account or an address not yet
 * verified; any answer that does not verify: 401, nothing changed.
 */
import { passkeySignInBody } from '@shared/contract/requests/passkeys';
import { accountTexts } from '@shared/messages/server';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { getUser } from '../data/accounts/users';
import { Forbidden, NotSignedIn } from '../lib/errors';
import { createPublicHandler, Reply } from '../lib/handler';
import { beginSession } from './lib/begin-session';
import { verifiedAssertion } from './lib/passkey-assertion';
import { signedInUser } from './lib/signed-in-user';

export const handler = createPublicHandler('auth-passkeys-signin-verify', {
  body: passkeySignInBody,
  handle: async ({ event, input, log }) => {
    const response = input.response as unknown as AuthenticationResponseJSON;
    const assertion = await verifiedAssertion(event, response, log);
    const user = assertion ? await getUser(assertion.userId) : undefined;
    if (!assertion || !user) throw new NotSignedIn(accountTexts.passkeyUnknown);
    if (user.disabled) throw new Forbidden(accountTexts.accountDisabled);
    if (user.mustVerifyEmail && !user.emailVerified) throw new Forbidden(accountTexts.verifyEmailFirst);
    await assertion.recordUse();
    const cookies = await beginSession(event, user, 'passkey');
    log.info('user signed in with a passkey', { userId: user.id });
    return new Reply(await signedInUser(user), { cookies });
  },
});
