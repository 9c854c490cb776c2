/**
 * What the server answers (`{ message }`): its own errors, the success answers of its routes, and
 * the texts it writes into notifications and push messages. The web imports a few of them to
 * recognise or show an answer. The rule for what goes where is in ./README.md.
 */

/** The server's own error messages, returned as `{ message }`. */
export const serverErrors = {
  notSignedIn: 'Not signed in',
  invalidJson: 'Request body must be valid JSON',
  jsonContentType: 'Content-Type must be application/json',
  foreignOrigin: 'Cross-origin request refused',
  usernameTaken: 'Username is already taken',
  invalidCredentials: 'Invalid username or password',
  wrongPassword: 'Current password is incorrect',
  tooManySignIns: 'Too many failed sign-in attempts. Try again in 15 minutes.',
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  userNotFound: 'User not found',
  todoNotFound: 'Task not found',
  groupNotFound: 'Group not found',
  assignmentNotFound: 'Assignment not found',
  assignmentChanged: 'This task was changed meanwhile, please try again',
  builtInGroup: 'Built-in groups cannot be changed',
  forbidden: 'You may not change this item',
  tooLarge: 'Request body is too large',
  unavailable: 'Service temporarily unavailable, please retry',
  mailNotSetUp: 'Email is not set up on this site',
  internal: 'Internal server error',
  idempotencyKeyInvalid: 'Idempotency-Key must be a UUID or ULID',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed',
  idempotencyKeyReused: 'This Idempotency-Key was used for another request',
} as const;

/** Success answers of the auth routes (`{ message }`). */
export const authTexts = {
  signedOut: 'Signed out',
  passwordChanged: 'Password changed',
} as const;

/** Success answers of the task and group routes (`{ message }`). */
export const todoTexts = {
  taskDeleted: 'Task deleted',
  groupDeleted: 'Group deleted',
} as const;

/** The bin's answers and refusals (docs/api.md#the-bin). */
export const binTexts = {
  notFound: 'Not in your bin',
  purged: 'Deleted for good',
  busy: 'This item is being restored, please try again',
} as const;

/**
 * Texts the assignment routes write into notifications (shown under 'Your Notifications' beside the
 * assigner's name) and their success answers.
 */
export const assignmentTexts = {
  assigned: (description: string) => `assigned you a task: ${description}`,
  edited: (description: string) => `edited a task assigned to you: ${description}`,
  withdrawn: (description: string) => `removed you from the task: ${description}`,
  assignmentSent: 'Task assigned',
  assignmentEdited: 'Assignment updated',
  assigneeRemoved: 'Assignee removed',
  assignmentDeleted: 'Assignment deleted',
} as const;

/**
 * Reminders, completion notices and Web Push: the notification texts the server writes,
 * the push refusals, and the web's toast and device switch.
 */
export const reminderTexts = {
  /** The notification a reminder writes in the owner's list. */
  reminder: (description: string) => `Reminder: ${description}`,
  /** The assigner's notification when one assignee completes their copy. */
  completed: (username: string, description: string) => `${username} completed "${description}"`,
  /** ... and when the last assignee completes theirs. */
  everyoneCompleted: (description: string) => `Everyone completed "${description}"`,
  /** The push body of a reminder: its due date, or none. */
  pushDue: (day: string) => `Due ${day}`,
  pushNoDue: 'Reminder',
  /** The push title of a completion notice. */
  pushCompletionTitle: 'Task completed',
  endpointInvalid: 'endpoint must be an https URL',
  keysInvalid: 'keys must be { p256dh, auth } as base64url text',
  subscriptionRemoved: 'Subscription removed',
  subscribed: 'Subscribed',
  toastOpen: 'Open task',
  deviceSwitch: 'Notifications on this device',
  deviceOn: 'On',
  deviceOff: 'Off',
  deviceBlocked: 'Blocked: allow notifications for this site in the browser settings',
  deviceBlockedHelp:
    'This browser blocks notifications from this site. To allow them, click the icon at the left of the address bar (a lock or sliders), set Notifications to Allow, then come back here.',
  deviceUnsupported: 'Not supported in this browser',
  iphoneNote: 'On iPhone and iPad, add the app to the Home Screen first (Share, then Add to Home Screen).',
  deviceFailed: 'Notifications could not be turned on',
} as const;

