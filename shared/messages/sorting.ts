/**
 * The texts of a list's sort choice (web/src/features/dashboard/sort-parts.ts, a lazy chunk). The
 * rule for what goes where is in ./README.md.
 */
export const sortTexts = {
  /** The control's name; the choice is remembered per user and list on the device. */
  sortBy: 'Sort by',
  choices: {
    default: 'Default order',
    due: 'Due date',
    importance: 'Importance',
    priority: 'Priority',
    title: 'Title',
    created: 'Date created, oldest first',
  },
  /** Planned sorted by due date: its open tasks under these headings. */
  /** Upcoming's empty state, and its sidebar entry's badge: how many open tasks are due today or overdue. */
  upcomingEmpty: 'Nothing is due: tasks with a due date show up here, by day',
  upcomingBadge: (count: number) => `${count} due today or overdue`,
  plannedSections: {
    overdue: 'Overdue',
    today: 'Today',
    tomorrow: 'Tomorrow',
    thisWeek: 'This week',
    later: 'Later',
  },
} as const;
