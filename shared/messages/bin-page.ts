/**
 * The 'Recently deleted' page (web/src/features/bin/BinPage.tsx), a lazy chunk: its own texts, so
 * the first download does not carry them (./README.md). The sidebar's link to it is in screens.ts.
 */
export const binPageTexts = {
  heading: 'Recently deleted',
  intro: 'Deleted tasks and lists stay here for 30 days, then they are gone for good.',
  empty: 'Nothing deleted',
  emptyHint: 'Tasks and lists you delete stay here for 30 days.',
  loadFailed: 'Could not load recently deleted items',
  restore: 'Restore',
  restoreLabel: (title: string) => `Restore ${title}`,
  deleteForever: 'Delete forever',
  deleteForeverLabel: (title: string) => `Delete ${title} forever`,
  confirmDelete: (title: string) => `Delete "${title}" forever? This cannot be undone.`,
  restored: (title: string) => `Restored ${title}`,
  restoreFailed: 'Could not restore it',
  purged: 'Deleted for good',
  purgeFailed: 'Could not delete it',
  list: 'List',
  task: 'Task',
  taskCount: (n: number) => (n === 1 ? '1 task' : `${n} tasks`),
  inList: (name: string) => `in ${name}`,
  daysLeft: (n: number) => (n <= 0 ? 'Goes today' : n === 1 ? '1 day left' : `${n} days left`),
} as const;
