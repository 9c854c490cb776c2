/**
 * The repeat rule of a task: the RFC 5545 RRULE subset the product accepts, parsed,
 * written canonically and summarised in one line. No dependency, so the web can import it without
 * the RRULE library; only the functions that compute next dates load `rrule`
 * (functions/data/tasks/recurrence.ts).
 *
 * The subset: `FREQ=DAILY|WEEKLY|MONTHLY|YEARLY`, `INTERVAL=1..365` (default 1), `BYDAY` with
 * `FREQ=WEEKLY` only (distinct weekday codes, no ordinals), `BYMONTHDAY` with `FREQ=MONTHLY` only
 * (one day, 1..31, or -1 for the last day of the month). Parts are separated by `;`, names and
 * values are case-insensitive, a leading `RRULE:` is allowed; anything else is refused.
 */
import { limits } from './limits';
import { repeatTexts } from './messages/server';
import { detailFieldTexts as detailTexts } from './messages/validation';

export const frequencies = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof frequencies)[number];

/** RFC 5545 weekday codes, Monday first (the order BYDAY is written and summarised in). */
export const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * English weekday names and their short forms, as people type them (quick add: shared/quick-add/)
 * and as Todoist writes them (its CSV's dates: functions/lib/todoist-dates.ts).
 */
export const weekdayNames: Readonly<Record<string, Weekday>> = {
  mon: 'MO',
  monday: 'MO',
  tue: 'TU',
  tues: 'TU',
  tuesday: 'TU',
  wed: 'WE',
  weds: 'WE',
  wednesday: 'WE',
  thu: 'TH',
  thur: 'TH',
  thurs: 'TH',
  thursday: 'TH',
  fri: 'FR',
  friday: 'FR',
  sat: 'SA',
  saturday: 'SA',
  sun: 'SU',
  sunday: 'SU',
};

/** Where the next due date counts from: the schedule (the due date) or the day of completion. */
export const repeatFroms = ['due', 'completion'] as const;
export type RepeatFrom = (typeof repeatFroms)[number];

/** A parsed rule: what the canonical text says, as data. */
export interface RepeatRule {
  freq: Frequency;
  interval: number;
  /** Weekly only; empty: the weekday of the due date. Sorted Monday first, distinct. */
  byDay: Weekday[];
  /** Monthly only; null: the day of the due date. -1 is the last day of the month. */
  byMonthDay: number | null;
}

type RuleParse = { ok: true; rule: RepeatRule } | { ok: false; message: string };

const fail = (message: string): RuleParse => ({ ok: false, message });

const isFrequency = (value: string): value is Frequency => (frequencies as readonly string[]).includes(value);
const isWeekday = (value: string): value is Weekday => (weekdays as readonly string[]).includes(value);

/** Parses a rule of the subset; the refusal's message is the catalogue's (shared/messages/server.ts `repeatTexts`). */
export function parseRule(source: string): RuleParse {
  const body = source
    .trim()
    .toUpperCase()
    .replace(/^RRULE:/, '');
  if (body === '') return fail(detailTexts.repeatRuleFreq);
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    if (part === '') continue;
    const [name, value, ...rest] = part.split('=');
    if (!name || value === undefined || rest.length > 0 || value === '')
      return fail(detailTexts.repeatRulePart(part));
    if (!['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY'].includes(name))
      return fail(detailTexts.repeatRulePart(part));
    if (parts.has(name)) return fail(detailTexts.repeatRulePart(part));
    parts.set(name, value);
  }
  const freq = parts.get('FREQ');
  if (freq === undefined || !isFrequency(freq)) return fail(detailTexts.repeatRuleFreq);

  const intervalText = parts.get('INTERVAL') ?? '1';
  const interval = Number(intervalText);
  if (!/^\d{1,3}$/.test(intervalText) || interval < 1 || interval > limits.repeatIntervalMax)
    return fail(detailTexts.repeatRuleInterval);

  const byDayText = parts.get('BYDAY');
  let byDay: Weekday[] = [];
  if (byDayText !== undefined) {
    const days = byDayText.split(',');
    if (freq !== 'WEEKLY' || !days.every(isWeekday) || new Set(days).size !== days.length)
      return fail(detailTexts.repeatRuleByDay);
    byDay = weekdays.filter((day) => days.includes(day));
  }

  const byMonthDayText = parts.get('BYMONTHDAY');
  let byMonthDay: number | null = null;
  if (byMonthDayText !== undefined) {
    const day = Number(byMonthDayText);
    if (freq !== 'MONTHLY' || !/^(-1|\d{1,2})$/.test(byMonthDayText) || day === 0 || day > 31)
      return fail(detailTexts.repeatRuleByMonthDay);
    byMonthDay = day;
  }
  return { ok: true, rule: { freq, interval, byDay, byMonthDay } };
}

