/**
 * The reminder picker's quick choices as instants, and the custom datetime-local value
 * turned into one or refused. All in the user's local time: hours are set with the calendar
 * (setHours/setDate), never as millisecond steps across a day, so a daylight-saving change keeps
 * 'Tomorrow 9:00' at 9:00. A choice that is not in the future is not offered (the server refuses a
 * reminder in the past). Pure, `now` passed in, for the unit tests.
 */
import { detailFieldTexts as detailTexts } from '@shared/messages/validation';
import { localDateOf, ymdOf } from '../../lib/dates';

export type RemindChoice = 'later-today' | 'tomorrow' | 'at-due';

export const remindChoices: readonly RemindChoice[] = ['later-today', 'tomorrow', 'at-due'];

/** The hour a day's reminder choices use ('Tomorrow 9:00', 'At due date 9:00'). */
export const morningHour = 9;
/** 'Later today' is hidden when it would fall after this hour of today. */
export const lastLaterHour = 23;
const laterHours = 3;

/** `now` plus three hours, rounded up to the next whole hour; null when that is after 23:00 today. */
export function laterToday(now: Date): Date | null {
  const at = new Date(now.getTime() + laterHours * 3_600_000);
  if (at.getMinutes() || at.getSeconds() || at.getMilliseconds()) at.setHours(at.getHours() + 1, 0, 0, 0);
  const lastToday = new Date(now.getFullYear(), now.getMonth(), now.getDate(), lastLaterHour);
  return at.getTime() > lastToday.getTime() ? null : at;
}

/** Tomorrow at 9:00. */
export function tomorrowMorning(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, morningHour);
}

/** 9:00 here on the due day; null without a due day or when that moment has passed. */
export function dueMorning(dueDay: string | null, now: Date): Date | null {
  if (!dueDay) return null;
  const day = localDateOf(dueDay);
  const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), morningHour);
  return at.getTime() > now.getTime() ? at : null;
}

/** The instant a quick choice names, or null when it is not offered now. */
export function choiceTime(choice: RemindChoice, dueDay: string | null, now: Date): Date | null {
  if (choice === 'later-today') return laterToday(now);
  if (choice === 'tomorrow') return tomorrowMorning(now);
  return dueMorning(dueDay, now);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored reminder as a datetime-local input's value (yyyy-mm-ddThh:mm, local), '' for none. */
export function inputValueOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${ymdOf(at)}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export type CustomReminder = { ok: true; iso: string } | { ok: false; message: string };

/**
 * A datetime-local value (local time) as the ISO UTC instant to send, or the server's own refusal
 * text when it is not in the future. An empty or unreadable value is no choice (null).
 */
export function customReminder(value: string, now: Date): CustomReminder | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const at = new Date(y as number, (mo as number) - 1, d, h, mi, s || 0);
  if (Number.isNaN(at.getTime())) return null;
  if (at.getTime() <= now.getTime()) return { ok: false, message: detailTexts.remindAtPast };
  return { ok: true, iso: at.toISOString() };
}
