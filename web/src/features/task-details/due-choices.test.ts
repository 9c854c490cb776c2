/** The due date's quick choices as calendar days (due-choices.ts). */
import { describe, expect, it } from 'vitest';
import { quickDueYmd } from './due-choices';

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
});
