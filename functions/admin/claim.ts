/**
 * POST /api/admin/claim `{ token }` (docs/api.md#claiming-a-deploy): the signed-in caller becomes
 * the owner of a deploy nobody owns, with its setup link's token. Once someone owns it the link is
 * dead (404), as is a wrong token. Checks are limited per client address. The accounts made before
 * the admin directory existed are put into it here, once (functions/data/accounts/directory.ts).
 */
import { claimBody } from '@shared/contract/requests/accounts';
import { limits } from '@shared/limits';
import { accountTexts } from '@shared/messages/server';
import { claimDeploy } from '../data/accounts/deploy';
import { fillDirectory } from '../data/accounts/directory';
import { toUser } from '../data/accounts/users';
import { limitLinkChecks } from '../data/core/rate-limits';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { sameHash, tokenHash } from '../lib/link-tokens';
import { setupTokenHash } from '../lib/setup-token';

export const handler = createHandler('admin-claim', {
  body: claimBody,
  handle: async ({ input, user, sourceIp, unit, log }) => {
    await limitLinkChecks('setup', sourceIp, {
      max: limits.linkChecksMax,
      windowSeconds: limits.linkCheckWindowMinutes * 60,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (!sameHash(tokenHash(input.token), await setupTokenHash()))
      throw new NotFound(accountTexts.setupLinkInvalid);
    await claimDeploy(user, unit);
    const filled = await fillDirectory();
    log.info('deploy claimed', { filled });
    return toUser({ ...user, role: 'owner' });
  },
});
