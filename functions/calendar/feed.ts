/**
 * GET /api/calendar/{token}.ics: the public calendar feed, for calendar apps that poll
 * without a cookie. The token is the only credential: a malformed, unknown, rotated or removed one
 * gets the same 404, so nothing tells whether a token exists. Reads are counted per client address
 * (limits.calendarReadsPerHour, then 429) before the lookup, so guessing is slow. The answer may be
 * cached 15 minutes by the client only (`private`: a shared cache would outlive a rotation).
 */
import { createHash } from 'node:crypto';
import { limits } from '@shared/limits';
import { dataTexts } from '@shared/messages/server';
import { calendarFeedCounterKey, reserveAttempt } from '../data/core/rate-limits';
import { readCalendarFeed } from '../data/notifications/calendar-feeds';
import { NotFound, TooMany } from '../lib/errors';
import { createPublicHandler, Reply } from '../lib/handler';
import { siteOrigin } from '../lib/site';
import { calendarOf } from './lib/ics';

const windowSeconds = 3600;

export const handler = createPublicHandler('calendar-feed', {
  handle: async ({ event, params, sourceIp }) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const allowed = await reserveAttempt(calendarFeedCounterKey(sourceIp), {
      max: limits.calendarReadsPerHour,
      windowSeconds,
      nowSeconds,
    });
    if (!allowed) throw new TooMany(dataTexts.calendarTooMany, windowSeconds);
    const token = /^([A-Za-z0-9_-]{43})\.ics$/.exec(params.file ?? '')?.[1];
    const feed = token ? await readCalendarFeed(createHash('sha256').update(token).digest('hex')) : undefined;
    if (!feed) throw new NotFound(dataTexts.calendarFeedNotFound);
    return new Reply(calendarOf(feed, siteOrigin(event)), {
      contentType: 'text/calendar; charset=utf-8',
      headers: { 'cache-control': `private, max-age=${limits.calendarCacheSeconds}` },
    });
  },
});
