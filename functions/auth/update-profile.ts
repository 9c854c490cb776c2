/** POST /api/auth/update-profile: email and bio (trimmed; an empty string clears). Answers the updated user. */
import { toUser, updateProfile } from '../data/users';
import { createHandler } from '../lib/handler';

export const handler = createHandler('auth-update-profile', {
  handle: async ({ input, user }) => toUser(await updateProfile(user.id, input)),
});
