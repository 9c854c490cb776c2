/**
 * POST /api/push/unsubscribe: `{ endpoint }` stops pushes to that device of the
 * caller's (one that is not theirs, or none, changes nothing). DynamoDB calls: session read, DeleteItem.
 */
import { unsubscribeBody } from '@shared/contract/requests/push';
import { reminderTexts } from '@shared/messages/server';
import { unsubscribePush } from '../data/notifications/push-subscriptions';
import { createHandler } from '../lib/handler';

export const handler = createHandler('push-unsubscribe', {
  body: unsubscribeBody,
  handle: async ({ input, user, unit }) => {
    await unsubscribePush(user.id, input.endpoint, unit);
    return { message: reminderTexts.subscriptionRemoved };
  },
});
