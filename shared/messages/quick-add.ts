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

/** The add-task input's summary of what it understood, for screen readers (aria-describedby). */
export const quickAddWords = {
  due: (day: string, time: string | null) => (time ? `Due ${day} ${time}` : `Due ${day}`),
  today: 'today',
  tomorrow: 'tomorrow',
  repeats: (summary: string) => `repeats ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`,
  priority: (level: number) => `priority ${level}`,
  label: (name: string) => `label ${name}`,
  list: (name: string) => `in ${name}`,
  star: 'important',
  assignee: (name: string) => `assigned to ${name}`,
  /** Said after the parts, so the keys are known. */
  keys: 'Backspace after a highlight keeps it as text; Escape keeps the whole line as text',
} as const;
