/**
 * Due dates as the user types and reads them: what a date field's value means while it is
 * typed, and whether a due date has passed. Pure, so the unit tests cover every case.
 */
import { isValidYmd } from '@shared/validation';

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

/** Whether a not-completed task's due instant has passed (`now` for the tests). */
export function isOverdue(due: string | null | undefined, completed: boolean, now = Date.now()): boolean {
  if (!due || completed) return false;
  const at = Date.parse(due);
  return !Number.isNaN(at) && at < now;
}
