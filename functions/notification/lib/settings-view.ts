import { emailReady, settingsOf } from '../../data/notification-emails';
import type { UserItem } from '../../data/users';
import { env } from '../../lib/env';

/** The settings as the routes answer them. */
export const settingsView = (user: UserItem) => ({
  ...settingsOf(user as unknown as Record<string, unknown>),
  timeZone: user.timeZone ?? null,
  emailReady: env.mailOn && emailReady(user),
});
