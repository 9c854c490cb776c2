/**
 * POST /api/auth/2fa/disable `{ password, code }` (docs/api.md#two-factor-sign-in): with the
 * current password and a code from the authenticator app (or a recovery code), two-factor sign-in
 * is off and its secret and recovery codes are gone. Refused to an admin of a deploy that requires
 * a second factor of its admins. The check counts against the account's and the client address's
 * code checks, before the password is checked.
 */
import { twoFactorDisableBody } from '@shared/contract/requests/accounts';
import { accountTexts, serverErrors } from '@shared/messages/server';
import { twoFactorRequiredOf } from '../data/deploy';
import { limitCodeChecks } from '../data/rate-limits';
import { turnOffTwoFactor } from '../data/two-factor';
import { Forbidden, Invalid } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { verifyPassword } from '../lib/password';
import { proofOf } from '../lib/second-factor';

export const handler = createHandler('auth-2fa-disable', {
  body: twoFactorDisableBody,
  handle: async ({ input, user, sourceIp, unit, log }) => {
    if (!user.twoFactor) throw new Invalid(accountTexts.twoFactorNotOn);
    // An admin the site requires a second factor of keeps one: a passkey may stand in for the codes.
    if ((user.passkeyCount ?? 0) === 0 && (await twoFactorRequiredOf(user)))
      throw new Forbidden(accountTexts.twoFactorKept);
    const now = Date.now();
    await limitCodeChecks(user.id, sourceIp, Math.floor(now / 1000));
    if (!(await verifyPassword(input.password, user.passwordHash)))
      throw new Invalid(serverErrors.wrongPassword);
    const proof = proofOf(user, input.code, now);
    if (!proof) throw new Invalid(accountTexts.codeInvalid);
    await turnOffTwoFactor(user.id, proof, unit);
    log.info('two-factor sign-in turned off', { factor: proof.kind });
    return { message: accountTexts.twoFactorOff };
  },
});
