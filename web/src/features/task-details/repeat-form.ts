/**
 * The repeat picker's logic: the quick choices as rules, which quick choice a rule is,
 * and the custom form (every N days/weeks/months/years, weekdays for weekly, from the due date or
 * from completion) turned into a rule of the subset (shared/repeat.ts) or a refusal. Pure, for the
 * unit tests.
 */

import { limits } from '@shared/limits';
import { detailFieldTexts as detailTexts } from '@shared/messages/validation';
import {
  type Frequency,
  formatRule,
  parseRule,
  type RepeatFrom,
  type RepeatRule,
  type Weekday,
  weekdays,
} from '@shared/repeat';
import { localDateOf } from '../../lib/dates';

export type QuickRepeat = 'daily' | 'weekdays' | 'weekly' | 'monthly' | 'yearly';

export const quickRules: Record<QuickRepeat, string> = {
  daily: 'FREQ=DAILY',
  weekdays: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  weekly: 'FREQ=WEEKLY',
  monthly: 'FREQ=MONTHLY',
  yearly: 'FREQ=YEARLY',
};

export const quickRepeats = Object.keys(quickRules) as QuickRepeat[];

/** The quick choice a stored rule is, if any (the picker shows it pressed). */
export function quickOf(rule: string | null | undefined): QuickRepeat | null {
  if (!rule) return null;
  const parsed = parseRule(rule);
  if (!parsed.ok) return null;
  const canonical = formatRule(parsed.rule);
  return quickRepeats.find((quick) => quickRules[quick] === canonical) ?? null;
}

/** The custom form as the user fills it: the interval as typed. */
export interface RepeatForm {
  freq: Frequency;
  interval: string;
  byDay: Weekday[];
  from: RepeatFrom;
}

/** getDay() (0 = Sunday) to the RFC 5545 code. */
const weekdayOfDate = (date: Date): Weekday => weekdays[(date.getDay() + 6) % 7] as Weekday;

/**
 * The form a picker opens with: the stored repeat, or every week on the due date's weekday (today's
 * when there is no due date).
 */
export function formOf(
  repeat: { rule: string; from: RepeatFrom } | null | undefined,
  dueDay: string | null,
): RepeatForm {
  const parsed = repeat ? parseRule(repeat.rule) : null;
  if (parsed?.ok && repeat) {
    return {
      freq: parsed.rule.freq,
      interval: String(parsed.rule.interval),
      byDay: parsed.rule.byDay,
      from: repeat.from,
    };
  }
  const day = dueDay ? localDateOf(dueDay) : new Date();
  return { freq: 'WEEKLY', interval: '1', byDay: [weekdayOfDate(day)], from: 'due' };
}

export type FormRule = { ok: true; rule: string } | { ok: false; message: string };

/**
 * The rule the form describes, canonical: the interval a whole number from 1 to 365, weekdays only
 * for weekly (none: the due date's weekday). A monthly rule keeps the due date's day, as the server
 * does when BYMONTHDAY is absent.
 */
export function ruleOf(form: RepeatForm): FormRule {
  const text = form.interval.trim();
  const interval = Number(text);
  if (!/^\d{1,3}$/.test(text) || interval < 1 || interval > limits.repeatIntervalMax)
    return { ok: false, message: detailTexts.repeatRuleInterval };
  const rule: RepeatRule = {
    freq: form.freq,
    interval,
    byDay: form.freq === 'WEEKLY' ? weekdays.filter((day) => form.byDay.includes(day)) : [],
    byMonthDay: null,
  };
  return { ok: true, rule: formatRule(rule) };
}

/** Adds or removes one weekday of the form, keeping Monday-first order. */
export const toggleWeekday = (days: readonly Weekday[], day: Weekday): Weekday[] =>
  weekdays.filter((d) => (d === day ? !days.includes(d) : days.includes(d)));
