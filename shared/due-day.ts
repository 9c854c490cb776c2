/**
 * A date-only due is a calendar day, the same for everyone (docs/decisions/0113): tasks store
 * `dueDay` (yyyy-mm-dd), and `due`, the instant the original client reads, is noon UTC of that day,
 * which names the same date in every zone from UTC-12 to UTC+11. Tasks stored before the day was
 * kept have only `due`, 23:59 of the day where it was chosen; their day is read back from it here,
 * at read time (no migration, as docs/decisions/0032 does for homes).
 */

const minuteMs = 60_000;
const dayMinutes = 24 * 60;

/** The `due` instant of a day, for clients that read an instant. */
export const dueInstantOf = (day: string): string => `${day}T12:00:00.000Z`;

/**
 * The calendar day an instant sent as a due date means: the day in `timeZone` when the client sent
 * one (a repeating task's zone), else the day where the instant is 23:59 (what the original client
 * and earlier versions of the web sent), the offset taken in the range of real offsets (-12 h to
 * +14 h). Noon UTC, what this server answers, reads back as its own day.
 */
export function dayOfInstant(due: string, timeZone?: string): string {
  const instant = new Date(due);
  if (timeZone) {
    try {
      return new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(instant);
    } catch {
      // An unknown zone falls through to the inference.
    }
  }
  const utcMinutes = instant.getUTCHours() * 60 + instant.getUTCMinutes();
  let offset = (23 * 60 + 59 - utcMinutes + dayMinutes) % dayMinutes;
  if (offset > 14 * 60) offset -= dayMinutes;
  return new Date(instant.getTime() + offset * minuteMs).toISOString().slice(0, 10);
}

/** What a task holds of its due date: a stored task, an answer, or one kept from an earlier version. */
export interface DueFields {
  due?: string | null;
  dueDay?: string | null;
  repeat?: { timeZone?: string } | null;
}

/** The due day of a task, or null: its `dueDay`, else the day its `due` was set on. */
export function dueDayOf(task: DueFields): string | null {
  if (task.dueDay) return task.dueDay;
  return task.due ? dayOfInstant(task.due, task.repeat?.timeZone ?? undefined) : null;
}

/** The whole days from one calendar day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (dayMinutes * minuteMs));

/** The stored and answered due fields of a day (or of none). */
export const dueFieldsOf = (day: string | null): { due: string | null; dueDay: string | null } => ({
  due: day ? dueInstantOf(day) : null,
  dueDay: day,
});

/**
 * The due day a request sets: `dueDay` when sent, else the day of `due` (in the zone of the
 * repeat sent with it, if any); undefined when neither is sent, null when cleared.
 */
export function requestedDueDay(input: {
  due?: string | null;
  dueDay?: string | null;
  repeat?: { timeZone?: string } | null;
}): string | null | undefined {
  if (input.dueDay !== undefined) return input.dueDay;
  if (input.due === undefined) return undefined;
  return input.due === null ? null : dayOfInstant(input.due, input.repeat?.timeZone);
}
