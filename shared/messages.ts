/**
 * The message catalogue: every user-visible text of SPEC.md sections 2, 5 and 8, spelled exactly
 * as there, plus the server's own error messages. Web code and tests import texts from here;
 * nothing else spells them.
 */

/** Texts of the screens (SPEC.md section 2). */
export const ui = {
  notFound: 'Page Not Found',
  searchPlaceholder: 'Search users, groups, todos...',
  searchNoResults: 'No results found',
  searchFailed: 'Failed to search. Please try again.',
  searchSectionUsers: 'Users',
  searchSectionGroups: 'Groups',
  searchSectionTasks: 'Tasks',
  newGroupPlaceholder: 'New Group',
  emptyTitle: 'Dashboard',
  emptyHints: [
    'Tasks from today will appear here',
    'Important tasks will appear here',
    'Tasks with due dates will appear here',
    'Tasks assigned to you show up here',
    'Tasks assigned by you show up here',
  ],
  emptyHintUserGroup: 'Add tasks to get started',
  dueLabel: (date: string) => `Due ${date}`,
  fromGroup: (name: string) => `(from ${name})`,
  assignedBy: (username: string) => `Assigned by ${username}`,
  assignedTo: (count: number) => `→ Assigned to ${count} user(s)`,
  completedBadge: 'Completed',
  pendingBadge: 'Pending',
  addTaskPlaceholder: 'Add a new task...',
  add: 'Add',
  cancel: 'Cancel',
  apply: 'Apply',
  // Sign-in and sign-up
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  signInButton: 'Sign in now',
  signUpButton: 'Sign up now',
  loading: 'loading...',
  toSignUpLink: "Account doesn't exist?",
  toSignInLink: 'Account already exists?',
  passwordHint: 'Must be more than 6 characters, including number, lowercase letter, uppercase letter',
  // Own profile
  noEmail: 'No email added',
  noBio: 'No bio added',
  accountCreated: (date: string) => `Account created: ${date}`,
  notAvailable: 'N/A',
  editProfileInfo: 'Edit Profile Info',
  saveChanges: 'Save Changes',
  taskStatistics: 'Task Statistics',
  totalTasks: 'Total Tasks',
  completed: 'Completed',
  pending: 'Pending',
  taskCompletion: 'Task Completion',
  teamMembers: 'Team Members',
  noTeamMembers: 'No team members yet',
  updateProfilePicture: 'Update Profile Picture',
  saveProfilePicture: 'Save Profile Picture',
  changePassword: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  signOut: 'Sign out',
  burnMemory: 'Burn Memory',
  burnRps: 'Burn RPS',
  // Other user's profile
  statTasks: 'Tasks',
  statTeams: 'Teams',
  goBack: 'Go Back',
  addToTeam: 'Add to Team',
  requestSent: 'Request Sent',
  removeFromTeam: 'Remove from Team',
  userNotFound: 'User not found',
  loadProfileFailed: 'Failed to load user profile.',
  // Notifications page
  notificationsHeading: 'Notifications',
  teamRequests: 'Team Requests',
  wantsToAddYou: 'wants to add you to their team',
  accept: 'Accept',
  reject: 'Reject',
  processed: 'Processed',
  yourNotifications: 'Your Notifications',
  sentYouANotification: 'sent you a notification',
  noNotifications: 'No notifications',
  noNotificationsHint: "You don't have any notifications right now.",
  unknownUser: 'Unknown User',
} as const;

