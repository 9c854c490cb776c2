/** POST /api/auth/update-profile: email and bio (trimmed; an empty string clears). Answers the updated user. */

import { profileUpdateBody } from '@shared/contract/requests/auth';
import { toUser, updateProfile } from '../data/users';
import { createHandler } from '../lib/handler';

export const handler = createHandler('auth-update-profile', {
  body: profileUpdateBody,
  handle: async ({ input, user, unit }) => toUser(await updateProfile(user.id, input, unit)),
});
