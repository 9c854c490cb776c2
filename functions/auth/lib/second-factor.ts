/**
 * The second factor of a check that needs more than the password (deleting an account). The one
 * seam where two-factor sign-in, when it exists, checks an account's code: an account with a
 * second factor on must give a valid one (Invalid otherwise). Until then no account has one, and
 * there is nothing to check.
 */
import type { UserItem } from '../../data/users';

export async function checkSecondFactor(
  _user: Pick<UserItem, 'id' | 'twoFactor'>,
  _code: string | undefined,
): Promise<void> {}
