/**
 * GET /api/notification-unsubscribe?token= (public): a mail client that opens the List-Unsubscribe
 * URL instead of POSTing to it is sent to the site's unsubscribe page, which asks first (a GET
 * changes nothing: link scanners open every link).
 */
import { unsubscribeQuery } from '@shared/contract/requests/notification-settings';
import { notificationSettingsTexts } from '@shared/messages/server';
import { createPublicHandler, Reply } from '../lib/handler';

export const handler = createPublicHandler('notification-unsubscribe-page', {
  query: unsubscribeQuery,
  handle: async ({ queryInput }) =>
    new Reply(
      { message: notificationSettingsTexts.unsubscribeAsk },
      {
        statusCode: 303,
        headers: { location: `/unsubscribe?token=${encodeURIComponent(queryInput.token)}` },
      },
    ),
});
