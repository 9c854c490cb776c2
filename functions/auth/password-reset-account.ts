/**
 * POST /api/auth/password/reset/account `{ token }` (public, docs/api.md#password-resets): for the
 * reset page, the account a live reset link names: its username, whether the reset needs a code,
 * and its passkeys. Reads only: the link stays live.
 */
import { resetAccountBody } from '@shared/contract/requests/accounts';
import { createPublicHandler } from '../lib/handler';
import { resetAccountView, resetLinkAccount } from './lib/reset-account';

export const handler = createPublicHandler('auth-password-reset-account', {
  body: resetAccountBody,
  handle: async ({ input, sourceIp }) => {
    const { account } = await resetLinkAccount(input.token, sourceIp);
    return resetAccountView(account);
  },
});
