/**
 * A VTIMEZONE component for the calendar feed (RFC 5545 section 3.6.5): every TZID an event names
 * is defined in the feed. Built from the runtime's zone data through shared/time-zones.ts, as one
 * observance per offset change (one-off STANDARD/DAYLIGHT components, no RRULE) in the years the
 * feed's times fall in, from the year before the first to the year after the last: the offsets a
 * calendar needs to place those times, and their repeats a year on. A zone without changes there
 * is one STANDARD observance.
 */
import { localTimeAtOffset, offsetMinutesAt, wallClockOf, zoneChanges } from '@shared/time-zones';

const yearMs = 366 * 86_400_000;

/** An offset as RFC 5545 writes it: +0100, -0430. */
const utcOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** The lines of the zone's VTIMEZONE covering `instants` (and `now`). */
export function vtimezone(zone: string, instants: readonly number[], now: Date): string[] {
  const first = Math.min(now.getTime(), ...instants);
  const last = Math.max(now.getTime(), ...instants);
  const from = Date.parse(`${wallClockOf(first - yearMs, 'UTC').day.slice(0, 4)}-01-01T00:00:00Z`);
  // Ten years at most: the scan stays small whatever the dates.
  const to = Math.min(last + yearMs, from + 10 * yearMs);
  const changes = zoneChanges(zone, from, to);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (changes.length === 0) {
    const offset = utcOffset(offsetMinutesAt(first, zone));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  } else {
    // The smaller offset is standard time, the larger daylight time.
    const standard = Math.min(...changes.flatMap((change) => [change.from, change.to]));
    for (const change of changes) {
      const kind = change.to > standard ? 'DAYLIGHT' : 'STANDARD';
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${localTimeAtOffset(change.at, change.from)}`,
        `TZOFFSETFROM:${utcOffset(change.from)}`,
        `TZOFFSETTO:${utcOffset(change.to)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
