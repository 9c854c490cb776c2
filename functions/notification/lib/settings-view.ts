import type { UserItem } from '../../data/accounts/users';
import { emailReady, settingsOf } from '../../data/notifications/notification-emails';
import { env } from '../../lib/env';

/** The settings as the routes answer them. */
export const settingsView = (user: UserItem) => ({
  ...settingsOf(user as unknown as Record<string, unknown>),
  timeZone: user.timeZone ?? null,
  emailReady: env.mailOn && emailReady(user),
});
