/**
 * The calendar page (web/src/features/calendar), a lazy chunk: its controls, marks and
 * what it announces while a task is moved. The rule for what goes where is in ./README.md.
 */

/** The sidebar's entry (drawn by a lazy part of the sidebar, which carries only this text). */
export const calendarEntryText = 'Calendar';

export const calendarTexts = {
  title: 'Calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  today: 'Today',
  month: 'Month',
  week: 'Week',
  viewChoice: 'Calendar view',
  allDay: 'All day',
  /** The week's scrolling hours. */
  hours: 'Hours of the week',
  overdue: 'Overdue',
  completed: 'Completed',
  repeats: 'Next occurrence',
  /** A day of the compact month (phone size): its date and how many tasks it holds. */
  dayWithCount: (date: string, count: number) =>
    count === 0 ? date : `${date}, ${count} ${count === 1 ? 'task' : 'tasks'}`,
  noTasks: 'No tasks due.',
  /** A month's day with more tasks than it shows: the button that shows them. */
  more: (count: number) => `+${count} more`,
  moreOn: (date: string) => ` on ${date}`,
  hour: (time: string) => time,
  /** Said to screen readers on a movable task (the drag library's instructions, and the keys). */
  moveInstructions:
    'Press M to move this task, then the arrow keys: left and right by a day, up and down by a week (by an hour in the week view for a task with a time). Enter drops it, Escape cancels.',
  movingTo: (name: string, to: string) => `Moving ${name} to ${to}. Enter to drop, Escape to cancel.`,
  movedTo: (name: string, to: string) => `${name} moved to ${to}.`,
  moveCancelled: (name: string) => `Move of ${name} cancelled.`,
  pickedUp: (name: string) => `Picked up ${name}.`,
  over: (name: string, to: string) => `${name} is over ${to}.`,
  notOver: (name: string) => `${name} is no longer over a day.`,
  droppedOutside: (name: string) => `${name} was dropped outside the calendar; it stays where it was.`,
  loading: 'Loading the calendar…',
} as const;
