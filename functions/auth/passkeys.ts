/** GET /api/auth/passkeys (docs/api.md#passkeys): the caller's passkeys, oldest first. */
import { listPasskeys } from '../data/accounts/passkeys';
import { createHandler } from '../lib/handler';
import { toPasskey } from './lib/passkey-view';

export const handler = createHandler('auth-passkeys', {
  handle: async ({ user }) => (await listPasskeys(user.id)).map(toPasskey),
});
