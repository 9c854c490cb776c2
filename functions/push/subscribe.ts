/**
 * POST /api/push/subscribe (issue 24): `{ endpoint, keys: { p256dh, auth } }` (a browser's
 * `PushSubscription.toJSON()`) becomes one of the caller's devices; the 11th removes the oldest.
 * DynamoDB calls: session read, Query of the caller's devices, one transaction.
 */
import { subscribeBody } from '../../shared/contract/requests/push';
import { reminderTexts } from '../../shared/messages';
import { subscribePush } from '../data/push-subscriptions';
import { createHandler } from '../lib/handler';
import { checkEndpoint } from './lib/endpoint';

export const handler = createHandler('push-subscribe', {
  body: subscribeBody,
  handle: async ({ input, user, unit }) => {
    checkEndpoint(input.endpoint);
    await subscribePush(user.id, input, unit);
    return { message: reminderTexts.subscribed };
  },
});
