/**
 * POST /api/auth/2fa/setup `{ password }` (docs/api.md#two-factor-sign-in): with the current
 * password, a new secret for an authenticator app, kept pending on the profile until a code from it
 * turns two-factor sign-in on (./2fa-enable.ts). Answers the secret as text, its otpauth://
 * link and that link's QR code. Takes no Idempotency-Key: the answer holds a secret.
 *
 * The password is checked within the password-check limits (functions/lib/password-check.ts). An
 * account whose passkeys are its second factor needs this session to have proved one first (403
 * `stepUp`): a second factor is not added by whoever holds the cookie and the password alone
 * (docs/decisions/0142-sensitive-changes-need-proof.md).
 */
import { twoFactorSetupBody } from '@shared/contract/requests/accounts';
import { accountTexts } from '@shared/messages/server';
import { keepPendingSecret } from '../data/accounts/two-factor';
import { Conflict } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { checkPassword } from '../lib/password-check';
import { qrCodeSvg } from '../lib/qr-code';
import { requireFactorToAdd } from '../lib/session-factor';
import { siteOrigin } from '../lib/site';
import { newTotpSecret, otpauthUrl } from '../lib/totp';

export const handler = createHandler('auth-2fa-setup', {
  body: twoFactorSetupBody,
  handle: async ({ event, input, user, session, sourceIp, unit, log }) => {
    if (user.twoFactor) throw new Conflict(accountTexts.twoFactorAlreadyOn);
    requireFactorToAdd(user, session);
    await checkPassword(user, input.password, sourceIp);
    const secret = newTotpSecret();
    await keepPendingSecret(user.id, secret, unit);
    // The app lists the account under the site's own host, so that two deploys stay apart.
    const url = otpauthUrl(secret, new URL(siteOrigin(event)).host, user.username);
    log.info('two-factor setup started');
    return { secret, otpauthUrl: url, qrSvg: qrCodeSvg(url) };
  },
});
