import { localDateOf, ymdOf } from '../lib/dates';

/** One formatter for every row: `toLocaleDateString` builds a new one per call, a cost a long list feels. */
const dueFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** A due day (yyyy-mm-dd) as the user's locale writes it, for example "Mar 5, 2026". */
export function formatDue(day: string): string {
  return dueFormat.format(localDateOf(day));
}

/** One formatter for a reminder's day ('Tue, Dec 1' in the user's locale); the time is written 9:00, 24-hour. */
const reminderDayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** A reminder instant as the details panel and the row's bell say it, for example 'Tue, Dec 1, 9:00'. */
export function formatReminder(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${reminderDayFormat.format(at)}, ${at.getHours()}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/** Today's date as yyyy-mm-dd in local time. */
export const todayYmd = (): string => ymdOf();

let tempCounter = 0;
/** A client-only id for an item the server has not confirmed yet. */
export const tempId = () => `temp-${Date.now()}-${++tempCounter}`;
export const isTempId = (id: string) => id.startsWith('temp-');
