/**
 * The signed-in user as auth/user and the sign-in routes answer it: with whether the deploy sends
 * them to set up two-factor sign-in before anything else (docs/api.md#two-factor-sign-in), which
 * reads the deploy only for an admin or the owner without a second factor.
 */
import type { User } from '@shared/types';
import { mustSetUpTwoFactor } from '../../data/accounts/deploy';
import { toUser, type UserItem } from '../../data/accounts/users';

export async function signedInUser(item: UserItem): Promise<User> {
  return { ...toUser(item), twoFactorRequired: await mustSetUpTwoFactor(item) };
}
