/**
 * POST /api/auth/2fa/disable `{ password, code }` (docs/api.md#two-factor-sign-in): with the
 * current password and a code from the authenticator app (or a recovery code), two-factor sign-in
 * is off and its secret and recovery codes are gone. Refused to an admin of a deploy that requires
 * a second factor of its admins. The password is checked within the password-check limits
 * (functions/lib/password-check.ts), then the code within the code checks of the account and of
 * the client address.
 */
import { twoFactorDisableBody } from '@shared/contract/requests/accounts';
import { accountTexts } from '@shared/messages/server';
import { twoFactorRequiredOf } from '../data/accounts/deploy';
import { turnOffTwoFactor } from '../data/accounts/two-factor';
import { limitCodeChecks } from '../data/core/rate-limits';
import { Forbidden, Invalid } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { checkPassword } from '../lib/password-check';
import { requireProof } from '../lib/second-factor';

export const handler = createHandler('auth-2fa-disable', {
  body: twoFactorDisableBody,
  handle: async ({ input, user, sourceIp, unit, log }) => {
    if (!user.twoFactor) throw new Invalid(accountTexts.twoFactorNotOn);
    // An admin the site requires a second factor of keeps one: a passkey may stand in for the codes.
    if ((user.passkeyCount ?? 0) === 0 && (await twoFactorRequiredOf(user)))
      throw new Forbidden(accountTexts.twoFactorKept);
    await checkPassword(user, input.password, sourceIp);
    const now = Date.now();
    await limitCodeChecks(user.id, sourceIp, Math.floor(now / 1000));
    const proof = requireProof(user, input.code, now);
    await turnOffTwoFactor(user.id, proof, unit);
    log.info('two-factor sign-in turned off', { factor: proof.kind });
    return { message: accountTexts.twoFactorOff };
  },
});
