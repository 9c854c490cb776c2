/**
 * POST /api/auth/password/reset/passkey-delete `{ token, id }` (public, docs/api.md#password-resets):
 * removes a passkey of the account a live reset link names, by that link, and answers the account
 * as the reset page shows it. The link stays live: it is spent only by setting the password
 * (docs/decisions/0142-sensitive-changes-need-proof.md). 404 for a passkey that is not the account's.
 */
import { resetPasskeyDeleteBody } from '@shared/contract/requests/accounts';
import { accountTexts } from '@shared/messages/server';
import { removePasskeyByLink } from '../data/accounts/password-resets';
import { NotFound } from '../lib/errors';
import { createPublicHandler } from '../lib/handler';
import { resetAccountView, resetLinkAccount } from './lib/reset-account';

export const handler = createPublicHandler('auth-password-reset-passkey-delete', {
  body: resetPasskeyDeleteBody,
  handle: async ({ input, sourceIp, log }) => {
    const { hash, account } = await resetLinkAccount(input.token, sourceIp);
    // A credential id is base64url (as DELETE /api/auth/passkeys/{id} takes it).
    if (!/^[A-Za-z0-9_-]{1,400}$/.test(input.id)) throw new NotFound(accountTexts.passkeyNotFound);
    await removePasskeyByLink(hash, account.id, input.id);
    log.info('passkey removed by a reset link', { userId: account.id });
    return resetAccountView(account);
  },
});
