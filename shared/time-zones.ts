/**
 * Wall clocks and instants in a time zone, by a time-zone library (`@date-fns/tz`'s `TZDate`, with
 * `date-fns` for calendar steps; docs/decisions/0130): the zone arithmetic that advancing a
 * repeating task (functions/data/tasks/recurrence.ts), moving its reminder (functions/data/notifications/reminders.ts)
 * and the quick-add parser (shared/quick-add) share. No offset is computed here.
 *
 * Every function takes an optional IANA zone name; none, or a name this runtime does not know, is
 * UTC (what the callers did before: a task whose zone is unknown counts in UTC).
 */
import { TZDate, tzOffset, tzScan } from '@date-fns/tz';
import { addDays } from 'date-fns';

/** A wall clock: a calendar day (yyyy-mm-dd) and a time of day (HH:MM, 24 h). */
export interface WallClock {
  day: string;
  time: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The zone's name when the runtime knows it, else 'UTC'. */
export function zoneOrUtc(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  return Number.isNaN(new TZDate(0, zone).getTime()) ? 'UTC' : zone;
}

/** An instant read in a zone: its local getters are the zone's wall clock. */
export const inZone = (instant: number | Date, zone?: string | null): TZDate =>
  new TZDate(typeof instant === 'number' ? instant : instant.getTime(), zoneOrUtc(zone));

/** The calendar day (yyyy-mm-dd) of a zoned date's wall clock. */
const dayOfZoned = (date: TZDate) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The calendar day (yyyy-mm-dd) an instant falls on in a zone. */
export const dayIn = (instant: number | Date, zone?: string | null): string =>
  dayOfZoned(inZone(instant, zone));

/** The wall clock of an instant in a zone, to the minute. */
export function wallClockOf(instant: number | Date, zone?: string | null): WallClock {
  const date = inZone(instant, zone);
  return { day: dayOfZoned(date), time: `${pad(date.getHours())}:${pad(date.getMinutes())}` };
}

/**
 * The instant a wall clock of the zone stands for. Inside a daylight-saving gap (02:30 on the
 * spring-forward day in New York) it is the later reading, the same distance into the new offset
 * (03:30); in the repeated hour of autumn, the first of the two.
 */
export function instantOfWallClock(day: string, time: string, zone?: string | null): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, date, hours, minutes, zoneOrUtc(zone)).getTime();
}

/** The instant `days` calendar days after another at the same wall-clock time in the zone (DST kept). */
export const sameWallClockDaysLater = (instant: number | Date, days: number, zone?: string | null): number =>
  addDays(inZone(instant, zone), days).getTime();

/** The zone's offset from UTC at an instant, in minutes (east positive: Europe/Berlin in winter 60). */
export const offsetMinutesAt = (instant: number | Date, zone?: string | null): number =>
  tzOffset(zoneOrUtc(zone), new Date(typeof instant === 'number' ? instant : instant.getTime()));

/** A change of the zone's offset: when, and the offsets (minutes east of UTC) before and after. */
export interface ZoneChange {
  at: number;
  from: number;
  to: number;
}

/** The zone's offset changes between two instants (its daylight-saving changes), in order. */
export function zoneChanges(zone: string | null | undefined, from: number, to: number): ZoneChange[] {
  return tzScan(zoneOrUtc(zone), { start: new Date(from), end: new Date(to) }).map((change) => ({
    at: change.date.getTime(),
    from: change.offset - change.change,
    to: change.offset,
  }));
}

/**
 * The local date-time an instant reads as at a given offset (minutes east of UTC), as RFC 5545 writes
 * it (20310330T020000): the wall clock just before a zone change, in the offset it leaves.
 */
export const localTimeAtOffset = (instant: number, offsetMinutes: number): string =>
  new Date(instant + offsetMinutes * 60_000).toISOString().replace(/[-:]|\.\d{3}Z/g, '');
