/** GET /api/auth/user: the signed-in user (the session read is the only round trip). */
import { toUser } from '../data/users';
import { createHandler } from '../lib/handler';

export const handler = createHandler('auth-user', {
  handle: async ({ user }) => toUser(user),
});
