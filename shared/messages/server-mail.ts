/**
 * The texts of the mail the server sends: account mail, notification mail and its settings,
 * recovery mail.
 */

/**
 * The mail the accounts routes send (functions/lib/account-mail.ts builds each with
 * functions/lib/mail-message.ts): subjects, paragraphs, link labels and why each was sent.
 */
export const accountMailTexts = {
  invite: {
    subject: (inviter: string) => `${inviter} invited you to Team Todo`,
    body: (inviter: string) => `${inviter} invited you to join their team on Team Todo.`,
    expires: (when: string) => `The invitation works until ${when}.`,
    link: 'Accept the invitation',
    reason: (inviter: string) =>
      `You got this mail because ${inviter} entered your address when inviting you.`,
  },
  reset: {
    subject: 'Set a new password for Team Todo',
    body: (username: string) => `Someone asked to set a new password for the account ${username}.`,
    expires:
      'The link works once, for 30 minutes. If you did not ask, ignore this mail: your password stays.',
    link: 'Set a new password',
    reason:
      'You got this mail because someone entered your username or address on the "Forgot password?" page.',
  },
  verify: {
    subject: 'Verify your email address for Team Todo',
    body: (username: string) => `Confirm that this address belongs to the account ${username}.`,
    expires: 'The link works for 24 hours.',
    link: 'Verify this address',
    reason: 'You got this mail because this address was entered on a Team Todo account.',
  },
} as const;

/** The notification settings' answers and refusals (docs/api.md#notification-settings). */
export const notificationSettingsTexts = {
  choiceInvalid: (kind: string) => `${kind} must be one of off, app, email`,
  timeZoneInvalid: 'timeZone must be an IANA time zone, such as Europe/Paris',
  tokenInvalid: 'This unsubscribe link is not valid',
  /** The answer of a GET of the unsubscribe URL, which sends to the page that asks first. */
  unsubscribeAsk: 'Open this page in a browser to confirm',
  /** The one-click unsubscribe's answer: the kind is now in the app only. */
  unsubscribed: (kind: string) => `You will get no more emails about ${kind}. It stays in the app.`,
} as const;

/**
 * The notification emails (functions/lib/notification-mail.ts), each built by
 * functions/lib/mail-message.ts: what each kind is called in a mail, the immediate notice and the
 * daily digest.
 */
export const notificationMailTexts = {
  /** The kind as the unsubscribe answer and the closing line name it. */
  kindNames: {
    mentions: 'mentions and replies',
    assigned: 'tasks assigned to you',
    comments: 'comments on tasks you follow',
    completions: 'completed tasks',
    digest: 'the daily digest',
  },
  notice: {
    subject: (message: string) => `Team Todo: ${message}`,
    link: 'Open the task',
    /** A comment's text in its notice, quoted. */
    quote: (text: string) => `“${text}”`,
    reason: (kindName: string) =>
      `You got this mail because your Team Todo profile sends ${kindName} by email.`,
  },
  unsubscribe: (kindName: string) => `Stop emails about ${kindName}`,
  digest: {
    subject: (day: string) => `Your day on Team Todo: ${day}`,
    intro: (username: string) => `Good morning, ${username}. Here is what waits for you today.`,
    dueToday: 'Due today',
    overdue: 'Overdue',
    assigned: 'Assigned to you since yesterday',
    mentions: 'Unread mentions',
    completed: 'Completed by your teammates',
    link: 'Open Team Todo',
    reason: 'You got this mail because your Team Todo profile sends the daily digest by email.',
  },
} as const;

/** The mail to the old recovery address when a confirmation replaced it (functions/lib/account-mail.ts). */
export const recoveryMailTexts = {
  subject: 'Your recovery address for Team Todo was changed',
  body: (username: string, email: string) =>
    `The account ${username} now sends password-reset mail to ${email}: the change was confirmed with its password.`,
  undo: 'If this was not you, undo it: the link puts this address back, signs out every session and works for 7 days.',
  link: 'Undo the change',
  reason: 'You got this mail because this address was the recovery address of a Team Todo account.',
} as const;
