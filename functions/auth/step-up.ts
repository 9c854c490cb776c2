/**
 * POST /api/auth/step-up `{ code }` or `{ response }` (docs/api.md#two-factor-sign-in): this session
 * proves the account's second factor after signing in with the password alone, so that what needs
 * one of a session (an admin's routes where the deploy requires a second factor of admins, adding a
 * second factor to an account that has one) may go on
 * (docs/decisions/0142-sensitive-changes-need-proof.md). A code from the authenticator app (or a
 * recovery code) is checked within the code checks of the account and of the client address, as
 * sign-in's code step, and spent; a passkey answers a sign-in challenge
 * (POST /api/auth/passkeys/signin/options) and must be one of this account's. The session's entry
 * then names the factor, in the same write as the code's spending. Nothing else changes.
 */
import { stepUpBody } from '@shared/contract/requests/passkeys';
import { accountTexts } from '@shared/messages/server';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { type SessionFactor, withSecondFactor } from '../data/accounts/session-entries';
import { proveSecondFactor, type SecondFactorProof } from '../data/accounts/two-factor';
import { limitCodeChecks } from '../data/core/rate-limits';
import { Invalid } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { requireProof } from '../lib/second-factor';
import { verifiedAssertion } from './lib/passkey-assertion';

export const handler = createHandler('auth-step-up', {
  body: stepUpBody,
  handle: async ({ event, input, user, session, sourceIp, unit, log }) => {
    let factor: SessionFactor;
    let proof: SecondFactorProof | null = null;
    if (input.code !== undefined) {
      if (!user.twoFactor) throw new Invalid(accountTexts.twoFactorNotOn);
      const now = Date.now();
      await limitCodeChecks(user.id, sourceIp, Math.floor(now / 1000));
      proof = requireProof(user, input.code, now);
      factor = 'code';
    } else {
      const response = input.response as unknown as AuthenticationResponseJSON;
      const assertion = await verifiedAssertion(event, response, log);
      // Another account's passkey proves nothing about this session.
      if (assertion?.userId !== user.id) throw new Invalid(accountTexts.passkeyUnknown);
      await assertion.recordUse();
      factor = 'passkey';
    }
    const stored = user.sessions[session.sessionId] ?? session.expiresAt;
    await proveSecondFactor(user.id, session.sessionId, withSecondFactor(stored, factor), proof, unit);
    log.info('session proved a second factor', { factor });
    return { message: accountTexts.steppedUp };
  },
});
