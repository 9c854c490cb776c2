/**
 * The date arithmetic of repeating tasks (functions/data/recurrence.ts): every FREQ, both `from`
 * modes, month ends, a year boundary, leap days and daylight-saving weeks.
 */
import { describe, expect, it } from 'vitest';
import { inferredOffsetMinutes } from '../../shared/time-zones';
import { nextDue, type RepeatSetting } from './recurrence';

/** The wall clock of an instant in a zone, 'yyyy-mm-dd hh:mm'. */
const wallClock = (instant: number, zone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

/** 23:59 of a calendar day in a zone, as the web stores a chosen due date. */
const at2359 = (ymd: string, zone: string) => {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  // Search the instant whose wall clock in `zone` is ymd 23:59 (within +-14 h of UTC 23:59).
  const base = Date.UTC(y, m - 1, d, 23, 59);
  for (let minutes = -14 * 60; minutes <= 14 * 60; minutes += 15) {
    const instant = base + minutes * 60_000;
    if (wallClock(instant, zone) === `${ymd} 23:59`) return new Date(instant).toISOString();
  }
  throw new Error(`no 23:59 on ${ymd} in ${zone}`);
};

const dayIn = (iso: string, zone: string) => wallClock(Date.parse(iso), zone);

const completedOn = (ymd: string, zone: string) => new Date(Date.parse(at2359(ymd, zone)) - 10 * 3_600_000);

describe('nextDue', () => {
  it.each([
    // rule, from, zone, due day, completion day, next due day
    ['FREQ=DAILY', 'due', 'Europe/Berlin', '2026-05-10', '2026-05-20', '2026-05-11'],
    ['FREQ=DAILY;INTERVAL=3', 'due', 'UTC', '2026-12-30', '2026-12-30', '2027-01-02'],
    ['FREQ=DAILY;INTERVAL=2', 'completion', 'America/New_York', '2026-05-10', '2026-05-20', '2026-05-22'],
    ['FREQ=WEEKLY', 'due', 'Europe/Berlin', '2026-03-27', '2026-03-27', '2026-04-03'], // DST starts 03-29
    ['FREQ=WEEKLY', 'due', 'Europe/Berlin', '2026-10-23', '2026-10-23', '2026-10-30'], // DST ends 10-25
    ['FREQ=WEEKLY', 'due', 'America/New_York', '2026-03-06', '2026-03-06', '2026-03-13'], // DST 03-08
    ['FREQ=WEEKLY;BYDAY=MO,FR', 'due', 'Europe/Berlin', '2026-03-23', '2026-03-23', '2026-03-27'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR', 'due', 'Europe/Berlin', '2026-03-27', '2026-03-27', '2026-04-06'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'due', 'Asia/Kolkata', '2026-01-02', '2026-01-02', '2026-01-05'],
    ['FREQ=WEEKLY;BYDAY=MO', 'completion', 'Europe/Berlin', '2026-03-02', '2026-03-11', '2026-03-16'],
    ['FREQ=WEEKLY;INTERVAL=2', 'completion', 'UTC', '2026-01-01', '2026-12-25', '2027-01-08'],
    ['FREQ=MONTHLY', 'due', 'Europe/Berlin', '2026-01-15', '2026-01-15', '2026-02-15'],
    ['FREQ=MONTHLY', 'due', 'Europe/Berlin', '2026-01-31', '2026-01-31', '2026-02-28'],
    ['FREQ=MONTHLY', 'due', 'Europe/Berlin', '2026-02-28', '2026-02-28', '2026-03-28'],
    ['FREQ=MONTHLY', 'due', 'UTC', '2028-01-30', '2028-01-30', '2028-02-29'], // leap year
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'due', 'Europe/Berlin', '2026-01-31', '2026-01-31', '2026-02-28'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'due', 'Europe/Berlin', '2026-02-28', '2026-02-28', '2026-03-31'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'due', 'Europe/Berlin', '2026-03-31', '2026-03-31', '2026-04-30'],
    ['FREQ=MONTHLY;BYMONTHDAY=31', 'due', 'UTC', '2026-02-28', '2026-02-28', '2026-03-31'],
    ['FREQ=MONTHLY;BYMONTHDAY=30', 'due', 'UTC', '2026-01-30', '2026-01-30', '2026-02-28'],
    ['FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15', 'due', 'UTC', '2026-11-15', '2026-11-15', '2027-01-15'],
    ['FREQ=MONTHLY', 'completion', 'Europe/Berlin', '2026-01-10', '2026-01-20', '2026-02-20'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'completion', 'UTC', '2026-01-31', '2026-02-03', '2026-02-28'],
    ['FREQ=YEARLY', 'due', 'Europe/Berlin', '2026-12-31', '2026-12-31', '2027-12-31'],
    ['FREQ=YEARLY', 'due', 'UTC', '2028-02-29', '2028-02-29', '2029-02-28'],
    ['FREQ=YEARLY;INTERVAL=4', 'due', 'UTC', '2028-02-29', '2028-02-29', '2032-02-29'],
    ['FREQ=YEARLY', 'completion', 'Australia/Sydney', '2026-04-01', '2026-04-03', '2027-04-03'],
  ] as const)(
    '%s from %s in %s: due %s, completed %s -> %s',
    (rule, from, zone, due, completed, expected) => {
      const repeat: RepeatSetting = { rule, from, timeZone: zone };
      const next = nextDue(repeat, at2359(due, zone), completedOn(completed, zone));
      expect(dayIn(next, zone)).toBe(`${expected} 23:59`);
    },
  );

  it('without a zone, keeps the fixed offset that puts the due at 23:59', () => {
    expect(inferredOffsetMinutes(Date.parse('2026-03-06T04:59:00.000Z'))).toBe(-300);
    expect(inferredOffsetMinutes(Date.parse('2026-03-06T22:59:00.000Z'))).toBe(60);
    expect(inferredOffsetMinutes(Date.parse('2026-03-06T18:29:00.000Z'))).toBe(330);
    expect(inferredOffsetMinutes(Date.parse('2026-03-06T23:59:00.000Z'))).toBe(0);
    // New York 23:59 on Friday Mar 6 (EST), weekly: Friday Mar 13, still 04:59Z (the same offset).
    expect(nextDue({ rule: 'FREQ=WEEKLY', from: 'due' }, '2026-03-07T04:59:00.000Z', new Date())).toBe(
      '2026-03-14T04:59:00.000Z',
    );
    // The calendar day of the due, not of the UTC instant, decides BYDAY: Monday 23:59 at -05:00.
    expect(
      nextDue({ rule: 'FREQ=WEEKLY;BYDAY=MO,WE', from: 'due' }, '2026-03-03T04:59:00.000Z', new Date()),
    ).toBe('2026-03-05T04:59:00.000Z');
  });

  it('keeps a due that is not at 23:59 at its own wall-clock time', () => {
    expect(
      nextDue(
        { rule: 'FREQ=DAILY', from: 'due', timeZone: 'Europe/Berlin' },
        '2026-03-28T08:30:00.000Z',
        new Date(),
      ),
    ).toBe('2026-03-29T07:30:00.000Z');
  });
});
