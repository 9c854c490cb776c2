/**
 * POST /api/notification-unsubscribe?token= (public, docs/api.md#notification-settings): the
 * one-click unsubscribe of RFC 8058. A mail client POSTs `List-Unsubscribe=One-Click` as a form
 * (the handler takes that one body as a body-less POST), the site's page an empty body: the kind the
 * signed token names goes to `app` for its user, without signing in.
 */
import { unsubscribeQuery } from '@shared/contract/requests/notification-settings';
import { notificationMailTexts, notificationSettingsTexts } from '@shared/messages/server';
import { unsubscribeKind } from '../data/notifications/notification-emails';
import { Invalid } from '../lib/errors';
import { createPublicHandler } from '../lib/handler';
import { readUnsubscribeToken } from '../lib/unsubscribe-token';

export const handler = createPublicHandler('notification-unsubscribe', {
  query: unsubscribeQuery,
  oneClickForm: true,
  handle: async ({ queryInput, unit, log }) => {
    const named = await readUnsubscribeToken(queryInput.token);
    if (!named || !(await unsubscribeKind(named.userId, named.kind, unit)))
      throw new Invalid(notificationSettingsTexts.tokenInvalid);
    log.info('unsubscribed', { userId: named.userId, kind: named.kind });
    return { message: notificationSettingsTexts.unsubscribed(notificationMailTexts.kindNames[named.kind]) };
  },
});
