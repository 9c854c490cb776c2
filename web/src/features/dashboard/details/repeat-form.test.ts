/**
 * The details panel's pure logic (issue 22): the due date's quick choices as calendar days, the
 * repeat picker's quick choices and custom form turned into rules (and the summary they give),
 * and the step list's moves.
 */

import { detailTexts } from '@shared/messages';
import { summariseRepeat } from '@shared/repeat';
import { describe, expect, it } from 'vitest';
import { dueYmdOf, quickDueYmd } from './due-choices';
import { formOf, quickOf, quickRules, ruleOf, toggleWeekday } from './repeat-form';
import { changeStep, moveStep, stepCount } from './steps';

/** A local date at noon (the quick choices count calendar days, whatever the hour). */
const on = (y: number, m: number, d: number, hour = 12) => new Date(y, m - 1, d, hour);

describe('quickDueYmd', () => {
  it.each([
    // [now, today, tomorrow, next week (Monday)]
    [on(2026, 3, 4), '2026-03-04', '2026-03-05', '2026-03-09'], // a Wednesday
    [on(2026, 3, 9), '2026-03-09', '2026-03-10', '2026-03-16'], // a Monday: the Monday after
    [on(2026, 3, 8), '2026-03-08', '2026-03-09', '2026-03-09'], // a Sunday: tomorrow is next Monday
    [on(2026, 12, 31, 23), '2026-12-31', '2027-01-01', '2027-01-04'], // a year's last evening
    [on(2028, 2, 28, 0), '2028-02-28', '2028-02-29', '2028-03-06'], // leap day, just after midnight
  ])('from %s: today %s, tomorrow %s, next week %s', (now, today, tomorrow, nextWeek) => {
    expect(quickDueYmd('today', now)).toBe(today);
    expect(quickDueYmd('tomorrow', now)).toBe(tomorrow);
    expect(quickDueYmd('next-week', now)).toBe(nextWeek);
  });

  it('reads the local calendar day of a stored due instant, and none', () => {
    const due = new Date(2026, 4, 17, 23, 59).toISOString();
    expect(dueYmdOf(due)).toBe('2026-05-17');
    expect(dueYmdOf(null)).toBe('');
    expect(dueYmdOf('not a date')).toBe('');
  });
});

describe('the repeat picker', () => {
  it('has quick rules the server accepts, each recognised again, with their summaries', () => {
    expect(
      Object.fromEntries(
        Object.entries(quickRules).map(([q, rule]) => [q, summariseRepeat({ rule, from: 'due' })]),
      ),
    ).toEqual({
      daily: 'Every day',
      weekdays: 'Every weekday',
      weekly: 'Every week',
      monthly: 'Every month',
      yearly: 'Every year',
    });
    for (const [quick, rule] of Object.entries(quickRules)) expect(quickOf(rule)).toBe(quick);
    expect(quickOf('freq=weekly;byday=fr,mo,tu,we,th')).toBe('weekdays');
    expect(quickOf('FREQ=WEEKLY;INTERVAL=2')).toBeNull();
    expect(quickOf(null)).toBeNull();
  });

  it('builds the custom rule: every 2 weeks on Mon and Fri, from completion', () => {
    const built = ruleOf({ freq: 'WEEKLY', interval: '2', byDay: ['FR', 'MO'], from: 'completion' });
    expect(built).toEqual({ ok: true, rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR' });
    if (built.ok)
      expect(summariseRepeat({ rule: built.rule, from: 'due' })).toBe('Every 2 weeks on Mon, Fri');
  });

  it('drops weekdays from a rule that is not weekly, and writes interval 1 as nothing', () => {
    expect(ruleOf({ freq: 'MONTHLY', interval: '1', byDay: ['MO'], from: 'due' })).toEqual({
      ok: true,
      rule: 'FREQ=MONTHLY',
    });
    expect(ruleOf({ freq: 'DAILY', interval: ' 365 ', byDay: [], from: 'due' })).toEqual({
      ok: true,
      rule: 'FREQ=DAILY;INTERVAL=365',
    });
  });

  it.each(['0', '366', '', '1.5', '-2', 'two'])(
    'refuses the interval %j with the server message',
    (interval) => {
      expect(ruleOf({ freq: 'DAILY', interval, byDay: [], from: 'due' })).toEqual({
        ok: false,
        message: detailTexts.repeatRuleInterval,
      });
    },
  );

  it('opens with the stored repeat, or weekly on the due date weekday', () => {
    expect(formOf({ rule: 'FREQ=WEEKLY;INTERVAL=3;BYDAY=TU,SA', from: 'completion' }, null)).toEqual({
      freq: 'WEEKLY',
      interval: '3',
      byDay: ['TU', 'SA'],
      from: 'completion',
    });
    // 2026-03-06 is a Friday.
    expect(formOf(null, new Date(2026, 2, 6, 23, 59).toISOString())).toEqual({
      freq: 'WEEKLY',
      interval: '1',
      byDay: ['FR'],
      from: 'due',
    });
  });

  it('toggles weekdays, keeping Monday first', () => {
    expect(toggleWeekday(['FR'], 'MO')).toEqual(['MO', 'FR']);
    expect(toggleWeekday(['MO', 'FR'], 'MO')).toEqual(['FR']);
  });
});

describe('the step list', () => {
  const steps = [
    { _id: 'a', title: 'A', completed: false },
    { _id: 'b', title: 'B', completed: true },
    { _id: 'c', title: 'C', completed: false },
  ];
  it('moves a step up or down, and not past either end', () => {
    expect(moveStep(steps, 2, -1).map((s) => s._id)).toEqual(['a', 'c', 'b']);
    expect(moveStep(steps, 0, 1).map((s) => s._id)).toEqual(['b', 'a', 'c']);
    expect(moveStep(steps, 0, -1).map((s) => s._id)).toEqual(['a', 'b', 'c']);
    expect(moveStep(steps, 2, 1).map((s) => s._id)).toEqual(['a', 'b', 'c']);
    expect(steps.map((s) => s._id)).toEqual(['a', 'b', 'c']);
  });
  it('changes one step by id and counts the ticked ones', () => {
    const renamed = changeStep(steps, 'c', { title: 'See', completed: true });
    expect(renamed[2]).toEqual({ _id: 'c', title: 'See', completed: true });
    expect(stepCount(renamed)).toEqual({ done: 2, total: 3 });
    expect(stepCount(undefined)).toEqual({ done: 0, total: 0 });
  });
});