/** The canonical text: FREQ, then INTERVAL only when not 1, then BYDAY or BYMONTHDAY. */
export function formatRule(rule: RepeatRule): string {
  return [
    `FREQ=${rule.freq}`,
    ...(rule.interval !== 1 ? [`INTERVAL=${rule.interval}`] : []),
    ...(rule.byDay.length > 0 ? [`BYDAY=${rule.byDay.join(',')}`] : []),
    ...(rule.byMonthDay !== null ? [`BYMONTHDAY=${rule.byMonthDay}`] : []),
  ].join(';');
}

/** The rule's text in canonical form, or null when it is not one of the subset. */
export function canonicalRule(source: string): string | null {
  const parsed = parseRule(source);
  return parsed.ok ? formatRule(parsed.rule) : null;
}

const workWeek: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

/** One line for people: 'Every 2 weeks on Mon, Fri', 'Every weekday', 'Every month on the last day'. */
export function summariseRule(rule: RepeatRule, from: RepeatFrom = 'due'): string {
  const after = from === 'completion' ? repeatTexts.afterCompletion : '';
  if (rule.freq === 'WEEKLY' && rule.interval === 1 && rule.byDay.join() === workWeek.join())
    return repeatTexts.everyWeekday + after;
  let line = repeatTexts.every(rule.interval, rule.freq);
  if (rule.byDay.length > 0)
    line += repeatTexts.onDays(rule.byDay.map((day) => repeatTexts.weekdayShort[day]));
  if (rule.byMonthDay === -1) line += repeatTexts.onLastDay;
  else if (rule.byMonthDay !== null) line += repeatTexts.onMonthDay(rule.byMonthDay);
  return line + after;
}

/** The summary of a stored repeat `{ rule, from }`; null when the rule is not one of the subset. */
export function summariseRepeat(repeat: { rule: string; from: RepeatFrom }): string | null {
  const parsed = parseRule(repeat.rule);
  return parsed.ok ? summariseRule(parsed.rule, repeat.from) : null;
}

/** Whether `zone` is an IANA time zone name this runtime knows (Intl is in every browser and Node). */
export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The weekday of a calendar day (yyyy-mm-dd). */
const weekdayOfDay = (day: string): Weekday =>
  weekdays[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;

/**
 * The due day a repeat on chosen weekdays needs: the first of those days on or after `day`, so the
 * first occurrence is one the rule names (a calendar feed would otherwise show an extra event).
 * Any other rule, or a day that already matches, keeps `day` (and no day stays none).
 */
export function dueDayForRepeat(day: string, repeat: { rule: string } | null | undefined): string;
export function dueDayForRepeat(
  day: string | null,
  repeat: { rule: string } | null | undefined,
): string | null;
export function dueDayForRepeat(
  day: string | null,
  repeat: { rule: string } | null | undefined,
): string | null {
  const parsed = repeat && day ? parseRule(repeat.rule) : null;
  if (!parsed?.ok || parsed.rule.freq !== 'WEEKLY' || parsed.rule.byDay.length === 0) return day;
  const byDay = parsed.rule.byDay;
  let next = day as string;
  for (let step = 0; step < 7 && !byDay.includes(weekdayOfDay(next)); step++)
    next = new Date(Date.parse(`${next}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return next;
}
