/**
 * The repeat picker's pure logic (repeat-form.ts): its quick choices and custom form turned into
 * rules the server accepts, read back again, and the summary they give.
 */

import { detailFieldTexts as detailTexts } from '@shared/messages/validation';
import { summariseRepeat } from '@shared/repeat';
import { describe, expect, it } from 'vitest';
import { formOf, quickOf, quickRules, ruleOf, toggleWeekday } from './repeat-form';

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
    expect(formOf(null, '2026-03-06')).toEqual({
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
