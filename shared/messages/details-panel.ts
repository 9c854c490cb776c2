/**
 * The task details panel (web/src/features/task-details/), loaded on demand. The rows' own
 * texts (the details button, the indicators) are in ./screens.ts `labels`; the repeat summary's
 * words are ./server.ts `repeatTexts`; a custom reminder time in the past is refused with
 * ./validation.ts `detailFieldTexts.remindAtPast`. The rule for what goes where is in ./README.md.
 */

export const detailsPanelTexts = {
  title: 'Task details',
  close: 'Close details',
  description: 'Description',
  completed: 'Completed',
  important: 'Important',
  notImportant: 'Not important',
  priority: 'Priority',
  /** A choice of the priority picker: 1 (highest) to 3, and 4, none. */
  priorityChoice: (priority: number) => (priority === 4 ? 'None' : `Priority ${priority}`),
  due: 'Due date',
  noDue: 'No due date',
  today: 'Today',
  tomorrow: 'Tomorrow',
  nextWeek: 'Next week',
  clearDue: 'Clear due date',
  list: 'List',
  notes: 'Notes',
  notesSaving: 'Saving…',
  notesSaved: 'Saved',
  notesFailed: 'Notes could not be saved. Your text is kept and saved again when you type or close.',
  retry: 'Retry',
  steps: 'Steps',
  addStep: 'Add step',
  newStep: 'New step',
  stepTitle: (title: string) => `Step: ${title}`,
  tickStep: (title: string) => `Done: ${title}`,
  moveUp: (title: string) => `Move ${title} up`,
  moveDown: (title: string) => `Move ${title} down`,
  deleteStep: (title: string) => `Delete step ${title}`,
  repeat: 'Repeat',
  noRepeat: 'Does not repeat',
  stopRepeat: "Don't repeat",
  quick: { daily: 'Daily', weekdays: 'Weekdays', weekly: 'Weekly', monthly: 'Monthly', yearly: 'Yearly' },
  custom: 'Custom',
  every: 'Every',
  interval: 'Interval',
  unit: 'Unit',
  units: { DAILY: 'days', WEEKLY: 'weeks', MONTHLY: 'months', YEARLY: 'years' },
  onDays: 'On days',
  weekdayNames: {
    MO: 'Monday',
    TU: 'Tuesday',
    WE: 'Wednesday',
    TH: 'Thursday',
    FR: 'Friday',
    SA: 'Saturday',
    SU: 'Sunday',
  },
  from: 'Count from',
  fromDue: 'The due date',
  fromCompletion: 'The day it is completed',
  applyRepeat: 'Set repeat',
  cancel: 'Cancel',
  repeatSetsDue: 'A repeating task needs a due date: setting a repeat makes it due today.',
  dueMovedForRepeat: (day: string) => `Due date moved to ${day}, the first day the repeat falls on`,
  viewOnlyList: 'You can view this list but not change it.',
  /** A shared list's task: who added it, and who changed it last, when that was someone else. */
  addedBy: (username: string) => `Added by ${username}`,
  changedBy: (username: string, when: string) => `last changed by ${username}, ${when}`,
  readOnlyCopy: (username: string) =>
    `Assigned by ${username}: you can complete it, tick its steps and set your own reminder; the rest is theirs to change.`,
  // Times of day (docs/api.md#times-of-day): the time field, floating or fixed, relative reminders.
  time: 'Time',
  timeNeedsDue: 'Set a due date to give it a time.',
  clearTime: 'Clear time',
  timePlaceholder: 'HH:MM',
  timeInvalid: 'Write the time as HH:MM, 24 h (for example 09:30 or 17:45)',
  floating: 'Floating (the same time wherever you are)',
  fixedIn: (zone: string) => `Fixed in ${zone}`,
  remindBefore: 'Remind me before',
  remindBeforeSet: (minutes: number) =>
    minutes === 0
      ? 'Reminder at due time'
      : minutes % 1440 === 0
        ? `Reminder ${minutes / 1440} ${minutes === 1440 ? 'day' : 'days'} before`
        : minutes % 60 === 0
          ? `Reminder ${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'} before`
          : `Reminder ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before`,
  atDueTime: 'At due time',
  beforeAmount: 'How many',
  beforeUnit: 'Unit',
  beforeUnits: { minutes: 'minutes before', hours: 'hours before', days: 'days before' },
  setBefore: 'Set',
  dateOnlyReminderNote: 'A task without a time is due at 9:00 for its reminders.',
  // The reminder picker; a custom time in the past is refused with messages.ts detailTexts.remindAtPast.
  remind: 'Remind me',
  noReminder: 'No reminder',
  remindAt: (when: string) => `Remind me at ${when}`,
  remindQuick: { 'later-today': 'Later today', tomorrow: 'Tomorrow 9:00', 'at-due': 'At due date 9:00' },
  remindCustom: 'Custom reminder',
  removeReminder: 'Remove reminder',
  assignees: 'Assignees',
  stepProgress: (done: number, total: number) => `${done}/${total} steps`,
  /** Beside the Steps heading ('Steps 0/2'). */
  stepCount: (done: number, total: number) => `${done}/${total}`,
  loading: 'Loading…',
} as const;
