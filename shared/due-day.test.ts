/** Due days (due-day.ts): the day a task holds, its instant for the original client, and stored tasks read back. */
import { describe, expect, it } from 'vitest';
import { dayOfInstant, daysBetween, dueDayOf, dueInstantOf } from './due-day';

describe('due days', () => {
  it('gives a day the instant noon UTC, which names that day from UTC-12 to UTC+11', () => {
    const due = dueInstantOf('2031-03-14');
    expect(due).toBe('2031-03-14T12:00:00.000Z');
    for (const timeZone of [
      'Etc/GMT+12',
      'America/Los_Angeles',
      'UTC',
      'Europe/Berlin',
      'Asia/Tokyo',
      'Etc/GMT-11',
    ])
      expect(dayOfInstant(due, timeZone)).toBe('2031-03-14');
    // And read back without a zone, as a stored due is.
    expect(dayOfInstant(due)).toBe('2031-03-14');
  });

  it('reads the day of 23:59 where it was chosen, with or without the zone', () => {
    expect(dayOfInstant('2031-03-15T03:59:00.000Z', 'America/New_York')).toBe('2031-03-14');
    // Without the zone the offset is inferred from the 23:59 the web stored.
    expect(dayOfInstant('2031-03-15T03:59:00.000Z')).toBe('2031-03-14');
    expect(dayOfInstant('2031-03-14T22:59:00.000Z')).toBe('2031-03-14');
    expect(dayOfInstant('2031-03-14T10:59:00.000Z')).toBe('2031-03-14'); // UTC+13
    expect(dayOfInstant('2031-03-15T07:59:00.000Z', 'Not/AZone')).toBe('2031-03-14'); // unknown: inferred
  });

  it("takes a task's stored day first, else the day of its due, in its repeat's zone", () => {
    expect(dueDayOf({ dueDay: '2031-03-14', due: '2031-03-14T12:00:00.000Z' })).toBe('2031-03-14');
    expect(dueDayOf({ due: '2031-03-15T03:59:00.000Z', repeat: { timeZone: 'America/New_York' } })).toBe(
      '2031-03-14',
    );
    expect(dueDayOf({ due: '2031-03-14T22:59:00.000Z', repeat: null })).toBe('2031-03-14');
    expect(dueDayOf({ due: null })).toBeNull();
    expect(dueDayOf({})).toBeNull();
  });

  it('counts whole days between two days, across a month and a daylight-saving change', () => {
    expect(daysBetween('2031-03-28', '2031-04-02')).toBe(5);
    expect(daysBetween('2031-04-02', '2031-03-28')).toBe(-5);
    expect(daysBetween('2031-12-31', '2031-12-31')).toBe(0);
  });
});
