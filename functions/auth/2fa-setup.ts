/**
 * POST /api/auth/2fa/setup `{ password }` (docs/api.md#two-factor-sign-in): with the current
 * password, a new secret for an authenticator app, kept pending on the profile until a code from it
 * turns two-factor sign-in on (./2fa-enable.ts). Answers the secret as text, its otpauth://
 * link and that link's QR code. Takes no Idempotency-Key: the answer holds a secret.
 */
import { twoFactorSetupBody } from '@shared/contract/requests/accounts';
import { accountTexts, serverErrors } from '@shared/messages/server';
import { keepPendingSecret } from '../data/two-factor';
import { Conflict, Invalid } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { verifyPassword } from '../lib/password';
import { qrCodeSvg } from '../lib/qr-code';
import { siteOrigin } from '../lib/site';
import { newTotpSecret, otpauthUrl } from '../lib/totp';

export const handler = createHandler('auth-2fa-setup', {
  body: twoFactorSetupBody,
  handle: async ({ event, input, user, unit, log }) => {
    if (user.twoFactor) throw new Conflict(accountTexts.twoFactorAlreadyOn);
    if (!(await verifyPassword(input.password, user.passwordHash)))
      throw new Invalid(serverErrors.wrongPassword);
    const secret = newTotpSecret();
    await keepPendingSecret(user.id, secret, unit);
    // The app lists the account under the site's own host, so that two deploys stay apart.
    const url = otpauthUrl(secret, new URL(siteOrigin(event)).host, user.username);
    log.info('two-factor setup started');
    return { secret, otpauthUrl: url, qrSvg: qrCodeSvg(url) };
  },
});