/** Validation texts (SPEC.md section 5) and the server's bad-input messages. */
export const validation = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameForm: 'Username must be 3 to 30 characters: letters, digits, dot, dash or underscore',
  passwordPattern:
    'Password must be at least 6 characters and include a number, a lowercase and an uppercase letter',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordMin: 'Password must be at least 6 characters',
  passwordsRequired: 'Current and new password are required',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 180 characters',
  groupNameRequired: 'Group name is required',
  groupNameTooLong: 'Group name must be at most 20 characters',
  dueInvalid: 'Due date must be an ISO date-time',
  booleanInvalid: (field: string) => `${field} must be true or false`,
  emailInvalid: 'Email address is not valid',
  bioTooLong: 'Bio must be at most 500 characters',
  noTeammatesSelected: 'No teammates have been selected',
  cropFailed: 'Could not crop image',
  cannotRequestSelf: 'You cannot send a team request to yourself',
  imageRequired: 'Image is required',
  imageNotBase64: 'Image must be base64 data without a data-URL header',
  imageNotJpeg: 'Image must be a JPEG',
  imageTooLarge: 'Image must be at most 1 MB',
  burnSizeInvalid: 'Size must be a whole number of MB from 1 to 400',
  partnersInvalid: 'Partners must be a list of user ids',
  tooManyPartners: 'A task can be assigned to at most 20 teammates at once',
  notTeammate: 'Tasks can only be assigned to teammates',
  assignmentRowRequired: 'The assigned task is required',
  assignmentIndexInvalid: 'Index must be the position of an assignee of this task',
  assignmentTodosInvalid: 'Todos must be a list of assigned tasks',
  tooManyStatusCopies: 'At most 2000 assigned copies can be checked at once',
  assignedOnCreate: 'Tasks are assigned to teammates with send-assignment, not created as assigned',
  updateFieldsRequired: 'Send completed or description to update a task',
  groupIdInvalid: 'groupId must be a string or null',
  /** create: the two assignment views hold copies only (send-assignment makes them). */
  groupNotAHome: 'Tasks cannot be added to this group',
} as const;

/** Fallback texts of failed data calls (SPEC.md section 8). */
export const failures = {
  signIn: 'Failed to sign in',
  signUp: 'Failed to sign up',
  changePassword: 'Failed to change password',
  updateProfile: 'Failed to update profile',
  getNotifications: 'Failed to get notifications',
  getRequests: 'Failed to get requests',
  getTeammates: 'Failed to get teammates',
  getUserInfo: 'Failed to get user info',
  sendAssignment: 'Failed to send assignment',
  editAssignment: 'Failed to edit assignment',
  deleteAssignmentSingle: 'Failed to delete assignment for single teammate',
  deleteAssignmentAll: 'Failed to delete assignment for all teammates',
  getAssignmentsStatus: 'Failed to get assignments status',
  sendRequest: 'Failed to send request',
  removeFromTeam: 'Failed to remove from team',
  acceptRequest: 'Failed to accept request',
  rejectRequest: 'Failed to reject request',
  deleteWaitlist: 'Failed to delete waitlist',
  createTodo: 'Failed to create todo',
  getTodos: 'Failed to get todos',
  getAllTodos: 'Failed to get all todos',
  deleteTodo: 'Failed to delete todo',
  updateTodo: 'Failed to update todo',
  getGroups: 'Failed to get groups',
  createGroup: 'Failed to create group',
  updateGroup: 'Failed to update group',
  deleteGroup: 'Failed to delete group',
  uploadImage: 'Failed to upload image',
  getImage: 'Failed to get image',
  invalidCredentials: 'Invalid credentials',
} as const;

/** Toast texts (SPEC.md section 8). */
export const toasts = {
  creatingGroup: 'Creating group...',
  groupCreated: 'Group created successfully',
  createGroupFailed: 'Failed to create group',
  updatingGroup: 'Updating group...',
  groupUpdated: 'Group updated successfully',
  updateGroupFailed: 'Failed to update group',
  creatingTask: 'Creating task...',
  taskCreated: 'Task created successfully',
  createTaskFailed: 'Failed to create task',
  updatingTask: 'Updating task...',
  taskCompleted: 'Task marked as completed',
  taskNotCompleted: 'Task marked as not completed',
  taskUpdated: 'Task updated successfully',
  updateTaskFailed: 'Failed to update task',
  passwordChanged: 'Password changed successfully!',
  passwordChangeFailed: 'Error changing password. Please try again.',
  imageUploaded: 'Image uploaded successfully!',
  imageUploadFailed: 'Error uploading image. Please try again.',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Error updating profile. Please try again.',
  requestSent: 'Request sent',
  sendRequestFailed: 'Failed to send request',
  userRemoved: 'User removed from team',
  removeUserFailed: 'Failed to remove user from team',
  requestAccepted: 'Request accepted successfully!',
  acceptRequestFailed: 'Failed to accept request.',
  requestRejected: 'Request rejected.',
  rejectRequestFailed: 'Failed to reject request.',
  notificationDeleted: 'Notification deleted.',
  deleteNotificationFailed: 'Failed to delete notification.',
  loadNotificationsFailed: 'An error occurred while loading notifications.',
  burnMemoryFailed: 'Error burning memory. Please try again.',
  burnRpsFailed: 'Error during RPS burn. Please try again.',
} as const;

