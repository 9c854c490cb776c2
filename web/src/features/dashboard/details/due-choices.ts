/**
 * The due date's quick choices (Today, Tomorrow, Next week) as calendar days, and the calendar day
 * of a stored due instant, all in local time. Days are counted with the calendar (setDate), never
 * as 24-hour steps, so a daylight-saving change cannot skip or repeat a day. The chosen day is
 * stored at 23:59 (SPEC.md section 4, shared/validation.ts `endOfDayIso`). Pure, for the unit tests.
 */
export type DueChoice = 'today' | 'tomorrow' | 'next-week';

export const dueChoices: readonly DueChoice[] = ['today', 'tomorrow', 'next-week'];

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as yyyy-mm-dd. */
export const ymdOf = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The day a quick choice names: today, tomorrow, or next week's Monday (as Microsoft To Do does). */
export function quickDueYmd(choice: DueChoice, now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  if (choice === 'tomorrow') day.setDate(day.getDate() + 1);
  // getDay: 0 is Sunday. Monday of next week is 1 to 7 days ahead (a Monday goes a whole week on).
  if (choice === 'next-week') day.setDate(day.getDate() + ((8 - day.getDay()) % 7 || 7));
  return ymdOf(day);
}

/** The local calendar day of a due instant, or '' for none (or an unreadable value). */
export function dueYmdOf(due: string | null | undefined): string {
  if (!due) return '';
  const at = new Date(due);
  return Number.isNaN(at.getTime()) ? '' : ymdOf(at);
}
