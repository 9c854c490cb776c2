/**
 * POST /api/calendar/token: turns the calendar feed on, or rotates its secret token, and
 * answers the feed URL. The token is 32 random bytes; only its SHA-256 is stored
 * (functions/data/notifications/calendar-feeds.ts), and the previous token stops working in the same transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import { buildPath } from '@shared/routes';
import { setCalendarFeed } from '../data/notifications/calendar-feeds';
import { createHandler } from '../lib/handler';
import { siteOrigin } from '../lib/site';

export const handler = createHandler('calendar-token-create', {
  handle: async ({ event, user, unit }) => {
    const token = randomBytes(32).toString('base64url');
    await setCalendarFeed(user, createHash('sha256').update(token).digest('hex'), unit);
    return { url: `${siteOrigin(event)}${buildPath('calendar-feed', { file: `${token}.ics` })}` };
  },
});
