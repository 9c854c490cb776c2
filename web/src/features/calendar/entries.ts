/**
 * What the calendar holds: every task the user sees with a due date (their own lists, the copies
 * assigned to them, their assignments as one entry each, and the lists shared with them), placed on
 * a day in the viewer's zone, at its hour when it has a time of day; and the next occurrences of
 * repeating tasks, faded, up to the end of the range in view. Read from the groups the dashboard
 * holds (no request of its own). Pure, for the unit tests and the bench.
 *
 * - A date-only task is on its due day, the same for everyone (docs/decisions/0113).
 * - A timed task (shared/due-time.ts): floating (`dueZone` null) is on its day at its wall-clock
 *   time wherever the viewer is; fixed is the instant `due` (its wall clock in its zone), read in
 *   the viewer's zone.
 * - Overdue: open, and its day ended here (date-only) or its instant passed (timed).
 * - A repeating task's next occurrences follow the schedule from its due day (shared/recurrence.ts,
 *   what the server computes one at a time), computed only up to the visible range's end.
 */
import { daysBetween, dueDayOf } from '@shared/due-day';
import { isDueTime } from '@shared/due-time';
import { occurrencesUntil } from '@shared/recurrence';
import { instantOfWallClock, sameWallClockDaysLater, type WallClock, wallClockOf } from '@shared/time-zones';
import type { Group, Task } from '@shared/types';
import { assignmentRows, viewsOnly } from '@shared/views';

/** How the user may change the task: their own (or an editor's), an assignment of theirs, or not at all. */
export type EntryKind = 'own' | 'assignment' | 'copy' | 'view';

export interface CalendarEntry {
  /** The task's id; an occurrence's is `<id>@<day>`. */
  key: string;
  task: Task;
  kind: EntryKind;
  groupName: string;
  day: string;
  /** HH:MM in the viewer's zone; null for a date-only task (the all-day row). */
  time: string | null;
  /** A next occurrence of a repeating task: shown faded, not movable (the task itself is). */
  occurrence: boolean;
  overdue: boolean;
  completed: boolean;
}

export interface PlaceOptions {
  /** The viewer's IANA zone. */
  zone: string;
  /** The present instant (ms). */
  now: number;
}

/**
 * The instant of a fixed-zone task's time: its wall clock in its zone (what `due` holds, computed
 * again so that a change shown before its answer, whose `due` is its day's noon, is placed right).
 */
const fixedInstant = (task: Task, day: string, time: string): number =>
  task.dueZone ? instantOfWallClock(day, time, task.dueZone) : Number.NaN;

/** Where a task sits for the viewer: its day, and its time of day when it has one; null without a due. */
export function placeOf(task: Task, zone: string): WallClock | { day: string; time: null } | null {
  const day = dueDayOf(task);
  if (!day) return null;
  const time = isDueTime(task.dueTime) ? task.dueTime : null;
  if (time === null) return { day, time: null };
  if (task.dueZone) return wallClockOf(fixedInstant(task, day, time), zone);
  return { day, time };
}

/** Whether an open task's due has passed for the viewer (`today`: the viewer's day). */
function overdueAt(
  task: Task,
  place: { day: string; time: string | null },
  { zone, now }: PlaceOptions,
  today: string,
) {
  if (task.completed) return false;
  if (place.time === null) return place.day < today;
  const day = dueDayOf(task) ?? place.day;
  const instant = task.dueZone
    ? fixedInstant(task, day, task.dueTime ?? place.time)
    : instantOfWallClock(place.day, place.time, zone);
  return instant < now;
}

