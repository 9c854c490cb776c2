/**
 * A task's time of day (docs/api.md#times-of-day), beside its due day (./due-day.ts):
 * - `dueTime`: "HH:MM" (24 h) or null (a date-only task, unchanged: docs/decisions/0113);
 * - `dueZone`: null (floating: the time is wall-clock time wherever the viewer is, as Todoist does)
 *   or an IANA zone (fixed: "15:00 in Europe/Berlin" is one instant for everyone).
 * `due` stays the instant the original client reads: for a timed task, the wall clock's instant in
 * `dueZone` when fixed, else in the zone of whoever set it (the request's `timeZone`, or the
 * profile's).
 */

/** "HH:MM", 00:00 to 23:59. */
export const isDueTime = (value: unknown): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
