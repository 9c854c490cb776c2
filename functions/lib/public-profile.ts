/**
 * The public-profile answer shared by two route areas: notification/get-user-info/{id} and
 * search/user/{id}.
 */
import { serverErrors } from '@shared/messages/server';
import type { PublicUser } from '@shared/types';
import { getPublicProfile } from '../data/accounts/public-profiles';
import { toSummary, type UserItem } from '../data/accounts/users';
import { isId } from '../data/core/ids';
import { NotFound } from './errors';

export async function answerPublicProfile(context: {
  params: Record<string, string | undefined>;
  user: UserItem;
}): Promise<PublicUser> {
  const id = context.params.id;
  // An id that cannot name a user is missing too, and costs no read.
  if (!isId(id)) throw new NotFound(serverErrors.userNotFound);
  // The caller is often in the viewed user's team: their summary is known, so not read again.
  const profile = await getPublicProfile(id, [toSummary(context.user)]);
  if (!profile) throw new NotFound(serverErrors.userNotFound);
  return profile;
}
