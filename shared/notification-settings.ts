/**
 * Notification settings (docs/api.md#notification-settings): for each kind of notice, whether it
 * reaches the user not at all (`off`), in the app only (`app`: the bell, live, push) or in the app
 * and by email (`email`, after a 10-minute wait: dropped when seen in the app by then). The daily
 * digest is `email` (a mail at 8:00 in the user's zone) or not sent.
 */
export const notificationKinds = ['mentions', 'assigned', 'comments', 'completions', 'digest'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationChoices = ['off', 'app', 'email'] as const;
export type NotificationChoice = (typeof notificationChoices)[number];

export type NotificationSettings = Record<NotificationKind, NotificationChoice>;

/** Mentions and assignments by email, the rest in the app. */
export const defaultNotificationSettings: NotificationSettings = {
  mentions: 'email',
  assigned: 'email',
  comments: 'app',
  completions: 'app',
  digest: 'app',
};

/** The settings as stored (only what the user changed), completed with the defaults. */
export const notificationSettingsOf = (
  stored: Partial<Record<string, unknown>> | undefined,
): NotificationSettings => {
  const settings = { ...defaultNotificationSettings };
  for (const kind of notificationKinds) {
    const choice = stored?.[kind];
    if (typeof choice === 'string' && (notificationChoices as readonly string[]).includes(choice))
      settings[kind] = choice as NotificationChoice;
  }
  return settings;
};

/** The hour of the day (in the user's zone) the digest is sent. */
export const digestHour = 8;
/** How long an immediate email waits for the notice to be seen in the app. */
export const emailDelayMinutes = 10;
/** The most notification emails (digest included) one user is sent in one hour; more wait. */
export const emailsPerUserHour = 6;
