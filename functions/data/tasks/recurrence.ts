/**
 * The next due date of a repeating task and the reminder it carries: the date arithmetic is
 * shared with the web (shared/recurrence.ts, which the calendar loads to show the occurrences to
 * come); this module adds the reminder's move.
 */

import { daysBetween } from '@shared/due-day';
import { sameWallClockDaysLater } from '@shared/time-zones';

export { type NextDue, nextDay, nextDue, type RepeatSetting } from '@shared/recurrence';

/**
 * The reminder of a next occurrence: moved by as many days as its due day, at the same wall-clock
 * time in the task's zone (UTC without one), so a daylight-saving change keeps it at 9:00. None when
 * there was none or the task had no due day; one that would already be past is still kept on the
 * task (it is shown) but is not pending.
 */
export function shiftedReminder(
  remindAt: string | null | undefined,
  dueDay: string | null,
  nextDueDay: string | null,
  timeZone: string | undefined,
): string | null {
  if (!remindAt || !dueDay || !nextDueDay) return null;
  return new Date(
    sameWallClockDaysLater(Date.parse(remindAt), daysBetween(dueDay, nextDueDay), timeZone),
  ).toISOString();
}
