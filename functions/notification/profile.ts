/** The public-profile answer shared by get-user-info/{id} and search/user/{id}. */
import { serverErrors } from '../../shared/messages';
import type { PublicUser } from '../../shared/types';
import { getPublicProfile } from '../data/public-profiles';
import { toSummary, type UserItem } from '../data/users';
import { notFound } from '../lib/errors';
import { idParam } from './parse';

export async function answerPublicProfile(context: {
  params: Record<string, string | undefined>;
  user: UserItem;
}): Promise<PublicUser> {
  const id = idParam(context.params, serverErrors.userNotFound);
  // The caller is often in the viewed user's team: their summary is known, so not read again.
  const profile = await getPublicProfile(id, [toSummary(context.user)]);
  if (!profile) throw notFound(serverErrors.userNotFound);
  return profile;
}
