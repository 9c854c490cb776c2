/** Todoist's DATE column both ways (todoist-dates.ts): the phrases read, and the cells that cost the parser. */
import { describe, expect, it } from 'vitest';
import { parseRule } from '../../shared/repeat';
import { readTodoistDate, readTodoistTime, todoistDateMax, todoistPhrase } from './todoist-dates';

describe('readTodoistDate', () => {
  it.each([
    ['every day', 'FREQ=DAILY', 'due'],
    ['every 3 days', 'FREQ=DAILY;INTERVAL=3', 'due'],
    ['every! 3 days', 'FREQ=DAILY;INTERVAL=3', 'completion'],
    ['every other week', 'FREQ=WEEKLY;INTERVAL=2', 'due'],
    ['every monday, friday', 'FREQ=WEEKLY;BYDAY=MO,FR', 'due'],
    ['every mon and wed', 'FREQ=WEEKLY;BYDAY=MO,WE', 'due'],
    ['every workday', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'due'],
    ['every 2 weeks on mon, fri', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR', 'due'],
    ['every month', 'FREQ=MONTHLY', 'due'],
    ['every 14th', 'FREQ=MONTHLY;BYMONTHDAY=14', 'due'],
    ['every last day', 'FREQ=MONTHLY;BYMONTHDAY=-1', 'due'],
    ['every year', 'FREQ=YEARLY', 'due'],
  ])('maps %s to %s', (text, rule, from) => {
    expect(readTodoistDate(text)).toEqual({ kind: 'repeat', rule, from, day: null });
  });

  it('reads fixed dates, a start day, and reports what it cannot map or read', () => {
    expect(readTodoistDate('2031-03-14')).toEqual({ kind: 'fixed', day: '2031-03-14' });
    expect(readTodoistDate('2031-03-14T09:00:00Z')).toEqual({ kind: 'fixed', day: '2031-03-14' });
    expect(readTodoistDate('Mar 14 2031')).toEqual({ kind: 'fixed', day: '2031-03-14' });
    expect(readTodoistDate('every week starting 2031-03-14')).toMatchObject({
      kind: 'repeat',
      day: '2031-03-14',
    });
    expect(readTodoistDate('every 3rd friday')).toEqual({
      kind: 'unmapped',
      text: 'every 3rd friday',
      day: null,
    });
    expect(readTodoistDate('tomorrow')).toEqual({ kind: 'unread', text: 'tomorrow' });
    expect(readTodoistDate('')).toEqual({ kind: 'none' });
  });

  it('reads back every phrase it writes', () => {
    for (const rule of [
      'FREQ=DAILY;INTERVAL=3',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
      'FREQ=MONTHLY;BYMONTHDAY=9',
      'FREQ=YEARLY',
    ]) {
      const parsed = parseRule(rule);
      if (!parsed.ok) throw new Error(rule);
      for (const from of ['due', 'completion'] as const)
        expect(readTodoistDate(todoistPhrase(parsed.rule, from, '2031-03-14'))).toEqual({
          kind: 'repeat',
          rule,
          from,
          day: '2031-03-14',
        });
    }
  });
});

describe('cells that cost the parser (docs/api.md#limits-of-lists-and-files)', () => {
  // Runs of spaces inside a phrase, where a backtracking pattern retries every split point.
  const pathological = (length: number) => `every x${' '.repeat(length)}y`;

  it('reports a cell over the cap unread, quoting its start only, whatever its length', () => {
    // 100,000 characters: the former pattern took about 8 s on this (past the test's time limit),
    // and 2 MB minutes. A cell over the cap is not parsed at all.
    const long = readTodoistDate(pathological(100_000));
    expect(long).toEqual({ kind: 'unread', text: `${pathological(100_000).slice(0, 40)}…` });
    const huge = pathological(2 * 1024 * 1024);
    expect(readTodoistDate(huge)).toEqual({ kind: 'unread', text: `${huge.slice(0, 40)}…` });
    expect(readTodoistDate(`every day starting ${'2031-03-14 '.repeat(50_000)}`).kind).toBe('unread');
  });

  it('reads phrases up to the cap, runs of spaces and all, in linear time', () => {
    const padded = `every  2   weeks ${' '.repeat(100)} on mon,   fri   starting   2031-03-14`;
    expect(padded.length).toBeLessThanOrEqual(todoistDateMax);
    expect(readTodoistDate(padded)).toEqual({
      kind: 'repeat',
      rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR',
      from: 'due',
      day: '2031-03-14',
    });
    expect(readTodoistDate(pathological(todoistDateMax - 8))).toMatchObject({ kind: 'unmapped' });
    expect(readTodoistDate(`every from from 2031-03-14`)).toEqual({
      kind: 'unmapped',
      text: 'every from from 2031-03-14',
      day: '2031-03-14',
    });
    expect(readTodoistDate('EVERY! Day From 2031-03-14')).toEqual({
      kind: 'repeat',
      rule: 'FREQ=DAILY',
      from: 'completion',
      day: '2031-03-14',
    });
    expect(readTodoistDate('everyday')).toEqual({ kind: 'unread', text: 'everyday' });
    expect(readTodoistDate('every')).toEqual({ kind: 'unread', text: 'every' });
  });
});

describe('readTodoistTime', () => {
  it('reads the time of a DATE cell, 24 h or am/pm, and none from a date alone', () => {
    const cases: [string, string | null][] = [
      ['Mar 20 2031 9:30', '09:30'],
      ['Mar 20 2031', null],
      ['2031-03-20 17:45', '17:45'],
      ['2031-03-20T09:30:00Z', '09:30'],
      ['2031-03-20', null],
      ['every day at 9am', '09:00'],
      ['every monday at 5:15 pm', '17:15'],
      ['12am', '00:00'],
      ['25:00', null],
      ['13pm', null],
    ];
    for (const [cell, time] of cases) expect(readTodoistTime(cell), cell).toBe(time);
  });
});
