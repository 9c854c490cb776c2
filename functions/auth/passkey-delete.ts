/** DELETE /api/auth/passkeys/{id} (docs/api.md#passkeys): removes one of the caller's passkeys (404 for any other). */
import { accountTexts } from '@shared/messages/server';
import { removePasskey } from '../data/accounts/passkeys';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';

export const handler = createHandler('auth-passkey-delete', {
  handle: async ({ user, params, unit }) => {
    const id = params.id ?? '';
    if (!/^[A-Za-z0-9_-]{1,400}$/.test(id)) throw new NotFound(accountTexts.passkeyNotFound);
    await removePasskey(user.id, id, unit);
    return { message: accountTexts.passkeyRemoved };
  },
});
