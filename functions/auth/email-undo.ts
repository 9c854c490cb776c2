/**
 * POST /api/auth/email/undo `{ token }` (public, docs/api.md#email): the undo link mailed to a
 * recovery address that a confirmation replaced puts it back, as the shown and the recovery address,
 * and ends every session of the account, with the reset and verification links in flight
 * (docs/decisions/0142-sensitive-changes-need-proof.md). Valid 7 days; limited per client address
 * as the other link checks are. Public: the old mailbox may be read anywhere.
 */
import { undoEmailBody } from '@shared/contract/requests/accounts';
import { limits } from '@shared/limits';
import { recoveryTexts } from '@shared/messages/server';
import { undoRecoveryChange } from '../data/accounts/recovery-undo';
import { limitLinkChecks } from '../data/core/rate-limits';
import { createPublicHandler } from '../lib/handler';
import { tokenHash } from '../lib/link-tokens';

export const handler = createPublicHandler('auth-email-undo', {
  body: undoEmailBody,
  handle: async ({ input, sourceIp, log }) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    await limitLinkChecks('verify', sourceIp, {
      max: limits.linkChecksMax,
      windowSeconds: limits.linkCheckWindowMinutes * 60,
      nowSeconds,
    });
    const { userId, email } = await undoRecoveryChange(tokenHash(input.token), nowSeconds);
    log.info('recovery change undone', { userId });
    return { message: recoveryTexts.undone(email) };
  },
});
