/**
 * The due date's quick choices (Today, Tomorrow, Next week) as calendar days, in local time. Days
 * are counted with the calendar (setDate), never as 24-hour steps, so a daylight-saving change
 * cannot skip or repeat a day. The chosen day is stored as the day itself (docs/decisions/0113).
 * Pure, for the unit tests.
 */
import { ymdOf } from '../../lib/dates';

export type DueChoice = 'today' | 'tomorrow' | 'next-week';

export const dueChoices: readonly DueChoice[] = ['today', 'tomorrow', 'next-week'];

/** The day a quick choice names: today, tomorrow, or next week's Monday (as Microsoft To Do does). */
export function quickDueYmd(choice: DueChoice, now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  if (choice === 'tomorrow') day.setDate(day.getDate() + 1);
  // getDay: 0 is Sunday. Monday of next week is 1 to 7 days ahead (a Monday goes a whole week on).
  if (choice === 'next-week') day.setDate(day.getDate() + ((8 - day.getDay()) % 7 || 7));
  return ymdOf(day);
}
