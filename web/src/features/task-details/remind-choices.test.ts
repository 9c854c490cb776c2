/**
 * The reminder picker's pure logic (remind-choices.ts): the quick choices as local instants (Later today
 * rounded up to the hour and hidden after 23:00, Tomorrow 9:00, At due date 9:00 hidden once past),
 * the custom datetime-local value turned into ISO UTC or refused with the server's text.
 */

import { detailFieldTexts as detailTexts } from '@shared/messages/validation';
import { describe, expect, it } from 'vitest';
import {
  choiceTime,
  customReminder,
  dueMorning,
  inputValueOf,
  laterToday,
  tomorrowMorning,
} from './remind-choices';

/** A local time. */
const at = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, m - 1, d, h, mi, s);

describe('laterToday', () => {
  it.each([
    [at(2026, 3, 4, 10, 15), at(2026, 3, 4, 14)], // 13:15 rounds up to 14:00
    [at(2026, 3, 4, 10, 0, 1), at(2026, 3, 4, 14)], // a second past the hour rounds up too
    [at(2026, 3, 4, 10, 0), at(2026, 3, 4, 13)], // exactly on the hour stays
    [at(2026, 3, 4, 0, 30), at(2026, 3, 4, 4)],
    [at(2026, 3, 4, 19, 59), at(2026, 3, 4, 23)], // 22:59 rounds up to 23:00: still offered
    [at(2026, 3, 4, 20, 0), at(2026, 3, 4, 23)], // 23:00 exactly: offered
  ])('from %s: %s', (now, expected) => {
    expect(laterToday(now)?.getTime()).toBe(expected.getTime());
  });

  it.each([
    at(2026, 3, 4, 20, 0, 1), // 23:00:01 rounds to midnight
    at(2026, 3, 4, 20, 1), // 23:01 → 24:00
    at(2026, 3, 4, 22, 30), // tomorrow already
    at(2026, 12, 31, 23, 59),
  ])('hidden from %s (after 23:00 today)', (now) => {
    expect(laterToday(now)).toBeNull();
    expect(choiceTime('later-today', null, now)).toBeNull();
  });
});

describe('tomorrowMorning', () => {
  it.each([
    [at(2026, 3, 4, 10, 15), at(2026, 3, 5, 9)],
    [at(2026, 3, 4, 0, 0), at(2026, 3, 5, 9)],
    [at(2026, 12, 31, 23, 59), at(2027, 1, 1, 9)], // the year's last minute
    [at(2028, 2, 28, 8), at(2028, 2, 29, 9)], // leap day
  ])('from %s: %s', (now, expected) => {
    expect(tomorrowMorning(now).getTime()).toBe(expected.getTime());
    expect(tomorrowMorning(now).getHours()).toBe(9);
  });
});

describe('dueMorning (At due date 9:00)', () => {
  const due = '2026-03-10';

  it('is 9:00 local on the due date while that is ahead', () => {
    expect(dueMorning(due, at(2026, 3, 4, 12))?.getTime()).toBe(at(2026, 3, 10, 9).getTime());
    expect(dueMorning(due, at(2026, 3, 10, 8, 59))?.getTime()).toBe(at(2026, 3, 10, 9).getTime());
  });

  it.each([
    at(2026, 3, 10, 9), // exactly then: not in the future
    at(2026, 3, 10, 12), // the due day, after 9:00
    at(2026, 3, 11, 8), // after the due date
  ])('is hidden from %s (in the past)', (now) => {
    expect(dueMorning(due, now)).toBeNull();
    expect(choiceTime('at-due', due, now)).toBeNull();
  });

  it('is hidden without a due date', () => {
    expect(dueMorning(null, at(2026, 3, 4))).toBeNull();
  });
});

describe('customReminder', () => {
  const now = at(2026, 3, 4, 10, 15);

  it('turns a local datetime-local value into ISO UTC', () => {
    expect(customReminder('2026-03-04T10:16', now)).toEqual({
      ok: true,
      iso: at(2026, 3, 4, 10, 16).toISOString(),
    });
    expect(customReminder('2027-01-01T09:00:30', now)).toEqual({
      ok: true,
      iso: at(2027, 1, 1, 9, 0, 30).toISOString(),
    });
  });

  it.each(['2026-03-04T10:15', '2026-03-04T10:14', '2020-01-01T09:00'])(
    'refuses %s (not in the future) with the server text',
    (value) => {
      expect(customReminder(value, now)).toEqual({ ok: false, message: detailTexts.remindAtPast });
    },
  );

  it.each(['', '2026-03-04', 'tomorrow', '2026-03-04 10:30'])('takes %j as no choice', (value) => {
    expect(customReminder(value, now)).toBeNull();
  });
});

describe('inputValueOf', () => {
  it('shows a stored instant as a local datetime-local value, round trip', () => {
    const iso = at(2026, 12, 1, 9, 5).toISOString();
    expect(inputValueOf(iso)).toBe('2026-12-01T09:05');
    expect(customReminder(inputValueOf(iso), at(2026, 1, 1))).toEqual({ ok: true, iso });
    expect(inputValueOf(null)).toBe('');
    expect(inputValueOf('nonsense')).toBe('');
  });
});