/** The installable, offline-tolerant app (issue 25). */
export const offlineTexts = {
  newVersion: 'New version available',
  reload: 'Reload',
  offline: 'Offline: changes will sync when you are back',
  /** How many changes the outbox still holds (beside the offline text, or alone while they sync). */
  waiting: (count: number) => (count === 1 ? '1 change waiting to sync' : `${count} changes waiting to sync`),
  /** A row or group whose change is in the outbox (its mark's accessible name). */
  waitingMark: 'Waiting to sync',
} as const;

/** The changes the server refused when the outbox replayed them (issue 25; loaded with that panel). */
export const outboxTexts = {
  refusedTitle: 'Not saved',
  /** One refused change: what it was, then the server's reason. */
  refused: (what: string, reason: string) => `${what}: ${reason}`,
  dismiss: 'Dismiss',
  /** A change that depended on one the server refused (e.g. a change to a task never created). */
  dependsOnRefused: 'It depended on a change that was not saved',
  /** What a kept change was, by its kind (web/src/api/outbox/state.ts `ChangeKind`). */
  kinds: {
    createTask: (description: string) => `Add "${description}"`,
    changeTask: (description: string) => `Change "${description}"`,
    deleteTask: (description: string) => `Delete "${description}"`,
    createGroup: (name: string) => `Create group "${name}"`,
    renameGroup: (name: string) => `Rename group to "${name}"`,
    deleteGroup: (name: string) => `Delete group "${name}"`,
  },
} as const;

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

/**
 * Texts of the web that SPEC.md does not spell: accessible names, tooltips and small captions.
 * SPEC.md's own texts stay in the groups above.
 */
