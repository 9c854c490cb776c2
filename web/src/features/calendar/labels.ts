/**
 * The calendar's dates in words, in the browser's language (Intl): the heading naming the range,
 * a day's full date, the weekdays' names, an hour. Calendar days are formatted at UTC noon, so no
 * zone moves them.
 */
import type { CalendarMode } from './grid';

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' });

const monthYear = format({ month: 'long', year: 'numeric' });
const shortDate = format({ month: 'short', day: 'numeric', year: 'numeric' });
const full = format({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const weekdayDay = format({ weekday: 'short', day: 'numeric' });
const weekdayLong = format({ weekday: 'long' });
const weekdayShort = format({ weekday: 'short' });

/** 'November 2026' for a month; 'Nov 22 – 28, 2026' for a week. */
export function rangeHeading(
  mode: CalendarMode,
  anchor: string,
  range: { from: string; to: string },
): string {
  if (mode === 'month') return monthYear.format(at(anchor));
  return shortDate.formatRange(at(range.from), at(range.to));
}

/** 'Tuesday, November 3, 2026'. */
export const fullDate = (day: string): string => full.format(at(day));

/** 'Tue 3': a week's column. */
export const dayName = (day: string): string => weekdayDay.format(at(day));

/** The weekdays of a week's days, short and long. */
export const weekdayNames = (days: readonly string[]) =>
  days.map((day) => ({ short: weekdayShort.format(at(day)), long: weekdayLong.format(at(day)) }));

/** '09:00'. */
export const hourText = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** Where a move would put a task: the full date, and its time when it has one. */
export const moveTarget = (day: string, time: string | null): string =>
  time === null ? fullDate(day) : `${fullDate(day)}, ${time}`;
