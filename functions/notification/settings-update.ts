/**
 * POST /api/notification-settings (extension, docs/api.md#notification-settings): any of the five
 * kinds (`off`, `app`, `email`) and `timeZone`, the browser's IANA zone (the web sends it when it
 * differs from the profile's). One transaction: the profile and the daily digest's schedule.
 */
import { notificationSettingsBody } from '@shared/contract/requests/notification-settings';
import { updateNotificationSettings } from '../data/notifications/notification-emails';
import { createHandler } from '../lib/handler';
import { settingsView } from './lib/settings-view';

export const handler = createHandler('notification-settings-update', {
  body: notificationSettingsBody,
  handle: async ({ input, user, unit }) => settingsView(await updateNotificationSettings(user, input, unit)),
});
