/**
 * The details panel's Activity tab (web/src/features/dashboard/details/ActivityTab.tsx), a lazy
 * chunk of its own: the tab strip's names, how an entry reads, and the revert's confirmation. The
 * rule for what goes where is in ./README.md.
 */

export const activityPanelTexts = {
  tabs: 'Task views',
  detailsTab: 'Details',
  activityTab: 'Activity',
  loading: 'Loading activity…',
  loadFailed: 'The activity could not be loaded.',
  empty: 'No changes recorded yet.',
  older: 'Show older changes',
  revert: 'Revert',
  revertLabel: (what: string) => `Revert: ${what}`,
  confirm: 'Revert this change?',
  confirmYes: 'Revert',
  confirmNo: 'Cancel',
  reverted: 'Change reverted',
  revertFailed: 'The change could not be reverted.',
  changedSince: 'This has changed again since. Reverting puts back the older value over the newer one.',
  revertAnyway: 'Revert anyway',
  kept: 'Changes are kept for 365 days.',
  none: 'none',
  yes: 'yes',
  no: 'no',
  /** What an entry's kind says, after who made it. */
  kinds: {
    created: 'created the task',
    description: 'renamed the task',
    notes: 'changed the notes',
    steps: 'changed the steps',
    due: 'changed the due date',
    importance: 'changed the importance',
    list: 'moved it to another list',
    repeat: 'changed the repeat',
    reminder: 'changed the reminder',
    assignees: 'changed the assignees',
    completed: 'completed the task',
    reopened: 'reopened the task',
    moved: 'moved it to another list',
    edited: 'changed the task',
    deleted: 'deleted the task',
    restored: 'restored the task',
    'comment-added': 'added a comment',
    'comment-deleted': 'deleted a comment',
    reverted: 'reverted a change',
  },
  /** A field's name as the entry shows it. */
  fields: {
    description: 'Description',
    notes: 'Notes',
    steps: 'Steps',
    dueDay: 'Due date',
    important: 'Important',
    groupId: 'List',
    repeat: 'Repeat',
    remindAt: 'Reminder',
    assignees: 'Assignees',
    completed: 'Completed',
  },
} as const;
