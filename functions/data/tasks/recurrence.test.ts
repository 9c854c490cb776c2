/**
 * The date arithmetic of repeating tasks (functions/data/tasks/recurrence.ts): every FREQ, both `from`
 * modes, month ends, a year boundary, leap days and daylight-saving weeks, on calendar days.
 */
import { describe, expect, it } from 'vitest';
import { nextDue, type RepeatSetting, shiftedReminder } from './recurrence';

/** An instant on a calendar day in a zone: 14:00 there (the offsets of the zones tested are under 10 h). */
const completedOn = (ymd: string, zone: string) => {
  for (let hour = 0; hour < 24; hour++) {
    const instant = new Date(`${ymd}T${String(hour).padStart(2, '0')}:00:00.000Z`);
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(instant);
    if (local === `${ymd} 14:00`) return instant;
  }
  // Zones ahead of UTC by more than 10 h reach 14:00 on the UTC day before.
  return new Date(Date.parse(`${ymd}T14:00:00.000Z`) - 14 * 3_600_000);
};

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
    ['FREQ=MONTHLY', 'due', 'Europe/Berlin', '2026-02-28', '2026-02-28', '2026-03-28'], // no day kept: its own
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
      expect(nextDue(repeat, due, completedOn(completed, zone)).dueDay).toBe(expected);
    },
  );

  it('counts from the day of completion where the task lives, not the UTC day', () => {
    // 23:30 on Mar 10 in New York is already Mar 11 in UTC.
    const lateEvening = new Date('2026-03-11T03:30:00.000Z');
    const daily = { rule: 'FREQ=DAILY', from: 'completion' as const };
    expect(nextDue({ ...daily, timeZone: 'America/New_York' }, '2026-03-01', lateEvening).dueDay).toBe(
      '2026-03-11',
    );
    // Without a zone (an API client that sent none), the day is UTC's.
    expect(nextDue(daily, '2026-03-01', lateEvening).dueDay).toBe('2026-03-12');
  });

  it('keeps the day of the month a monthly repeat was set on: Jan 31, Feb 28, Mar 31, Apr 30', () => {
    const monthly = { rule: 'FREQ=MONTHLY', from: 'due' as const };
    const now = new Date();
    const february = nextDue(monthly, '2026-01-31', now);
    expect(february).toEqual({ dueDay: '2026-02-28', monthDay: 31 });
    const march = nextDue(monthly, february.dueDay, now, february.monthDay);
    expect(march).toEqual({ dueDay: '2026-03-31' });
    expect(nextDue(monthly, march.dueDay, now, march.monthDay)).toEqual({
      dueDay: '2026-04-30',
      monthDay: 31,
    });
    // A day every month has is kept without a mark; from completion, the day of completion counts.
    expect(nextDue(monthly, '2026-01-15', now)).toEqual({ dueDay: '2026-02-15' });
    expect(
      nextDue({ ...monthly, from: 'completion' }, '2026-01-31', new Date('2026-02-28T12:00:00Z')),
    ).toEqual({
      dueDay: '2026-03-28',
    });
  });
});

describe('shiftedReminder', () => {
  it('keeps the wall-clock time in the task zone across a daylight-saving change', () => {
    // 09:00 in New York on Saturday (EST), moved two days to Monday (EDT): still 09:00 there.
    expect(shiftedReminder('2026-03-07T14:00:00.000Z', '2026-03-07', '2026-03-09', 'America/New_York')).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    // Berlin's autumn change: 08:30 CEST to 08:30 CET a week later.
    expect(shiftedReminder('2026-10-21T06:30:00.000Z', '2026-10-21', '2026-10-28', 'Europe/Berlin')).toBe(
      '2026-10-28T07:30:00.000Z',
    );
  });

  it('counts in UTC without a zone or with one the runtime does not know', () => {
    expect(shiftedReminder('2026-03-07T14:00:00.000Z', '2026-03-07', '2026-03-09', undefined)).toBe(
      '2026-03-09T14:00:00.000Z',
    );
    expect(shiftedReminder('2026-03-07T14:00:00.000Z', '2026-03-07', '2026-03-09', 'Mars/Olympus')).toBe(
      '2026-03-09T14:00:00.000Z',
    );
  });

  it('gives none without a reminder or a due day', () => {
    expect(shiftedReminder(null, '2026-03-07', '2026-03-09', 'UTC')).toBeNull();
    expect(shiftedReminder('2026-03-07T14:00:00.000Z', null, '2026-03-09', 'UTC')).toBeNull();
    expect(shiftedReminder('2026-03-07T14:00:00.000Z', '2026-03-07', null, 'UTC')).toBeNull();
  });
});
