/**
 * GET /api/push/public-key: `{ publicKey }`, the VAPID public key a browser subscribes
 * with (`applicationServerKey`). Signed-in users only. DynamoDB calls: the session read.
 */
import { createHandler } from '../lib/handler';
import { vapidKeys } from '../lib/vapid';

export const handler = createHandler('push-public-key', {
  handle: async () => ({ publicKey: (await vapidKeys()).publicKey }),
});
