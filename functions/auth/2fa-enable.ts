/**
 * POST /api/auth/2fa/enable `{ code }` (docs/api.md#two-factor-sign-in): a code from the secret the
 * setup made proves that the app holds it; two-factor sign-in is then on, and the answer holds the
 * account's 10 recovery codes, shown this once (only their hashes are kept). The check counts
 * against the account's and the client address's code checks. Takes no Idempotency-Key: the answer
 * holds secrets.
 */
import { twoFactorEnableBody } from '@shared/contract/requests/accounts';
import { accountTexts } from '@shared/messages/server';
import { twoFactorLimits } from '@shared/two-factor';
import { limitCodeChecks } from '../data/rate-limits';
import { turnOnTwoFactor } from '../data/two-factor';
import { Conflict, Invalid } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { newRecoveryCodes } from '../lib/recovery-codes';
import { stepOfCode } from '../lib/totp';

export const handler = createHandler('auth-2fa-enable', {
  body: twoFactorEnableBody,
  handle: async ({ input, user, sourceIp, unit, log }) => {
    if (user.twoFactor) throw new Conflict(accountTexts.twoFactorAlreadyOn);
    const secret = user.totpPending;
    if (!secret) throw new Invalid(accountTexts.twoFactorNotSetUp);
    const now = Date.now();
    await limitCodeChecks(user.id, sourceIp, Math.floor(now / 1000));
    const step = stepOfCode(secret, input.code, now, Number.NEGATIVE_INFINITY);
    if (step === null) throw new Invalid(accountTexts.codeInvalid);
    const { codes, hashes } = newRecoveryCodes(twoFactorLimits.recoveryCodes);
    await turnOnTwoFactor(user.id, { secret, step }, hashes, unit);
    log.info('two-factor sign-in turned on');
    return { recoveryCodes: codes };
  },
});
