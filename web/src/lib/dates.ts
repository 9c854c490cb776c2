/**
 * Due dates as the user types and reads them: what a date field's value means while it is
 * typed, and whether a due date has passed. Pure, so the unit tests cover every case.
 */
import { isValidYmd } from '@shared/task-input';

/** What a field's value means: a complete day, "no date", or a value still being typed (left alone). */
export type DateEntry = { kind: 'date'; ymd: string } | { kind: 'clear' } | { kind: 'partial' };

/**
 * The browser's date input while the user types digit by digit. Chromium reports each step: '' with
 * `badInput` while a part is missing, and years 0002, 0020, 0202 on the way to 2026. Only a
 * four-digit year from 1000 counts as typed in full; '' without `badInput` is a cleared field.
 */
export function readDateInput(value: string, badInput: boolean): DateEntry {
  if (value === '') return badInput ? { kind: 'partial' } : { kind: 'clear' };
  if (!isValidYmd(value) || Number(value.slice(0, 4)) < 1000) return { kind: 'partial' };
  return { kind: 'date', ymd: value };
}

/**
 * The yyyy-mm-dd text field: counts once it is a valid date (SPEC.md section 5: an invalid text is
 * ignored); blank means no date.
 */
export function readDateText(text: string): DateEntry {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'clear' };
  return isValidYmd(trimmed) ? { kind: 'date', ymd: trimmed } : { kind: 'partial' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as yyyy-mm-dd (today's by default). */
export const ymdOf = (date: Date = new Date()): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A calendar day as a local date, at noon: no daylight-saving change moves it to another day. */
export function localDateOf(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
}

/**
 * Whether an open task is overdue: its due day (the same for everyone, docs/decisions/0113) has
 * ended where the user is, that is, it is before today here (`today` for the tests).
 */
export function isOverdue(dueDay: string | null, completed: boolean, today = ymdOf()): boolean {
  return dueDay !== null && !completed && dueDay < today;
}
