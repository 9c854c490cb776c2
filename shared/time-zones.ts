/**
 * Wall clocks and instants in a time zone, without a library: the zone arithmetic that advancing a
 * repeating task (functions/data/recurrence.ts) and moving its reminder (functions/data/reminders.ts)
 * share. Offsets are whole minutes.
 */

const minuteMs = 60_000;

/** A zone as the arithmetic needs it: its offset from UTC, in minutes, at an instant. */
export type OffsetAt = (instantMs: number) => number;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The offset of an IANA zone at any instant. Throws a RangeError for a name that is not a zone. */
export function ianaOffset(zone: string): OffsetAt {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  const zoneFormat = format;
  return (instantMs) => {
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(zoneFormat.formatToParts(instantMs).find((p) => p.type === type)?.value);
    const wall = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    );
    // Seconds are compared whole: the offset is a whole number of minutes.
    return Math.round((wall - Math.floor(instantMs / 1000) * 1000) / minuteMs);
  };
}

/** The wall clock of an instant in a zone, as milliseconds whose UTC fields read it. */
export const wallOf = (instantMs: number, offsetAt: OffsetAt): number =>
  instantMs + offsetAt(instantMs) * minuteMs;

/** The instant a wall-clock time of the zone stands for (the later reading inside a DST gap). */
export function instantOf(wallMs: number, offsetAt: OffsetAt): number {
  const guess = wallMs - offsetAt(wallMs) * minuteMs;
  return wallMs - offsetAt(guess) * minuteMs;
}
