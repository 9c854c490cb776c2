/** The calendar's days (grid.ts): the month's weeks, a week's days, the range in view, the steps. */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  localeWeekStart,
  monthWeeks,
  openingHour,
  stepped,
  visibleRange,
  weekDays,
  workingDayHour,
} from './grid';

describe('the month grid', () => {
  it('holds every week with a day of the month, starting on the chosen weekday', () => {
    // November 2026: Sunday the 1st to Monday the 30th.
    const monday = monthWeeks('2026-11-17', 1);
    expect(monday).toHaveLength(6);
    expect(monday[0]).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(monday.at(-1)?.[0]).toBe('2026-11-30');
    const sunday = monthWeeks('2026-11-17', 0);
    expect(sunday).toHaveLength(5);
    expect(sunday[0]?.[0]).toBe('2026-11-01');
    expect(sunday.at(-1)?.[6]).toBe('2026-12-05');
    // February 2027 from Monday the 1st: exactly four weeks.
    expect(monthWeeks('2027-02-10', 1)).toHaveLength(4);
    for (const week of monday) expect(week).toHaveLength(7);
  });

  it('counts across a daylight-saving change and a leap day without losing a day', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-01');
  });
});

describe('the week and the range in view', () => {
  it('gives the seven days of the week that holds a day', () => {
    expect(weekDays('2026-11-27', 1)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekDays('2026-11-27', 0)[0]).toBe('2026-11-22');
    expect(weekDays('2026-11-27', 6)[0]).toBe('2026-11-21');
  });

  it('names the first and last day shown, and steps by a month or a week', () => {
    expect(visibleRange('month', '2026-11-17', 1)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(visibleRange('week', '2026-11-17', 1)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(stepped('month', '2026-11-17', 1)).toBe('2026-12-01');
    expect(stepped('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(stepped('week', '2026-11-17', -1)).toBe('2026-11-10');
  });

  it("starts the week on the locale's first day, else Monday", () => {
    const hasWeekInfo = (() => {
      const locale = new Intl.Locale('en-US') as Intl.Locale & { getWeekInfo?: unknown; weekInfo?: unknown };
      return locale.getWeekInfo !== undefined || locale.weekInfo !== undefined;
    })();
    expect(localeWeekStart('en-US')).toBe(hasWeekInfo ? 0 : 1);
    expect(localeWeekStart('de-DE')).toBe(1);
    expect(localeWeekStart('not a locale!')).toBe(1);
  });
});

describe('the hour a week opens at', () => {
  const week = weekDays('2030-03-12', 1);
  const afternoon = new Date(2030, 2, 12, 15, 40);
  it('is the current hour when today is in the week, whatever its tasks', () => {
    expect(openingHour(week, '2030-03-12', afternoon, ['06:30'])).toBe(15);
  });
  it("is the first timed task's hour in another week, else the working day's", () => {
    expect(openingHour(week, '2031-01-01', afternoon, ['13:15', '09:30', '22:00'])).toBe(9);
    expect(openingHour(week, '2031-01-01', afternoon, [])).toBe(workingDayHour);
  });
});
