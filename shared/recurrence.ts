/**
 * The next due dates of a repeating task: pure date arithmetic on calendar days, never on
 * instants, so a daylight-saving change can never move a due date to another day.
 *
 * 1. The start day is the due day (`from: 'due'`, the schedule), a calendar day the same for
 *    everyone (docs/decisions/0113), or the day of completion in the task's zone, the IANA zone the
 *    client sent with the repeat (`from: 'completion'`).
 * 2. The next due day is the rule's first occurrence strictly after the start day, with the rule
 *    started on that day (`rrule`, on UTC-midnight dates that stand for calendar days).
 *
 * Month ends (docs/decisions/0059-month-ends-keep-the-last-day.md): RFC 5545 skips months that lack
 * the day (`rrule` does); we do not. A monthly day beyond the month's length (BYMONTHDAY 29-31, or
 * the day the repeat keeps) falls on the month's last day: Jan 31 -> Feb 28 -> Mar 31. Without
 * BYMONTHDAY a monthly repeat keeps the day of the month it was set on, not the day it fell back to
 * (docs/decisions/0114-a-monthly-repeat-keeps-its-day.md): an occurrence that fell back carries
 * that day as `monthDay`. BYMONTHDAY=-1 is always the last day. A yearly Feb 29 falls on Feb 28 in
 * common years.
 */

import * as rruleModule from 'rrule';
import { parseRule, type RepeatFrom, type RepeatRule, type Weekday } from './repeat';
import { dayIn } from './time-zones';

type RRuleExports = typeof rruleModule;
/**
 * `rrule` ships ES modules (what esbuild bundles) and a UMD main (what Node loads in the tests and
 * the local stack, where its names sit on the default export).
 */
const { RRule } =
  'RRule' in rruleModule ? rruleModule : (Reflect.get(rruleModule, 'default') as RRuleExports);

/** How a task repeats, as stored (shared/contract/entities.ts `repeat`). */
export interface RepeatSetting {
  rule: string;
  from: RepeatFrom;
  timeZone?: string;
}

const rruleWeekday = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 } as const satisfies Record<
  Weekday,
  number
>;

const monthDays = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The first day of the rule strictly after `startDay` (UTC midnight standing for a calendar day),
 * the rule started on that day; a monthly rule without BYMONTHDAY on `monthDay` (the start day's
 * own by default); month ends as the module's comment says.
 */
export function nextDay(rule: RepeatRule, startDay: Date, monthDay = startDay.getUTCDate()): Date {
  const day = startDay.getUTCDate();
  const options: ConstructorParameters<typeof RRule>[0] = {
    freq: { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY, YEARLY: RRule.YEARLY }[
      rule.freq
    ],
    interval: rule.interval,
    dtstart: startDay,
    wkst: RRule.MO,
  };
  if (rule.freq === 'WEEKLY' && rule.byDay.length > 0)
    options.byweekday = rule.byDay.map((d) => rruleWeekday[d]);
  if (rule.freq === 'MONTHLY') {
    const anchor = rule.byMonthDay ?? monthDay;
    if (anchor === -1) options.bymonthday = [-1];
    else if (anchor > 28) {
      // The last of 28..anchor that the month has: the anchor, or the month's last day.
      options.bymonthday = monthDays(28, anchor);
      options.bysetpos = [-1];
    } else options.bymonthday = [anchor];
  }
  if (rule.freq === 'YEARLY' && startDay.getUTCMonth() === 1 && day === 29) {
    options.bymonth = [2];
    options.bymonthday = [28, 29];
    options.bysetpos = [-1];
  }
  const next = new RRule(options).after(startDay, false);
  // Every rule of the subset repeats forever, so there is always a next day.
  if (!next) throw new Error(`No occurrence after ${startDay.toISOString()} for ${JSON.stringify(rule)}`);
  return next;
}

/** A calendar day (yyyy-mm-dd) as the UTC midnight that stands for it, and back. */
const dayDate = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The next occurrence's due day, and the day of the month it keeps when it fell back from it. */
export interface NextDue {
  dueDay: string;
  monthDay?: number;
}

const dayOfMonth = (day: string) => Number(day.slice(8, 10));

/**
 * The next due day (yyyy-mm-dd) of a task due on `dueDay` that repeats by `repeat`, completed at
 * `completedAt`; `monthDay` is the day of the month the task keeps, when it fell back from it. The
 * stored rule was checked on the way in; one that no longer parses is a fault.
 */
export function nextDue(
  repeat: RepeatSetting,
  dueDay: string,
  completedAt: Date,
  monthDay?: number | null,
): NextDue {
  const parsed = parseRule(repeat.rule);
  if (!parsed.ok) throw new Error(`Stored repeat rule is not of the subset: ${repeat.rule}`);
  if (repeat.from === 'completion')
    return { dueDay: dayText(nextDay(parsed.rule, dayDate(completionDay(completedAt, repeat.timeZone)))) };
  const { freq, byMonthDay } = parsed.rule;
  const kept = freq === 'MONTHLY' && byMonthDay === null ? (monthDay ?? dayOfMonth(dueDay)) : undefined;
  const next = dayText(nextDay(parsed.rule, dayDate(dueDay), kept));
  return kept !== undefined && kept > dayOfMonth(next) ? { dueDay: next, monthDay: kept } : { dueDay: next };
}

/** The day of a completion in the task's zone (UTC when it has none or the name is unknown). */
const completionDay = (completedAt: Date, timeZone: string | undefined): string =>
  dayIn(completedAt, timeZone);

/**
 * The next due days of a task due on `dueDay` that repeats by `repeat`, strictly after it and up to
 * `until` (inclusive), as a schedule kept (each from the one before, as completing every one on its
 * due day would make them; a repeat from completion counts from each due day), at most `max`. For
 * showing the occurrences to come (the web's calendar); the server makes one at a time (`nextDue`).
 */
export function occurrencesUntil(
  repeat: RepeatSetting,
  dueDay: string,
  until: string,
  monthDay?: number | null,
  max = 400,
): string[] {
  const days: string[] = [];
  const schedule: RepeatSetting = { ...repeat, from: 'due' };
  let current: NextDue = { dueDay, ...(monthDay ? { monthDay } : {}) };
  while (days.length < max) {
    current = nextDue(schedule, current.dueDay, new Date(0), current.monthDay);
    if (current.dueDay > until) break;
    days.push(current.dueDay);
  }
  return days;
}