export const labels = {
  appName: 'Team Todo',
  home: 'Team Todo home',
  signInTitle: 'Sign in',
  signUpTitle: 'Sign up',
  yourProfile: 'Your profile',
  notificationsNew: 'Notifications (new)',
  search: 'Search',
  searching: 'Searching...',
  loadingPage: 'Loading',
  themeToDark: 'Switch to dark theme',
  themeToLight: 'Switch to light theme',
  showSidebar: 'Show groups',
  hideSidebar: 'Hide groups',
  groups: 'Groups',
  createGroup: 'Create group',
  groupName: 'Group name',
  renameGroup: (name: string) => `Rename group ${name}`,
  saveGroupName: 'Save group name',
  deleteGroup: (name: string) => `Delete group ${name}`,
  tasks: 'Tasks',
  taskDescription: 'Task description',
  editTask: (description: string) => `Edit task ${description}`,
  saveTask: 'Save task',
  deleteTask: (description: string) => `Delete task ${description}`,
  toggleTask: (description: string) => `Toggle completion of ${description}`,
  important: 'Important',
  markImportant: 'Mark as important',
  showAssignees: 'Show assignees',
  hideAssignees: 'Hide assignees',
  removeAssignee: (username: string) => `Remove ${username} from this task`,
  dueDate: 'Due date',
  chooseDueDate: 'Choose due date',
  clearDueDate: 'Clear due date',
  dueDateText: 'Type a date (yyyy-mm-dd)',
  ymdPlaceholder: 'yyyy-mm-dd',
  clear: 'Clear',
  chooseTeammates: 'Choose teammates',
  teammatesSelected: (count: number) => `${count} selected`,
  teammates: 'Teammates',
  pageFailed: 'This page could not be shown.',
  reload: 'Reload',
  // The row's details button and indicators (issue 22); the panel's own texts: ./details-messages.ts.
  details: 'Details',
  hasNotes: 'Has notes',
  stepsDone: (done: number, total: number) => `${done} of ${total} steps done`,
  repeats: 'Repeats',
  /** Issue 24: the row's bell, while a reminder is set on an open task. */
  hasReminder: 'Has a reminder',
  /** The row's bell, with the reminder's time ('Has a reminder at Tue, Dec 1, 9:00'). */
  hasReminderAt: (when: string) => `Has a reminder at ${when}`,
  /** Issue 26: a list's CSV, in the list's actions in the sidebar. */
  downloadCsv: (name: string) => `Download CSV of ${name}`,
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
 * Refusals of the task details (issue 22: notes, steps, repeat, moves), apart from `validation` so
 * that only the task and assignment functions carry them.
 */
export const detailTexts = {
  groupIdNotText: 'groupId must be a group id',
  /** update: a move names a group that is not one of the caller's (or is being deleted). */
  moveGroupNotFound: 'Tasks can only be moved to one of your groups',
  notesInvalid: 'notes must be a string',
  notesTooLong: 'Notes must be at most 4000 characters',
  stepsInvalid: 'Steps must be a list of { _id?, title, completed? }',
  tooManySteps: 'A task can have at most 50 steps',
  stepTitleRequired: 'Step title is required',
  stepTitleTooLong: 'Step title must be at most 180 characters',
  repeatInvalid: 'Repeat must be null or { rule, from }',
  repeatFromInvalid: "Repeat from must be 'due' or 'completion'",
  repeatRuleFreq: 'Repeat rule needs FREQ=DAILY, WEEKLY, MONTHLY or YEARLY',
  repeatRuleInterval: 'Repeat INTERVAL must be a whole number from 1 to 365',
  repeatRuleByDay: 'Repeat BYDAY must list distinct weekdays (MO,TU,WE,TH,FR,SA,SU), with FREQ=WEEKLY only',
  repeatRuleByMonthDay:
    'Repeat BYMONTHDAY must be a day from 1 to 31, or -1 for the last day, with FREQ=MONTHLY only',
  repeatRulePart: (part: string) => `Repeat rule part ${part} is not supported`,
  repeatTimeZoneInvalid: 'Repeat timeZone must be an IANA time zone name',
  repeatNeedsDue: 'A repeating task needs a due date',
  remindAtInvalid: 'remindAt must be an ISO 8601 date-time or null',
  remindAtPast: 'A reminder must be in the future',
} as const;

/**
 * Reminders, completion notices and Web Push (issue 24): the notification texts the server writes,
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
 * Texts of the team routes (issue 4): the notifications they write (shown under 'Your
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
  // Refusals.
  alreadyTeammate: 'This user is already on your team',
  alreadyPending: 'A team request between you and this user is already pending',
  notTeammate: 'This user is not on your team',
  requestNotFound: 'Request not found',
  requestAnswered: 'This request has already been answered',
  noteNotFound: 'Notification not found',
  teamChanged: 'Your team changed meanwhile, please try again',
  toUserRequired: 'toUser is required',
  searchQueryTooLong: 'Search text must be at most 100 characters',
} as const;

/**
 * Texts of the profile, notifications and load-test screens that SPEC.md does not spell: accessible
 * names, captions and the load-test results (issue 8). SPEC.md's own texts stay in `ui` and `toasts`.
 */
export const profileLabels = {
  email: 'Email',
  bio: 'Bio',
  accountInfo: 'Profile information',
  avatarOf: (username: string) => `${username}'s profile picture`,
  completionOf: (percent: number) => `${percent}%`,
  chooseImage: 'Choose an image',
  chosenImage: 'The chosen image, to crop',
  cropArea: 'Crop area: arrow keys move it by 1 px, with Shift by 10 px, with Ctrl by 100 px',
  cropPreview: 'Preview of the new profile picture',
  viewProfile: (username: string) => `View ${username}'s profile`,
  deleteNotification: 'Delete notification',
  loadTest: 'Load test',
  burnMemorySize: 'Memory size in MB',
  burnMemoryPlaceholder: 'Size in MB (max 400)',
  burnRpsCount: 'Number of requests',
  burnRpsPlaceholder: 'Requests at 200 per second (default 2000)',
  burnRpsCountInvalid: 'Number of requests must be a whole number from 1 to 2000',
  burnRpsProgress: 'Burn RPS progress',
  burnRpsSummary: (answered: number, failed: number) => `Answered ${answered}, failed ${failed}`,
  burnRpsLatency: (p50: number, p95: number, p99: number) =>
    `Latency p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms`,
  burnRoutesOff: 'The load-test routes are off on this deployment.',
} as const;

/** Answers of the load-test routes (`{ message }`): what was done and how long it took. */
export const burnTexts = {
  memory: (mb: number, ms: number) => `Allocated, touched and released ${mb} MB in ${ms} ms`,
  rps: 'ok',
} as const;

/**
 * Refusals of input the store cannot hold or the gateway cannot route (the limits and why:
 * docs/decisions/0036-input-bounded-before-dynamodb.md).
 */
export const inputTexts = {
  /** A string with a lone surrogate: DynamoDB in AWS stores valid UTF-8 only. */
  textNotUnicode: 'Text must be valid Unicode',
  /** A path whose percent-encoding does not decode (API Gateway's own answer). */
  badRequest: 'Bad Request',
} as const;

/**
 * Everyday use (issue 23): undo, confirmations, the completed section, overdue dates, the skip link
 * and the keyboard shortcuts' help. Texts SPEC.md does not spell; SPEC.md's own are unchanged above.
 */
export const everydayTexts = {
  undo: 'Undo',
  taskDeleted: 'Task deleted',
  editDiscarded: 'Edit discarded',
  confirmDeleteGroup: (name: string, count: number) =>
    `Delete "${name}" and its ${count} ${count === 1 ? 'task' : 'tasks'}?`,
  deleteGroup: 'Delete group',
  confirmRemoveTeammate: (username: string) => `Remove ${username} from your team?`,
  removeTeammate: 'Remove',
  completedSection: (count: number) => `Completed (${count})`,
  completedTasks: 'Completed tasks',
  overdue: 'Overdue',
  skipToTasks: 'Skip to tasks',
} as const;

/** The shortcuts' help (issue 23): apart, so that only the help, loaded on demand, carries them. */
export const shortcutHelpTexts = {
  shortcutsTitle: 'Keyboard shortcuts',
  shortcutsHint: 'Shortcuts work when focus is not in a text field.',
  close: 'Close',
  shortcuts: {
    'focus-add': 'Add a task',
    'focus-search': 'Search',
    help: 'Show this help',
    undo: 'Undo the last delete or discarded edit',
    'go-today': 'Go to Today',
    'go-important': 'Go to Important',
    'go-planned': 'Go to Planned',
    'go-assigned-to-me': 'Go to Assigned to you',
    'go-assigned-by-me': 'Go to Assigned by you',
    next: 'Next task',
    previous: 'Previous task',
    toggle: 'Complete or reopen the task',
    edit: 'Edit the task',
    open: "Open the task's details",
    star: 'Star the task',
    delete: 'Delete the task (with undo)',
  },
  keyNames: { ' ': 'Space', ArrowDown: '↓', ArrowUp: '↑', Enter: 'Enter', Delete: 'Delete' } as Record<
    string,
    string
  >,
  keysInSequence: 'then',
  keysAlternative: 'or',
} as const;

/**
 * The server's refusal of a push endpoint that is no browser push service (functions/lib/push-endpoint.ts).
 * Apart from reminderTexts: the web never shows it, so it stays out of the web's bundle.
 */
export const pushTexts = {
  endpointNotPushService:
    'endpoint must be a browser push service (fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com or *.notify.windows.com)',
} as const;

/** Data in and out (issue 26): the server's answers and refusals of export, import and the calendar feed. */
export const dataTexts = {
  csvFileName: 'The file must be <list id>.csv',
  csvTooLarge: 'The list is larger than 5 MB as CSV: use Export my data instead',
  importFileTooLarge: 'The file is larger than 2 MB',
  importTooManyRows: 'The file has more than 5000 rows',
  importTooManyGroups: 'The file has more than 50 lists',
  importUnknownFormat: 'The file is not a teamtodo export, a Todoist CSV or a TickTick backup CSV (line 1)',
  importParseError: (line: number, reason: string) => `Line ${line}: ${reason}`,
  importFileInvalid: 'file must be the text of the file',
  importDryRunInvalid: 'dryRun must be true or false',
  importFileNameInvalid: 'fileName must be a name of at most 255 characters',
  csvUnclosedQuote: 'a quoted cell is not closed',
  csvQuoteInCell: 'a quote inside a cell that is not quoted',
  csvAfterQuote: 'text after a closing quote',
  csvMissingColumns: (columns: string[]) => `missing columns ${columns.join(', ')}`,
  jsonInvalid: 'not valid JSON',
  jsonNotExport: 'not a teamtodo export of version 1',
  skipEmptyTitle: 'The task has no title',
  skipSubtaskWithoutParent: 'A subtask without a task above it',
  skipParentNotFound: 'Its parent task is not in the file',
  skipAssignedCopy: 'A task assigned to you by someone else is not imported',
  skipAssignmentMade: "An assignment you made is not imported (it lives in your teammates' lists too)",
  skipUnknownType: (type: string) => `Rows of type ${type} are not imported`,
  skipDeepSubtask: 'A subtask of a subtask becomes a step of its top task',
  warnTitleCut: 'The title was cut to 180 characters',
  warnNotesCut: 'The notes were cut to 4000 characters',
  warnStepsCut: 'Steps beyond 50 were left out',
  warnDateUnread: (date: string) => `The date "${date}" could not be read: imported without a due date`,
  warnRepeatUnmapped: (rule: string) => `The repeat "${rule}" has no equivalent here: imported without it`,
  calendarFeedNotFound: 'Calendar feed not found',
  calendarTooMany: 'Too many calendar requests. Try again later.',
  calendarTokenRemoved: 'Calendar feed turned off',
} as const;

/** The profile's data section (issue 26): export, import, the calendar feed; and the list menu's CSV. */
export const dataLabels = {
  section: 'Your data',
  exportData: 'Export my data',
  exporting: 'Exporting…',
  exportFailed: 'The export failed, please try again',
  importData: 'Import',
  importChoose: 'Choose a file to import (teamtodo JSON, Todoist CSV or TickTick CSV)',
  importPreviewTitle: 'Import preview',
  importConfirm: 'Confirm import',
  importCancel: 'Cancel',
  importDone: 'Import finished',
  importAlready: 'This file was imported already: nothing new to create.',
  importSummary: (groups: number, tasks: number, steps: number, dryRun: boolean) =>
    `${dryRun ? 'Would create' : 'Created'} ${groups} ${groups === 1 ? 'list' : 'lists'}, ${tasks} ${tasks === 1 ? 'task' : 'tasks'} and ${steps} ${steps === 1 ? 'step' : 'steps'}`,
  importRenamed: (source: string, name: string) => `"${source}" becomes "${name}"`,
  importSkipped: (count: number) => `${count} ${count === 1 ? 'row' : 'rows'} skipped`,
  importNotes: 'Notes',
  importLine: (line: number | null, reason: string) => (line === null ? reason : `Line ${line}: ${reason}`),
  calendarTitle: 'Calendar feed',
  /** The link is shown only when made: only its hash is stored, so an earlier link cannot be shown again. */
  calendarOff: 'No feed link shown. Turn on to get one: a new link replaces any earlier one.',
  calendarOn: 'Turn on',
  calendarRotate: 'New link',
  calendarTurnOff: 'Turn off',
  calendarCopy: 'Copy link',
  calendarCopied: 'Link copied',
  calendarLink: 'Calendar feed link',
  calendarHelp:
    'Subscribe with this link: in Google Calendar, Other calendars > From URL; in Outlook, Add calendar > Subscribe from web; in Apple Calendar, File > New Calendar Subscription. A new link stops the old one at once.',
  downloadCsv: 'Download CSV',
} as const;
