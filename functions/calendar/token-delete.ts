/** DELETE /api/calendar/token: turns the calendar feed off; its URL answers 404 from then on. */
import { dataTexts } from '@shared/messages/server';
import { removeCalendarFeed } from '../data/notifications/calendar-feeds';
import { createHandler } from '../lib/handler';

export const handler = createHandler('calendar-token-delete', {
  handle: async ({ user, unit }) => {
    await removeCalendarFeed(user, unit);
    return { message: dataTexts.calendarTokenRemoved };
  },
});
