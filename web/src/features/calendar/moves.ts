/**
 * A move of a task on the calendar, as data: where a keyboard move would drop it, the places a drag
 * drops it on, and the time a task dropped at an hour gets.
 */
import type { CalendarEntry } from './entries';
import { addDays } from './grid';

/** A task being moved by keyboard: where it would drop. */
export interface Moving {
  entry: CalendarEntry;
  day: string;
  time: string | null;
}

/** A drop place: a day, and in the week an hour (null: the all-day row or a whole day). */
export interface DropPlace {
  day: string;
  hour: number | null;
}

export const dropId = ({ day, hour }: DropPlace) =>
  hour === null ? day : `${day}T${String(hour).padStart(2, '0')}`;

/** The time a task dropped at `hour` gets: the hour, its own minutes; none for a task without a time. */
export const timeAtHour = (entry: CalendarEntry, hour: number | null) =>
  hour === null || entry.time === null
    ? entry.time
    : `${String(hour).padStart(2, '0')}${entry.time.slice(2)}`;

/** A step of a keyboard move: days, or minutes for a task with a time (an hour move). */
export function steppedMove(moving: Moving, days: number, minutes: number): Moving {
  if (minutes === 0 || moving.time === null) return { ...moving, day: addDays(moving.day, days) };
  const [h, m] = moving.time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const carry = Math.floor(total / 1440);
  const within = ((total % 1440) + 1440) % 1440;
  const time = `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
  return { ...moving, day: addDays(moving.day, carry), time };
}