/** The places of a repeating task's next occurrences that fall in [from, to]. */
function occurrencePlaces(
  task: Task,
  from: string,
  to: string,
  zone: string,
): Array<{ day: string; time: string | null }> {
  const repeat = task.repeat;
  const base = dueDayOf(task);
  if (!repeat || !base || task.completed) return [];
  const time = isDueTime(task.dueTime) ? task.dueTime : null;
  const fixed = time !== null && task.dueZone ? fixedInstant(task, base, time) : null;
  // One day past the range: a fixed time may fall on the day before in the viewer's zone.
  const days = occurrencesUntil(repeat, base, addOneDay(to));
  const places: Array<{ day: string; time: string | null }> = [];
  for (const day of days) {
    const place =
      fixed !== null
        ? wallClockOf(sameWallClockDaysLater(fixed, daysBetween(base, day), task.dueZone), zone)
        : { day, time };
    if (place.day >= from && place.day <= to) places.push(place);
  }
  return places;
}

const addOneDay = (day: string) => addDaysTo(day, 1);

/** The tasks a group contributes, with how the user may change them. */
function tasksOf(group: Group): Array<{ task: Task; kind: EntryKind }> {
  if (group._id === 'assigned-by-me')
    return assignmentRows(group.todo).map((row) => ({ task: row, kind: 'assignment' }));
  const view = viewsOnly(group);
  return group.todo.map((task) => ({ task, kind: task.assigned ? 'copy' : view ? 'view' : 'own' }));
}

/** Timed entries by time, after the all-day ones; then by text. */
export function compareEntries(a: CalendarEntry, b: CalendarEntry): number {
  const at = a.time ?? '';
  const bt = b.time ?? '';
  if (at !== bt) return at < bt ? -1 : 1;
  return a.task.description < b.task.description ? -1 : a.task.description > b.task.description ? 1 : 0;
}

/** Every entry that falls in [from, to] (inclusive), by day, each day's entries sorted. */
export function calendarEntries(
  groups: readonly Group[],
  range: { from: string; to: string },
  options: PlaceOptions,
): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  const add = (entry: CalendarEntry) => {
    const list = byDay.get(entry.day);
    if (list) list.push(entry);
    else byDay.set(entry.day, [entry]);
  };
  const seen = new Set<string>();
  const today = wallClockOf(options.now, options.zone).day;
  for (const group of groups) {
    for (const { task, kind } of tasksOf(group)) {
      if ((!task.due && !task.dueDay) || seen.has(task._id)) continue;
      seen.add(task._id);
      const place = placeOf(task, options.zone);
      if (!place) continue;
      const base = { task, kind, groupName: group.name, completed: task.completed };
      if (place.day >= range.from && place.day <= range.to)
        add({
          ...base,
          key: task._id,
          ...place,
          occurrence: false,
          overdue: overdueAt(task, place, options, today),
        });
      for (const occurrence of occurrencePlaces(task, range.from, range.to, options.zone))
        add({
          ...base,
          key: `${task._id}@${occurrence.day}`,
          ...occurrence,
          occurrence: true,
          overdue: false,
          completed: false,
        });
    }
  }
  for (const list of byDay.values()) list.sort(compareEntries);
  return byDay;
}

/** Whether the user can move an entry: a task of theirs (or of a list they edit), or their assignment. */
export const movable = (entry: CalendarEntry): boolean =>
  !entry.occurrence && (entry.kind === 'own' || entry.kind === 'assignment');

/**
 * The changes that move an entry to `day` (and `time`, both the viewer's): `dueDay` as the details
 * panel sends it, moved by as many days as the entry; with `dueTime` only for a task that has one (an
 * hour move). A task of a fixed zone gets the day and time that the new instant has in its zone.
 */
export function moveChanges(
  entry: CalendarEntry,
  day: string,
  time: string | null,
  zone: string,
): { dueDay: string; dueTime?: string } {
  const task = entry.task;
  const dueDay = dueDayOf(task) ?? entry.day;
  if (time === null || entry.time === null || !isDueTime(task.dueTime))
    return { dueDay: addDaysTo(dueDay, daysBetween(entry.day, day)) };
  if (!task.dueZone) return { dueDay: day, dueTime: time };
  const there = wallClockOf(instantOfWallClock(day, time, zone), task.dueZone);
  return { dueDay: there.day, dueTime: there.time };
}

const addDaysTo = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
