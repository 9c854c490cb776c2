/**
 * Who may administer what (shared/accounts.ts): the admin routes' checks, before any write. Each
 * write is also conditioned on the role checked here (functions/data/accounts/directory.ts).
 */
import { type DeploySettings, isAdminRole, mayActOn } from '@shared/accounts';
import { accountTexts, serverErrors } from '@shared/messages/server';
import type { AdminUser } from '@shared/types';
import { hasSecondFactor, twoFactorRequiredOf } from '../../data/accounts/deploy';
import type { DirectoryItem } from '../../data/accounts/directory';
import { getUser, roleOf, type UserItem } from '../../data/accounts/users';
import { Forbidden, NotFound } from '../../lib/errors';
import type { SessionClaims } from '../../lib/session';
import { requireSessionSecondFactor, sessionHasSecondFactor } from '../../lib/session-factor';

/** 403 to an admin without any second factor where the deploy requires one: set one up first. */
class SetUpSecondFactor extends Forbidden {
  override readonly details = { twoFactorRequired: true } as const;
}

/**
 * Forbidden unless the caller is an admin or the owner, with a second factor when the deploy
 * requires one of its admins (`requireTwoFactorForAdmins`: the rule holds on the server, not only
 * in the web): the account must have one (else 403 `twoFactorRequired`, set it up first), and this
 * session must have proved it, at its sign-in or by a step-up (else 403 `twoFactorRequired` and
 * `stepUp`: docs/decisions/0142-sensitive-changes-need-proof.md). A second factor is a property of
 * the session: a password sign-in of an account that has one does not administer the site. Reads
 * the deploy, unless its `settings` are given, only for an admin whose session proved none.
 */
export async function requireAdmin(
  user: UserItem,
  session: SessionClaims,
  settings?: DeploySettings,
): Promise<void> {
  if (!isAdminRole(roleOf(user))) throw new Forbidden(accountTexts.adminsOnly);
  if (sessionHasSecondFactor(user, session) || !(await twoFactorRequiredOf(user, settings))) return;
  if (!hasSecondFactor(user)) throw new SetUpSecondFactor(accountTexts.twoFactorRequired);
  requireSessionSecondFactor(user, session, accountTexts.sessionNeedsSecondFactor);
}

/**
 * The account `targetId` when the admin `actor` (signed in as `session`) may change it: never their
 * own, never the owner's, an admin's only by the owner. NotFound for an id that names no account.
 */
export async function accountToChange(
  actor: UserItem,
  session: SessionClaims,
  targetId: string,
): Promise<UserItem> {
  await requireAdmin(actor, session);
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
