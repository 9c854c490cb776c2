/**
 * POST /api/push/subscribe: `{ endpoint, keys: { p256dh, auth } }` (a browser's
 * `PushSubscription.toJSON()`) becomes one of the caller's devices; the 11th removes the oldest.
 * The endpoint must be a browser push service (../lib/push-endpoint.ts): anything else is 400 and
 * nothing is stored.
 * DynamoDB calls: session read, Query of the caller's devices, one transaction.
 */
import { subscribeBody } from '@shared/contract/requests/push';
import { reminderTexts } from '@shared/messages/server';
import { subscribePush } from '../data/notifications/push-subscriptions';
import { createHandler } from '../lib/handler';
import { checkEndpoint } from '../lib/push-endpoint';

export const handler = createHandler('push-subscribe', {
  body: subscribeBody,
  handle: async ({ input, user, unit }) => {
    checkEndpoint(input.endpoint);
    await subscribePush(user.id, input, unit);
    return { message: reminderTexts.subscribed };
  },
});
