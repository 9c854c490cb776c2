/** The web's own labels, the profile's, and the everyday words of the app. */

/**
 * Texts of the web that SPEC.md does not spell: accessible names, tooltips and small captions.
 * SPEC.md's own texts stay in ./screens-spec.ts.
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
 * and the keyboard shortcuts' help. Texts SPEC.md does not spell; SPEC.md's own are in ./screens-spec.ts.
 */
export const everydayTexts = {
  undo: 'Undo',
  taskDeleted: 'Task deleted',
  listDeleted: (name: string) => `List "${name}" deleted`,
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
