/**
 * POST /api/auth/2fa/enable `{ code }` (docs/api.md#two-factor-sign-in): a code from the secret the
 * setup made proves that the app holds it; two-factor sign-in is then on, and the answer holds the
 * account's 10 recovery codes, shown this once (only their hashes are kept). The check counts
 * against the account's and the client address's code checks. Takes no Idempotency-Key: the answer
 * holds secrets.
 *
 * Every other session of the account ends in the same write: one begun by whoever else held the
 * password, or a cookie, must not outlive the second factor meant to keep them out. This session
 * counts as having proved the code when it is the account's first second factor; one that has
 * passkeys already proved one to set this up (./2fa-setup.ts) or keeps what it had
 * (docs/decisions/0142-sensitive-changes-need-proof.md).
 */
import { twoFactorEnableBody } from '@shared/contract/requests/accounts';
import { accountTexts } from '@shared/messages/server';
import { twoFactorLimits } from '@shared/two-factor';
import { hasSecondFactor } from '../data/accounts/deploy';
import { entryOf, withSecondFactor } from '../data/accounts/session-entries';
import { turnOnTwoFactor } from '../data/accounts/two-factor';
import { limitCodeChecks } from '../data/core/rate-limits';
import { Conflict, Invalid } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { newRecoveryCodes } from '../lib/recovery-codes';
import { stepOfCode } from '../lib/totp';

export const handler = createHandler('auth-2fa-enable', {
  body: twoFactorEnableBody,
  handle: async ({ input, user, session, sourceIp, unit, log }) => {
    if (user.twoFactor) throw new Conflict(accountTexts.twoFactorAlreadyOn);
    const secret = user.totpPending;
    if (!secret) throw new Invalid(accountTexts.twoFactorNotSetUp);
    const now = Date.now();
    await limitCodeChecks(user.id, sourceIp, Math.floor(now / 1000));
    const step = stepOfCode(secret, input.code, now, Number.NEGATIVE_INFINITY);
    if (step === null) throw new Invalid(accountTexts.codeInvalid);
    const { codes, hashes } = newRecoveryCodes(twoFactorLimits.recoveryCodes);
    const stored = user.sessions[session.sessionId] ?? session.expiresAt;
    const entry = hasSecondFactor(user) ? entryOf(stored) : withSecondFactor(stored, 'code');
    await turnOnTwoFactor(user.id, { secret, step }, hashes, { sessionId: session.sessionId, entry }, unit);
    log.info('two-factor sign-in turned on; other sessions ended');
    return { recoveryCodes: codes };
  },
});
