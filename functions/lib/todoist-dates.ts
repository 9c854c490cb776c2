/**
 * Todoist's DATE column and our due dates and repeat rules, both ways. Todoist writes a
 * date in natural language; the forms read here are the ones its exports use for fixed dates
 * (`2031-03-14`, with or without a time, or `Mar 14 2031`) and the recurring ones that map to our
 * RRULE subset (shared/repeat.ts). `every!` repeats from completion. Anything else is reported.
 * Written in the same forms on export, so a list's CSV imports back as it was.
 */
import { formatRule, type RepeatRule, type Weekday, weekdayNames, weekdays } from '@shared/repeat';

import type { Repeat } from '@shared/types';

const shortDay: Record<Weekday, string> = {
  MO: 'mon',
  TU: 'tue',
  WE: 'wed',
  TH: 'thu',
  FR: 'fri',
  SA: 'sat',
  SU: 'sun',
};
const units = { day: 'DAILY', week: 'WEEKLY', month: 'MONTHLY', year: 'YEARLY' } as const;

/** A fixed date as Todoist writes it: `YYYY-MM-DD`, with an optional time, or a date with a year. */
export function readFixedDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text.trim());
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  if (!/\b\d{4}\b/.test(text)) return null;
  // A time after the date ("Mar 20 2031 9:30", "... at 9am") is read apart (`readTodoistTime`).
  const day = text.trim().replace(/\s(?:at\s)?\d{1,2}(?::\d{2})?\s?(?:am|pm)?$/i, '');
  const parsed = Date.parse(`${day} 12:00 UTC`);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString().slice(0, 10);
}

type TodoistDate =
  | { kind: 'none' }
  | { kind: 'fixed'; day: string }
  | { kind: 'repeat'; rule: string; from: Repeat['from']; day: string | null }
  | { kind: 'unread'; text: string }
  | { kind: 'unmapped'; text: string; day: string | null };

/** The rule of a recurring phrase (after `every`), or null when it has no equivalent in our subset. */
function ruleOf(phrase: string): RepeatRule | null {
  const text = phrase.trim().toLowerCase().replace(/\s+/g, ' ');
  const rule = (
    freq: RepeatRule['freq'],
    interval = 1,
    byDay: Weekday[] = [],
    byMonthDay: number | null = null,
  ) => ({ freq, interval, byDay, byMonthDay }) as RepeatRule;
  if (text === 'workday' || text === 'weekday') return rule('WEEKLY', 1, ['MO', 'TU', 'WE', 'TH', 'FR']);
  if (text === 'last day' || text === 'last day of the month') return rule('MONTHLY', 1, [], -1);
  const monthDay = /^(?:month on the )?(\d{1,2})(?:st|nd|rd|th)?$/.exec(text);
  if (monthDay) {
    const day = Number(monthDay[1]);
    return day >= 1 && day <= 31 ? rule('MONTHLY', 1, [], day) : null;
  }
  const unit = /^(?:(other|\d{1,3}) )?(day|week|month|year)s?(?: on (.+))?$/.exec(text);
  if (unit) {
    const interval = unit[1] === 'other' ? 2 : Number(unit[1] ?? 1);
    if (interval < 1 || interval > 365) return null;
    const freq = units[unit[2] as keyof typeof units];
    if (!unit[3]) return rule(freq, interval);
    const days = dayList(unit[3]);
    return freq === 'WEEKLY' && days ? rule(freq, interval, days) : null;
  }
  const days = dayList(text);
  return days ? rule('WEEKLY', 1, days) : null;
}

function dayList(text: string): Weekday[] | null {
  const names = text.split(/\s*(?:,|\band\b)\s*/).filter(Boolean);
  const days = names.map((name) => weekdayNames[name]);
  if (days.length === 0 || days.some((day) => day === undefined)) return null;
  return weekdays.filter((day) => days.includes(day));
}

/**
 * The longest DATE cell read: the longest phrase written (every weekday named, a start with a time)
 * is about 110 characters. A longer cell is reported unread, quoting its start only.
 */
export const todoistDateMax = 200;
const quotedMax = 40;

/** Words that start the start date of a recurring phrase (`every week starting 2031-03-14`). */
const startWords: ReadonlySet<string> = new Set(['starting', 'from']);

/**
 * Reads Todoist's DATE cell, in time linear in its length: split into words once (no regular
 * expression that backtracks over a run of spaces), then the first `starting`/`from` after the
 * phrase splits it from its start date.
 */
export function readTodoistDate(cell: string): TodoistDate {
  const text = cell.trim();
  if (text === '') return { kind: 'none' };
  if (text.length > todoistDateMax) return { kind: 'unread', text: `${text.slice(0, quotedMax)}…` };
  const words = text.split(/\s+/);
  const first = (words[0] as string).toLowerCase();
  if ((first === 'every' || first === 'every!') && words.length > 1) {
    let split = words.length;
    for (let i = 2; i < words.length - 1; i++)
      if (startWords.has((words[i] as string).toLowerCase())) {
        split = i;
        break;
      }
    const start = split < words.length ? readFixedDate(words.slice(split + 1).join(' ')) : null;
    // A time of day ("every day at 9am") is read apart (`readTodoistTime`): the rule is the rest.
    const phrase = words.slice(1, split);
    const at = phrase.findIndex((word) => word.toLowerCase() === 'at');
    const rule = ruleOf((at > 0 ? phrase.slice(0, at) : phrase).join(' '));
    if (!rule) return { kind: 'unmapped', text, day: start };
    return {
      kind: 'repeat',
      rule: formatRule(rule),
      from: first === 'every!' ? 'completion' : 'due',
      day: start,
    };
  }
  const day = readFixedDate(text);
  return day ? { kind: 'fixed', day } : { kind: 'unread', text };
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** Our repeat as a Todoist phrase starting on `day`: `every 2 weeks on mon, fri starting 2031-03-14`. */
export function todoistPhrase(rule: RepeatRule, from: Repeat['from'], day: string): string {
  const every = from === 'completion' ? 'every!' : 'every';
  const unit = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' }[rule.freq];
  let body: string;
  if (rule.byMonthDay === -1) body = 'last day';
  else if (rule.byMonthDay !== null) body = ordinal(rule.byMonthDay);
  else body = rule.interval === 1 ? unit : `${rule.interval} ${unit}s`;
  if (rule.byDay.length > 0) body += ` on ${rule.byDay.map((d) => shortDay[d]).join(', ')}`;
  return `${every} ${body} starting ${day}`;
}

/**
 * The time of day in a Todoist DATE cell, as "HH:MM" (24 h), or null: "9:30", "09:30:00", "9am",
 * "9:30 pm", "at 17:45" (an ISO date-time's time included). Read in time linear in the cell.
 */
export function readTodoistTime(cell: string): string | null {
  const text = cell.trim().toLowerCase();
  if (text.length > todoistDateMax) return null;
  for (const match of text.matchAll(
    /(?:^|[\st])(\d{1,2})(?::(\d{2}))?(?::\d{2}(?:\.\d+)?)?\s?(am|pm)?(?=$|\s|z|[+-]\d)/g,
  )) {
    // A bare number ("20" of "Mar 20 2031") is a day, not a time.
    if (!match[2] && !match[3]) continue;
    let hours = Number(match[1]);
    const minutes = Number(match[2] ?? '0');
    if (match[3]) {
      if (hours < 1 || hours > 12) continue;
      hours = (hours % 12) + (match[3] === 'pm' ? 12 : 0);
    }
    if (hours > 23 || minutes > 59) continue;
    return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  }
  return null;
}
