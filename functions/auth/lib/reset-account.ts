/**
 * What the reset page shows of the account a live reset link names (docs/api.md#password-resets):
 * who it is, whether setting the password needs a code, and its passkeys, which the same link may
 * remove (docs/decisions/0142-sensitive-changes-need-proof.md). Shared by the two routes that
 * answer it; each first reserves a link check for the client address, as the reset itself does.
 */
import { limits } from '@shared/limits';
import type { ResetAccount } from '@shared/types';
import { listPasskeys } from '../../data/accounts/passkeys';
import { liveResetAccount } from '../../data/accounts/password-resets';
import type { UserItem } from '../../data/accounts/users';
import { limitLinkChecks } from '../../data/core/rate-limits';
import { tokenHash } from '../../lib/link-tokens';
import { toPasskey } from './passkey-view';

/** The account a live link's token names, once its check is counted for `sourceIp`. */
export async function resetLinkAccount(
  token: string,
  sourceIp: string,
): Promise<{ hash: string; account: UserItem }> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  await limitLinkChecks('reset', sourceIp, {
    max: limits.linkChecksMax,
    windowSeconds: limits.linkCheckWindowMinutes * 60,
    nowSeconds,
  });
  const hash = tokenHash(token);
  return { hash, account: await liveResetAccount(hash, nowSeconds) };
}

/** The page's view of the account: its passkeys read now. */
export async function resetAccountView(account: UserItem): Promise<ResetAccount> {
  return {
    username: account.username,
    twoFactor: account.twoFactor === true,
    passkeys: (await listPasskeys(account.id)).map(toPasskey),
  };
}
