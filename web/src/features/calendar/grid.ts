/**
 * The calendar's days: the weeks a month shows, the days of a week, the range in view and the step
 * of previous/next. Calendar days are yyyy-mm-dd texts, counted on UTC midnights (no time zone, no
 * daylight-saving change, can move them). Pure, for the unit tests.
 */

export type CalendarMode = 'month' | 'week';

/** Weekdays as `Date.getUTCDay` numbers them: 0 Sunday to 6 Saturday. */
export type WeekdayNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const dayMs = 86_400_000;
const dateOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const textOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` days after `day` (before, when negative). */
export const addDays = (day: string, days: number): string => textOf(dateOf(day) + days * dayMs);

/** The weekday of a day, 0 Sunday to 6 Saturday. */
export const weekdayOf = (day: string): WeekdayNumber => new Date(dateOf(day)).getUTCDay() as WeekdayNumber;

/** The first day of the week that holds `day`, weeks starting on `weekStart`. */
export const startOfWeek = (day: string, weekStart: WeekdayNumber): string =>
  addDays(day, -((weekdayOf(day) - weekStart + 7) % 7));

/** The first day of the month of `day`. */
export const startOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

/** The first day of the month `months` months after the month of `day`. */
export function addMonths(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  return textOf(Date.UTC(year, month, 1));
}

/** The seven days of the week that holds `day`. */
export const weekDays = (day: string, weekStart: WeekdayNumber): string[] => {
  const first = startOfWeek(day, weekStart);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
};

/** The weeks a month view shows (4 to 6 rows of 7 days): every week that holds a day of the month. */
export function monthWeeks(day: string, weekStart: WeekdayNumber): string[][] {
  const first = startOfMonth(day);
  const next = addMonths(day, 1);
  const weeks: string[][] = [];
  for (let start = startOfWeek(first, weekStart); start < next; start = addDays(start, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  return weeks;
}

/** The first and last day (inclusive) that a view of `day` shows. */
export function visibleRange(
  mode: CalendarMode,
  day: string,
  weekStart: WeekdayNumber,
): { from: string; to: string } {
  const days = mode === 'month' ? monthWeeks(day, weekStart).flat() : weekDays(day, weekStart);
  return { from: days[0] as string, to: days[days.length - 1] as string };
}

/** The day the view shows after a step back (-1) or forward (+1): the next month's first, or a week on. */
export const stepped = (mode: CalendarMode, day: string, direction: -1 | 1): string =>
  mode === 'month' ? addMonths(day, direction) : addDays(day, 7 * direction);

/** Whether `day` is in the month of `anchor`. */
export const sameMonth = (day: string, anchor: string): boolean => day.slice(0, 7) === anchor.slice(0, 7);

/**
 * The first day of the week where the user is: the locale's (`Intl.Locale` week info, where the
 * browser has it), else Monday (ISO 8601).
 */
export function localeWeekStart(locale: string | undefined): WeekdayNumber {
  try {
    const info = new Intl.Locale(locale ?? 'en') as Intl.Locale & {
      weekInfo?: { firstDay: number };
      getWeekInfo?: () => { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    // 1 Monday to 7 Sunday.
    if (typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7)
      return (firstDay % 7) as WeekdayNumber;
  } catch {
    // An unknown locale: the ISO week.
  }
  return 1;
}

/** The hour a week view opens at when nothing else is asked: the working day's. */
export const workingDayHour = 7;

/**
 * The hour a week opens at, at the top under its pinned all-day row: the current hour when today is
 * in it, else its first timed task's hour (`times`: the "HH:MM" of its timed tasks), else the
 * working day's.
 */
export function openingHour(
  days: readonly string[],
  today: string,
  now: Date,
  times: readonly string[],
): number {
  if (days.includes(today)) return now.getHours();
  const hours = times.map((time) => Number(time.slice(0, 2)));
  return hours.length > 0 ? Math.min(...hours) : workingDayHour;
}
