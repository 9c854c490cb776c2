import { describe, expect, it } from 'vitest';
import { detailFieldTexts as detailTexts } from './messages/validation';
import { canonicalRule, dueDayForRepeat, formatRule, isTimeZone, parseRule, summariseRepeat } from './repeat';

describe('repeat rule subset (shared/repeat.ts)', () => {
  it.each([
    ['FREQ=DAILY', 'FREQ=DAILY'],
    ['freq=daily;interval=1', 'FREQ=DAILY'],
    ['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR,MO', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR'],
    ['INTERVAL=3;FREQ=MONTHLY', 'FREQ=MONTHLY;INTERVAL=3'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'FREQ=MONTHLY;BYMONTHDAY=-1'],
    ['FREQ=MONTHLY;BYMONTHDAY=15;', 'FREQ=MONTHLY;BYMONTHDAY=15'],
    ['FREQ=YEARLY;INTERVAL=365', 'FREQ=YEARLY;INTERVAL=365'],
    [' FREQ=WEEKLY;BYDAY=SU,SA,MO ', 'FREQ=WEEKLY;BYDAY=MO,SA,SU'],
  ])('accepts %s as %s', (source, canonical) => {
    expect(canonicalRule(source)).toBe(canonical);
    // Canonical text is a fixed point.
    expect(canonicalRule(canonical)).toBe(canonical);
  });

  it.each([
    ['', detailTexts.repeatRuleFreq],
    ['FREQ=HOURLY', detailTexts.repeatRuleFreq],
    ['INTERVAL=2', detailTexts.repeatRuleFreq],
    ['FREQ=DAILY;INTERVAL=0', detailTexts.repeatRuleInterval],
    ['FREQ=DAILY;INTERVAL=366', detailTexts.repeatRuleInterval],
    ['FREQ=DAILY;INTERVAL=1.5', detailTexts.repeatRuleInterval],
    ['FREQ=DAILY;INTERVAL=-1', detailTexts.repeatRuleInterval],
    ['FREQ=DAILY;BYDAY=MO', detailTexts.repeatRuleByDay],
    ['FREQ=WEEKLY;BYDAY=1MO', detailTexts.repeatRuleByDay],
    ['FREQ=WEEKLY;BYDAY=MO,MO', detailTexts.repeatRuleByDay],
    ['FREQ=WEEKLY;BYMONTHDAY=1', detailTexts.repeatRuleByMonthDay],
    ['FREQ=MONTHLY;BYMONTHDAY=0', detailTexts.repeatRuleByMonthDay],
    ['FREQ=MONTHLY;BYMONTHDAY=32', detailTexts.repeatRuleByMonthDay],
    ['FREQ=MONTHLY;BYMONTHDAY=-2', detailTexts.repeatRuleByMonthDay],
    ['FREQ=MONTHLY;BYMONTHDAY=1,15', detailTexts.repeatRuleByMonthDay],
    ['FREQ=DAILY;COUNT=3', detailTexts.repeatRulePart('COUNT=3')],
    ['FREQ=DAILY;FREQ=WEEKLY', detailTexts.repeatRulePart('FREQ=WEEKLY')],
    ['FREQ=DAILY;INTERVAL', detailTexts.repeatRulePart('INTERVAL')],
  ])('refuses %j: %s', (source, message) => {
    expect(parseRule(source)).toEqual({ ok: false, message });
  });

  it.each([
    ['FREQ=DAILY', 'due', 'Every day'],
    ['FREQ=DAILY;INTERVAL=3', 'due', 'Every 3 days'],
    ['FREQ=WEEKLY', 'due', 'Every week'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR', 'due', 'Every 2 weeks on Mon, Fri'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'due', 'Every weekday'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR', 'due', 'Every 2 weeks on Mon, Tue, Wed, Thu, Fri'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'due', 'Every month on the last day'],
    ['FREQ=MONTHLY;INTERVAL=6;BYMONTHDAY=15', 'due', 'Every 6 months on day 15'],
    ['FREQ=YEARLY', 'completion', 'Every year after completion'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'completion', 'Every weekday after completion'],
  ] as const)('summarises %s (from %s) as %s', (rule, from, summary) => {
    expect(summariseRepeat({ rule, from })).toBe(summary);
  });

  it('formats parsed rules canonically and knows time zones', () => {
    expect(formatRule({ freq: 'WEEKLY', interval: 1, byDay: ['TU'], byMonthDay: null })).toBe(
      'FREQ=WEEKLY;BYDAY=TU',
    );
    expect(summariseRepeat({ rule: 'FREQ=SECONDLY', from: 'due' })).toBeNull();
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('the due day a repeat on chosen weekdays needs', () => {
  it('is the first of those days on or after the due day', () => {
    // 2031-03-12 is a Wednesday.
    expect(dueDayForRepeat('2031-03-12', { rule: 'FREQ=WEEKLY;BYDAY=MO,FR' })).toBe('2031-03-14');
    expect(dueDayForRepeat('2031-03-15', { rule: 'FREQ=WEEKLY;BYDAY=MO,FR' })).toBe('2031-03-17');
    expect(dueDayForRepeat('2031-12-30', { rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH' })).toBe('2032-01-01');
  });

  it('keeps a day that matches, and the day of any other rule or none', () => {
    expect(dueDayForRepeat('2031-03-14', { rule: 'FREQ=WEEKLY;BYDAY=MO,FR' })).toBe('2031-03-14');
    for (const repeat of [{ rule: 'FREQ=WEEKLY' }, { rule: 'FREQ=MONTHLY;BYMONTHDAY=-1' }, null])
      expect(dueDayForRepeat('2031-03-12', repeat)).toBe('2031-03-12');
  });
});
