/**
 * What the server answers and writes about tasks: changes, the bin, assignments, reminders,
 * repeats, history, team tasks.
 */

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
