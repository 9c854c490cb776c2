/** GET /api/image/get: `{ image }`, the caller's avatar URL or null. The session read is the only round trip. */
import { createHandler } from '../lib/handler';

export const handler = createHandler('image-get', {
  handle: async ({ user }) => ({ image: user.coverImg ?? null }),
});
