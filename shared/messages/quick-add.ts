/**
 * Quick add (docs/quick-add.md): todo/quick-add's refusals, and the add-task input's words for what
 * it understood as the line is typed (a lazy chunk). A file of its own, out of the first download.
 */
export const quickAddTexts = {
  textRequired: 'Text is required',
  textTooLong: 'Text must be at most 400 characters',
  timeZoneInvalid: 'timeZone must be an IANA time zone, such as Europe/Paris',
  plainInvalid: 'plain must be a list of { start, end } (at most 50)',
  atInvalid: 'at must be an ISO 8601 date-time within 30 days of now',
} as const;
