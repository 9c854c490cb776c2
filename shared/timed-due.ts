/**
 * A task's due instant from its day, time of day and zone (docs/api.md#times-of-day, ./due-time.ts),
 * and how a viewer reads it: the zone arithmetic goes through ./time-zones.ts only.
 *
 * Stored (functions/data/core/items.ts): `dueDay`, `dueTime` ("HH:MM"), `dueZone` (IANA, fixed) or none
 * (floating), and for a floating task `dueBase`, the zone of whoever set it, whose wall clock `due`
 * is the instant of (the request's `timeZone`, else the profile's, else UTC). A date-only task keeps
 * the calendar-day model (./due-day.ts, docs/decisions/0113): `due` at noon UTC, no time fields.
 */
import { type DueFields, dueDayOf, dueFieldsOf } from './due-day';
import { dayIn, instantOfWallClock, zoneOrUtc } from './time-zones';

/** What a task holds of its time of day (stored or answered). */
export interface TimedFields extends DueFields {
  dueTime?: string | null;
  dueZone?: string | null;
  /** Floating only: the zone whose wall clock the stored `due` is the instant of. */
  dueBase?: string | null;
  completed?: boolean;
}

/** The due fields a day, time and zone are stored as (`dueBase` only for a floating timed task). */
export interface StoredDue {
  due: string | null;
  dueDay: string | null;
  dueTime: string | null;
  dueZone: string | null;
  dueBase: string | null;
}

/**
 * The stored due fields: none without a day; the date-only model without a time (a time needs a
 * day, a zone needs a time); else `due` is the instant of the wall clock in `zone` (fixed) or in
 * `setterZone` (floating).
 */
export function storedDueOf(
  day: string | null,
  time: string | null,
  zone: string | null,
  setterZone?: string | null,
): StoredDue {
  if (!day || !time) return { ...dueFieldsOf(day), dueTime: null, dueZone: null, dueBase: null };
  const base = zone ?? zoneOrUtc(setterZone);
  return {
    due: new Date(instantOfWallClock(day, time, base)).toISOString(),
    dueDay: day,
    dueTime: time,
    dueZone: zone,
    dueBase: zone ? null : base,
  };
}

/** The due fields a task is answered with (date-only tasks exactly as before, with null time fields). */
export function answeredDueOf(task: TimedFields): {
  due: string | null;
  dueDay: string | null;
  dueTime: string | null;
  dueZone: string | null;
} {
  const day = dueDayOf(task);
  if (!day || !task.dueTime) return { ...dueFieldsOf(day), dueTime: null, dueZone: null };
  const { due, dueDay, dueTime, dueZone } = storedDueOf(
    day,
    task.dueTime,
    task.dueZone ?? null,
    task.dueBase,
  );
  return { due, dueDay, dueTime, dueZone };
}

/**
 * The instant a timed task falls due for a viewer in `viewerZone`: a fixed task's one instant for
 * everyone, a floating task's wall clock in the viewer's zone. Null for a date-only task.
 */
export function dueMomentFor(task: TimedFields, viewerZone?: string | null): number | null {
  const day = dueDayOf(task);
  if (!day || !task.dueTime) return null;
  return instantOfWallClock(day, task.dueTime, task.dueZone ?? viewerZone);
}

/**
 * The calendar day a viewer in `viewerZone` sees a task due on: a fixed timed task's instant read in
 * the viewer's zone; a floating or date-only task's own day (its wall clock is the viewer's).
 */
export function viewerDueDay(task: TimedFields, viewerZone?: string | null): string | null {
  const day = dueDayOf(task);
  if (!day || !task.dueTime || !task.dueZone) return day;
  return dayIn(instantOfWallClock(day, task.dueTime, task.dueZone), viewerZone);
}

/**
 * Whether an open task is overdue for a viewer at `now`: a timed task once its instant passed (a
 * floating one's wall clock in the viewer's zone), a date-only task once its day ended there.
 */
export function isOverdueFor(task: TimedFields, now: number, viewerZone?: string | null): boolean {
  if (task.completed) return false;
  const moment = dueMomentFor(task, viewerZone);
  if (moment !== null) return moment <= now;
  const day = dueDayOf(task);
  return day !== null && day < dayIn(now, viewerZone);
}

/**
 * What a relative reminder is counted from (docs/decisions/0133): a timed task's due instant; a
 * date-only task's due day at 09:00 in the setter's zone ("at due time" is the morning of the day).
 */
export const dateOnlyReminderTime = '09:00';

/**
 * The `remindAt` of a reminder `minutesBefore` the due (0: at due time), or null for no due day or
 * a time already past at `now`.
 */
export function relativeRemindAt(
  task: TimedFields,
  minutesBefore: number,
  setterZone?: string | null,
  now = Date.now(),
): string | null {
  const day = dueDayOf(task);
  if (!day) return null;
  const anchor = task.dueTime
    ? instantOfWallClock(day, task.dueTime, task.dueZone ?? task.dueBase ?? setterZone)
    : instantOfWallClock(day, dateOnlyReminderTime, setterZone ?? task.dueBase);
  const at = anchor - minutesBefore * 60_000;
  return at > now ? new Date(at).toISOString() : null;
}

/** The longest a relative reminder may be before its due: 4 weeks, in minutes. */
export const remindBeforeMax = 4 * 7 * 24 * 60;
