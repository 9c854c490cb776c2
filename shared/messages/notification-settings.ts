/**
 * The profile's Notifications section and the unsubscribe page, lazy chunks: their own texts
 * (./README.md).
 */
import type { NotificationChoice, NotificationKind } from '../notification-settings';

export const notificationSettingsPanelTexts = {
  title: 'Notifications',
  intro:
    'Choose how each kind of notice reaches you. Email also shows it in the app; an email waits 10 minutes and is not sent if you saw the notice in the app by then.',
  kinds: {
    mentions: 'Mentions and replies',
    assigned: 'Assigned to you',
    comments: 'Comments on tasks you follow',
    completions: 'Completion notices',
    digest: 'Daily digest at 8:00',
  } satisfies Record<NotificationKind, string>,
  /** No choice says "email": the profile's address field is the page's one control labelled so. */
  choices: { off: 'Off', app: 'In the app', email: 'By mail' } satisfies Record<NotificationChoice, string>,
  timeZone: (zone: string) => `Your time zone: ${zone}`,
  saved: 'Notification settings saved',
  failed: 'Notification settings could not be saved',
  noEmail: 'Add and verify an email address above to get emails.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeConfirm: 'Stop these emails',
  unsubscribeAsk: 'Stop the emails of this kind? You will still see them in the app.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;
