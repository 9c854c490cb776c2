/**
 * The web's own texts, shown from its first download: the screens, labels, toasts and data-call
 * failures of SPEC.md sections 2 and 8, spelled exactly as there, and the app's own labels. The
 * rule for what goes where is in ./README.md.
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
  /** The web's own view of team tasks nobody has claimed (docs/api.md#team-tasks), after "Assigned by you". */
  upForGrabsView: 'Up for grabs',
  emptyHintUpForGrabs: 'Tasks up for grabs in your shared lists show up here',
  emptyHintSavedFilter: 'No tasks match this filter',
  dueLabel: (date: string) => `Due ${date}`,
  fromGroup: (name: string) => `(from ${name})`,
  assignedBy: (username: string) => `Assigned by ${username}`,
  /** A shared list's task row: who completed it, or who added it, when it was someone else. */
  completedBy: (username: string) => `✓ by ${username}`,
  addedBy: (username: string) => `Added by ${username}`,
  sharedWithYou: 'Shared with you',
  listNoLongerShared: (name: string) => `"${name}" is no longer shared with you`,
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

/** A text field near its limit, and a paste over it (web/src/components/TextLimit.tsx). */
export const limitTexts = {
  count: (length: number, max: number) => `${length}/${max}`,
  pasteTooLong: (over: number, max: number) =>
    `Not pasted: ${over} ${over === 1 ? 'character' : 'characters'} over the limit of ${max}`,
} as const;

/** The installable, offline-tolerant app. */
export const offlineTexts = {
  newVersion: 'New version available',
  reload: 'Reload',
  offline: 'Offline: changes will sync when you are back',
  /** How many changes the outbox still holds (beside the offline text, or alone while they sync). */
  waiting: (count: number) => (count === 1 ? '1 change waiting to sync' : `${count} changes waiting to sync`),
  /** A row or group whose change is in the outbox (its mark's accessible name). */
  waitingMark: 'Waiting to sync',
  /** A change the outbox does not keep (team, profile, notifications), tried offline: what was typed stays. */
  needsConnection: 'This needs a connection',
} as const;

/**
 * Texts of the web that SPEC.md does not spell: accessible names, tooltips and small captions.
 * SPEC.md's own texts stay in the groups above.
 */
export const labels = {
  /** A row's priority flag (1 to 3; none for 4). */
  priority: (priority: number) => `Priority ${priority}`,
  /** The sidebar footer's link to the bin (web/src/features/bin). */
  recentlyDeleted: 'Recently deleted',
  appName: 'Team Todo',
  home: 'Team Todo home',
  signInTitle: 'Sign in',
  signUpTitle: 'Sign up',
  yourProfile: 'Your profile',
  notificationsNew: 'Notifications (new)',
  search: 'Search',
  searching: 'Searching...',
  searchInList: (name: string) => `in ${name}`,
  searchDone: 'Completed',
  loadingPage: 'Loading',
  themeToDark: 'Switch to dark theme',
  themeToLight: 'Switch to light theme',
  showSidebar: 'Show groups',
  hideSidebar: 'Hide groups',
  groups: 'Groups',
  createGroup: 'Create group',
  groupName: 'Group name',
  renameGroup: (name: string) => `Rename group ${name}`,
  shareList: (name: string) => `Share ${name}…`,
  listMembers: (name: string) => `Members of ${name}`,
  saveGroupName: 'Save group name',
  deleteGroup: (name: string) => `Delete group ${name}`,
  tasks: 'Tasks',
  taskDescription: 'Task description',
  editTask: (description: string) => `Edit task ${description}`,
  saveTask: 'Save task',
  deleteTask: (description: string) => `Delete task ${description}`,
  /** An "Assigned by you" row's cross: the assignment and every assignee's copy go. */
  deleteForEveryone: (description: string) => `Delete for everyone: ${description}`,
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
  // The row's details button and indicators; the panel's own texts: ./details-panel.ts.
  details: 'Details',
  /** A row's Details button, named after its task. */
  taskDetails: (description: string) => `Details: ${description}`,
  hasNotes: 'Has notes',
  /** A row's unread mark: comments its user has not read (docs/api.md#comments). */
  unreadComments: (count: number) => `${count} unread comments`,
  stepsDone: (done: number, total: number) => `${done} of ${total} steps done`,
  repeats: 'Repeats',
  /** The row's bell, while a reminder is set on an open task. */
  hasReminder: 'Has a reminder',
  /** The row's bell, with the reminder's time ('Has a reminder at Tue, Dec 1, 9:00'). */
  hasReminderAt: (when: string) => `Has a reminder at ${when}`,
  /** A list's CSV, in the list's actions in the sidebar. */
  downloadCsv: (name: string) => `Download CSV of ${name}`,
} as const;

/**
 * Texts of the profile, notifications and load-test screens that SPEC.md does not spell: accessible
 * names, captions and the load-test results. SPEC.md's own texts stay in `ui` and `toasts`.
 */
export const profileLabels = {
  email: 'Email',
  bio: 'Bio',
  accountInfo: 'Profile information',
  avatarOf: (username: string) => `${username}'s profile picture`,
  completionOf: (percent: number) => `${percent}%`,
  chooseImage: 'Choose an image',
  chosenImage: 'The chosen image, to crop',
  notAnImage: (name: string) =>
    `"${name}" is not an image: choose a photo or a picture (JPEG, PNG, GIF or WebP)`,
  cropArea: 'Crop area: arrow keys move it by 1 px, with Shift by 10 px, with Ctrl by 100 px',
  cropPreview: 'Preview of the new profile picture',
  viewProfile: (username: string) => `View ${username}'s profile`,
  deleteNotification: 'Delete notification',
  reminderFrom: 'Reminder',
  openNotificationTask: (text: string) => `${text}: open the task`,
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

/**
 * Everyday use: undo, confirmations, the completed section, overdue dates, the skip link
 * and the keyboard shortcuts' help. Texts SPEC.md does not spell; SPEC.md's own are unchanged above.
 */
export const everydayTexts = {
  undo: 'Undo',
  taskDeleted: 'Task deleted',
  editDiscarded: 'Edit discarded',
  assignmentDeleted: 'Assignment deleted for everyone',
  assigneeRemoved: 'Assignee removed',
  /** Reopening a repeating task took back the occurrence its completion had created. */
  nextOccurrenceRemoved: 'Its next occurrence was removed too',
  /** Reopening a repeating task whose next occurrence was changed since: both stay open. */
  nextOccurrenceKept: 'Its next occurrence was changed, so both stay open',
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
