/**
 * GET /api/notification-settings (extension, docs/api.md#notification-settings): the caller's
 * choice per kind of notice (`off`, `app`, `email`), the zone their browser reported, and whether
 * emails can reach them. From the session read alone.
 */
import { createHandler } from '../lib/handler';
import { settingsView } from './lib/settings-view';

export const handler = createHandler('notification-settings', {
  handle: async ({ user }) => settingsView(user),
});
