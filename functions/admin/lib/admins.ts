/**
 * Who may administer what (shared/accounts.ts): the admin routes' checks, before any write. Each
 * write is also conditioned on the role checked here (functions/data/directory.ts).
 */
import { type DeploySettings, isAdminRole, mayActOn } from '@shared/accounts';
import { accountTexts, serverErrors } from '@shared/messages/server';
import type { AdminUser } from '@shared/types';
import { mustSetUpTwoFactor } from '../../data/deploy';
import type { DirectoryItem } from '../../data/directory';
import { getUser, roleOf, type UserItem } from '../../data/users';
import { Forbidden, NotFound } from '../../lib/errors';

/**
 * Forbidden unless the caller is an admin or the owner, with a second factor when the deploy
 * requires one of its admins (`requireTwoFactorForAdmins`: the rule holds on the server, not only
 * in the web). Reads the deploy, unless its `settings` are given, only for an admin without one.
 */
export async function requireAdmin(user: UserItem, settings?: DeploySettings): Promise<void> {
  if (!isAdminRole(roleOf(user))) throw new Forbidden(accountTexts.adminsOnly);
  if (await mustSetUpTwoFactor(user, settings)) throw new Forbidden(accountTexts.twoFactorRequired);
}

/**
 * The account `targetId` when the admin `actor` may change it: never their own, never the owner's,
 * an admin's only by the owner. NotFound for an id that names no account.
 */
export async function accountToChange(actor: UserItem, targetId: string): Promise<UserItem> {
  await requireAdmin(actor);
  if (targetId === actor.id) throw new Forbidden(accountTexts.notYourself);
  const target = await getUser(targetId);
  if (!target) throw new NotFound(serverErrors.userNotFound);
  const role = roleOf(target);
  if (role === 'owner') throw new Forbidden(accountTexts.ownerUnchangeable);
  if (!mayActOn(roleOf(actor), role)) throw new Forbidden(accountTexts.ownerOnly);
  return target;
}

/** An account as the admin screen lists it. */
export const toAdminUser = (item: DirectoryItem): AdminUser => ({
  _id: item.id,
  username: item.username,
  email: item.email ?? '',
  emailVerified: item.emailVerified ?? false,
  role: roleOf(item),
  disabled: item.disabled ?? false,
  twoFactor: item.twoFactor ?? false,
  passkeys: item.passkeyCount ?? 0,
  createdAt: item.createdAt,
  lastSeenAt: item.lastSeenAt ?? null,
});