/**
 * The one-line summary of a repeat rule (shared/repeat.ts `summariseRule`), for every client:
 * 'Every 2 weeks on Mon, Fri', 'Every weekday', 'Every month on the last day after completion'.
 */
export const repeatTexts = {
  every: (interval: number, freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY') => {
    const unit = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' }[freq];
    return interval === 1 ? `Every ${unit}` : `Every ${interval} ${unit}s`;
  },
  everyWeekday: 'Every weekday',
  onDays: (days: string[]) => ` on ${days.join(', ')}`,
  onLastDay: ' on the last day',
  onMonthDay: (day: number) => ` on day ${day}`,
  afterCompletion: ' after completion',
  weekdayShort: { MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat', SU: 'Sun' },
} as const;

/**
 * Texts of the team routes: the notifications they write (shown under 'Your
 * Notifications' beside the sender's name), their success answers and their refusals.
 */
export const teamTexts = {
  // Notifications written into the other user's partition.
  requestAcceptedNote: 'accepted your team request',
  requestRejectedNote: 'rejected your team request',
  removedFromTeamNote: 'removed you from their team',
  // Success answers ({ message }).
  requestSent: 'Request sent',
  requestAccepted: 'Request accepted',
  requestRejected: 'Request rejected',
  removedFromTeam: 'User removed from team',
  noteDeleted: 'Notification deleted',
  notesCleared: 'Read notifications cleared',
  // Refusals.
  alreadyTeammate: 'This user is already on your team',
  alreadyPending: 'A team request between you and this user is already pending',
  notTeammate: 'This user is not on your team',
  requestNotFound: 'Request not found',
  requestAnswered: 'This request has already been answered',
  noteNotFound: 'Notification not found',
  teamChanged: 'Your team changed meanwhile, please try again',
  toUserRequired: 'toUser is required',
  clearUpToInvalid: 'upTo must be the id of the newest notification read',
  searchQueryTooLong: 'Search text must be at most 100 characters',
} as const;

/** Answers and refusals of the shared lists' routes, and of task writes refused by a list's role. */
export const listTexts = {
  memberAdded: 'Member added',
  roleChanged: 'Role changed',
  memberRemoved: 'Member removed',
  notTeammate: 'Lists can only be shared with teammates',
  alreadyMember: 'This teammate is already a member of this list',
  notMember: 'This user is not a member of this list',
  ownerManages: 'Only the owner of this list manages its members',
  ownerStays: 'The owner cannot leave their own list',
  membersFull: 'A list can have at most 50 members',
  tooManyShared: 'A user can be in at most 100 shared lists',
  listFull: 'A shared list holds at most 5,000 tasks',
  viewerOnly: 'You can view this list but not change it',
  noLongerMember: 'You are no longer a member of this list',
  roleInvalid: "role must be 'editor' or 'viewer'",
  userIdRequired: 'userId is required',
  ownerOnlyDeletes: 'Only the owner of this list can delete it',
} as const;

/** A task's history and its reverts (docs/api.md#activity): the routes' refusals. */
export const activityTexts = {
  entryNotFound: 'Activity entry not found',
  notRevertable: 'This change cannot be reverted',
  notYourCopy: 'You can only revert your own changes to an assigned task',
  assignmentReverts: 'Change an assignment you sent from its own row',
  changedSince: (fields: readonly string[]) =>
    `Changed again since: ${fields.join(', ')}. Send force to revert anyway.`,
} as const;

/**
 * Team tasks (docs/api.md#team-tasks): the notifications their changes write (each names who acted,
 * shown beside the sender's name too), the routes' answers and their refusals.
 */
export const teamTaskTexts = {
  assigned: (username: string, description: string) => `${username} assigned you "${description}"`,
  upForGrabs: (description: string, listName: string) => `"${description}" is up for grabs in ${listName}`,
  claimed: (username: string, description: string) => `${username} claimed "${description}"`,
  nudged: (username: string, description: string) =>
    `${username} is waiting for your part of "${description}"`,
  claimedFirst: (username: string) => `${username} claimed it first`,
  nudgeSent: (count: number) => (count === 1 ? 'Nudged 1 assignee' : `Nudged ${count} assignees`),
  notInSharedList: 'Assignees, completion modes and rotations are for tasks in shared lists',
  assigneeNotMember: 'Assignees must be members of the list',
  rotationNotMember: 'A rotation is made of members of the list',
  rotationNeedsRepeat: 'Only a repeating task can rotate between members',
  oneClaimer: 'A task up for grabs has at most one assignee: whoever claimed it',
  notUpForGrabs: 'This task is not up for grabs',
  notClaimer: 'Only whoever claimed this task can give it back',
  notAssignee: 'Only its assignees can complete their part of this task',
  nothingPending: 'Nobody is pending on this task',
  nudgedRecently: 'Its assignees were nudged less than an hour ago',
} as const;

/**
 * Comments on a task (docs/api.md#comments): the routes' answers, their refusals, and the
 * notification an @mention writes.
 */
export const commentTexts = {
  textRequired: 'Comment text is required',
  textTooLong: 'A comment can be at most 2,000 characters',
  notFound: 'Comment not found',
  notAuthor: 'Only its author can edit a comment',
  editWindowOver: 'A comment can be edited for 24 hours after it was written',
  cannotDelete: "Only its author, the task's owner or the list's owner can delete a comment",
  deleted: 'Comment deleted',
  read: 'Comments marked as read',
  mentioned: (username: string, description: string) => `${username} mentioned you on "${description}"`,
  commented: (username: string, description: string) => `${username} commented on "${description}"`,
} as const;

/** Answers of the load-test routes (`{ message }`): what was done and how long it took. */
export const burnTexts = {
  memory: (mb: number, ms: number) => `Allocated, touched and released ${mb} MB in ${ms} ms`,
  rps: 'ok',
} as const;

/**
 * The server's refusal of a push endpoint that is no browser push service (functions/lib/push-endpoint.ts).
 * Apart from reminderTexts: the web never shows it, so it stays out of the web's bundle.
 */
export const pushTexts = {
  endpointNotPushService:
    'endpoint must be a browser push service (fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com or *.notify.windows.com)',
} as const;

/** Data in and out: the server's answers and refusals of export, import and the calendar feed. */
export const dataTexts = {
  csvFileName: 'The file must be <list id>.csv',
  csvTooLarge: 'The list is larger than 5 MB as CSV: use Export my data instead',
  importFileTooLarge: 'The file is larger than 2 MB',
  importTooManyRows: 'The file has more than 5000 rows',
  importTooManyGroups: 'The file has more than 50 lists',
  importUnknownFormat: 'The file is not a teamtodo export, a Todoist CSV or a TickTick backup CSV (line 1)',
  importNotCsv: 'This is not a CSV file: it looks like a picture or another binary file',
  importNotText: 'This is not a text file: choose a teamtodo export (.json), or a Todoist or TickTick CSV',
  importParseError: (line: number, reason: string) => `Line ${line}: ${reason}`,
  importFileInvalid: 'file must be the text of the file',
  importDryRunInvalid: 'dryRun must be true or false',
  importFileNameInvalid: 'fileName must be a name of at most 255 characters',
  importGroupInvalid: 'groupId must be the id of a list',
  /** A built-in view or an assignment view named as the list to import into. */
  importGroupNotAList:
    'Tasks can be imported into one of your lists or a list shared with you, not into a view',
  csvUnclosedQuote: 'a quoted cell is not closed',
  csvQuoteInCell: 'a quote inside a cell that is not quoted',
  csvAfterQuote: 'text after a closing quote',
  csvMissingColumns: (columns: string[]) => `missing columns ${columns.join(', ')}`,
  jsonInvalid: 'not valid JSON',
  jsonNotExport: 'not a teamtodo export of version 1',
  skipEmptyTitle: 'The task has no title',
  /** A user the file does not name. */
  someone: 'someone',
  skipSubtaskWithoutParent: 'A subtask without a task above it',
  skipParentNotFound: 'Its parent task is not in the file',
  /** A copy `assigner` assigned to the export's owner (who may not be the one importing). */
  skipAssignedCopy: (assigner: string, owner: string) =>
    `A task ${assigner} assigned to ${owner} is not imported (it belongs to ${assigner}'s assignment)`,
  /** An assignment the export's owner made. */
  skipAssignmentMade: (owner: string) =>
    `An assignment ${owner} made is not imported (it lives in the assignees' lists too)`,
  skipUnknownType: (type: string) => `Rows of type ${type} are not imported`,
  skipDeepSubtask: 'A subtask of a subtask becomes a step of its top task',
  warnTitleCut: 'The title was cut to 180 characters',
  warnNotesCut: 'The notes were cut to 4000 characters',
  warnStepsCut: 'Steps beyond 50 were left out',
  warnDateUnread: (date: string) => `The date "${date}" could not be read: imported without a due date`,
  warnRepeatUnmapped: (rule: string) => `The repeat "${rule}" has no equivalent here: imported without it`,
  warnDueMovedForRepeat: (day: string) => `Due date moved to ${day}, the first day its repeat falls on`,
  calendarFeedNotFound: 'Calendar feed not found',
  calendarTooMany: 'Too many calendar requests. Try again later.',
  calendarTokenRemoved: 'Calendar feed turned off',
} as const;

/**
 * Accounts and the deploy (docs/api.md#accounts): roles, the setup link, invitations, sessions and
 * password resets: the routes' answers and refusals.
 */
export const accountTexts = {
  accountDisabled: 'This account is disabled',
  signUpNeedsInvite: 'Sign-up needs an invitation',
  signUpNeedsDomain: (domains: string[]) =>
    domains.length === 0
      ? 'Sign-up needs an invitation'
      : `Sign-up needs an email address at ${domains.join(', ')}`,
  inviteInvalid: 'This invitation link is not valid: ask for a new one',
  inviteExpired: 'This invitation has expired: ask for a new one',
  inviteUsedUp: 'This invitation has been used up: ask for a new one',
  inviteDeleted: 'Invitation deleted',
  inviteNotFound: 'Invitation not found',
  invitesAdminsOnly: 'Only admins can invite people to this site',
  tooManyInvitations: 'Too many invitations today. Try again tomorrow.',
  adminsOnly: 'Only admins can do this',
  ownerOnly: 'Only the owner can do this',
  mayNotChange: 'You may not change this account',
  ownerUnchangeable: "The owner's account cannot be changed: the owner can hand the role over",
  notYourself: 'You cannot change your own account here',
  accountChanged: 'This account changed meanwhile: reload and try again',
  setupLinkInvalid: 'This setup link is not valid',
  deployClaimed: 'This site already has an owner',
  ownershipTransferred: 'Ownership handed over',
  transferToSelf: 'You already own this site',
  transferTargetInvalid: 'Ownership can go only to an account that exists and is not disabled',
  resetLinkInvalid: 'This link is not valid or has expired: ask for a new one',
  passwordReset: 'Password set: sign in with your new password',
  sessionEnded: 'Signed out of that session',
  sessionNotFound: 'Session not found',
  otherSessionsEnded: 'Signed out everywhere else',
  tooManyAttempts: 'Too many attempts. Try again later.',
  userIdRequired: 'userId is required',
  tokenRequired: 'token is required',
  roleInvalid: "role must be 'admin' or 'member'",
  disabledInvalid: 'disabled must be true or false',
  registrationInvalid: "registration must be 'open', 'invite' or 'domain'",
  domainInvalid: (domain: string) => `${domain} is not a domain name`,
  domainsTooMany: 'At most 20 domains can be allowed',
  usesInvalid: 'uses must be a whole number from 1 to 100',
  expiresInDaysInvalid: 'expiresInDays must be a whole number from 1 to 30',
  cursorInvalid: 'cursor must be the next value of the previous page',
  loginRequired: 'Enter your username or email address',
  passkeyChallengeInvalid: 'This passkey request expired or was already answered: try again',
  passkeyNotVerified: 'This passkey could not be verified: try again',
  passkeyKnown: 'This passkey is registered already',
  passkeyUnknown: 'This passkey is not one of this site, or was removed',
  passkeyNotFound: 'Passkey not found',
  passkeyRemoved: 'Passkey removed',
  passkeyAnswerInvalid: 'response must be the answer of a passkey',
  mailOff: 'This site sends no email: ask an admin for a link instead',
  domainNeedsMail: 'Sign-up by email domain needs the site to send email (-c mailFrom)',
  domainNeedsDomains: 'Add at least one allowed domain',
  forgotSent:
    'If an account with a verified email address matches, we sent it a link to set a new password. It works for 30 minutes.',
  verifyLinkInvalid: 'This verification link is not valid or has expired: ask for a new one',
  emailVerified: 'Email address verified',
  verifySent: (email: string) => `We sent a verification link to ${email}`,
  noEmail: 'Add an email address to your profile first',
  alreadyVerified: 'This email address is verified already',
  emailTaken: 'Another account has verified this email address',
  verifyEmailFirst: 'Verify your email address first: open the link we sent you, or ask for a new one',
  checkYourEmail: (email: string) => `Almost there: open the link we sent to ${email} to finish signing up`,

  // Two-factor sign-in (docs/api.md#two-factor-sign-in).
  /** The sign-in's 401 when the password was right and the account asks for its second factor. */
  signInCodeNeeded: 'Enter the code from your authenticator app',
  codeRequired: 'Enter the code from your authenticator app, or a recovery code',
  codeForm: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  authenticatorCodeForm: 'Enter the 6-digit code from your authenticator app',
  codeInvalid: 'That code is not valid',
  challengeRequired: 'challenge is required',
  challengeInvalid: 'This sign-in has expired: sign in with your password again',
  challengeSpent: 'Too many wrong codes: sign in with your password again',
  resetNeedsCode:
    'This account signs in with two-factor: enter a code from your authenticator app, or a recovery code',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on',
  twoFactorNotSetUp: 'Set up two-factor sign-in first',
  twoFactorNotOn: 'Two-factor sign-in is not on',
  twoFactorChanged: 'Two-factor sign-in changed meanwhile: start again',
  twoFactorOff: 'Two-factor sign-in is off',
  twoFactorRequired: 'This site requires admins to use two-factor sign-in: set it up on your profile first',
  twoFactorKept: 'This site requires admins to use two-factor sign-in: it cannot be turned off',
  // What a session alone may not do (docs/decisions/0142-sensitive-changes-need-proof.md).
  /** 401 of a change that needs the password besides the session (a passkey's registration). */
  passwordToContinue: 'Enter your password to continue',
  /** 403 (with `twoFactorRequired: true` and `stepUp`) of an admin route to a session signed in with the password alone. */
  sessionNeedsSecondFactor: 'Confirm it is you with your second factor to continue',
  /** 403 of adding a second factor, to a session that has not proved the one the account has. */
  addFactorNeedsSecondFactor: 'Confirm it is you with your second factor first',
  stepUpProofRequired: 'Enter a code, or confirm with a passkey',
  steppedUp: 'Confirmed: this session may go on',
  codeTooLong: 'code must be at most 64 characters',
  ownerCannotDelete:
    'The owner cannot delete their account: hand the site over to another account first (Administration)',
  accountBeingDeleted: 'This account is being deleted',
  deletionGoesOn: 'Deleting the account: call again to go on',
  accountDeleted: 'Account deleted',
} as const;

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

/**
 * The recovery address's answers (docs/api.md#email, docs/decisions/0142-sensitive-changes-need-proof.md):
 * the verification page's request for proof, the undo link's, and the reset page's passkeys.
 */
export const recoveryTexts = {
  /** A link made for a session, opened without the password (the answer also says `passwordNeeded: true`). */
  passwordNeeded: 'Enter your password to confirm this address',
  undoLinkInvalid: 'This link is not valid or has expired',
  undone: (email: string) =>
    `Your recovery address is ${email} again, and every session was signed out. If someone else may know your password, set a new one with "Forgot password?".`,
  passkeyIdRequired: 'id is required',
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
