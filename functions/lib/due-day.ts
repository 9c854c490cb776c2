/**
 * The calendar day a stored due date means (CSV dates, iCalendar all-day events). The
 * web stores a chosen day as 23:59 of that day in the user's zone, as an instant; the zone itself
 * is kept only on repeating tasks (`repeat.timeZone`). With a zone, the day is read in it. Without,
 * the offset is inferred from the instant: the local time was 23:59, so the offset is 23:59 minus
 * the UTC time of day, taken in the range of real offsets (-12 h to +14 h).
 */
const minute = 60_000;
const dayMinutes = 24 * 60;

export function dueDay(due: string, timeZone?: string): string {
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
  return new Date(instant.getTime() + offset * minute).toISOString().slice(0, 10);
}
