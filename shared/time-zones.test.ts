import { describe, expect, it } from 'vitest';
import { dayIn, instantOfWallClock, sameWallClockDaysLater, wallClockOf, zoneOrUtc } from './time-zones';

const at = (iso: string) => Date.parse(iso);

describe('time zones by the library', () => {
  it('reads the wall clock of an instant in a zone, DST included', () => {
    expect(wallClockOf(at('2026-03-07T14:00:00Z'), 'America/New_York')).toEqual({
      day: '2026-03-07',
      time: '09:00',
    });
    expect(wallClockOf(at('2026-03-09T13:00:00Z'), 'America/New_York')).toEqual({
      day: '2026-03-09',
      time: '09:00',
    });
    expect(wallClockOf(at('2026-10-25T00:30:00Z'), 'Australia/Sydney')).toEqual({
      day: '2026-10-25',
      time: '11:30',
    });
    expect(wallClockOf(at('2026-06-30T23:30:00Z'), 'Asia/Kolkata')).toEqual({
      day: '2026-07-01',
      time: '05:00',
    });
  });

  it('names the day of an instant in a zone, and UTC for none or an unknown name', () => {
    expect(dayIn(at('2026-03-08T03:00:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(dayIn(at('2026-03-08T03:00:00Z'), 'Europe/Berlin')).toBe('2026-03-08');
    expect(dayIn(at('2026-03-08T03:00:00Z'))).toBe('2026-03-08');
    expect(dayIn(at('2026-03-08T03:00:00Z'), 'Mars/Olympus')).toBe('2026-03-08');
    expect(zoneOrUtc('Mars/Olympus')).toBe('UTC');
    expect(zoneOrUtc('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('gives the instant of a wall clock: the later reading in a gap, the first in a repeated hour', () => {
    expect(new Date(instantOfWallClock('2026-03-08', '09:00', 'America/New_York')).toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    expect(new Date(instantOfWallClock('2026-03-07', '09:00', 'America/New_York')).toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(new Date(instantOfWallClock('2026-03-08', '02:30', 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(new Date(instantOfWallClock('2026-11-01', '01:30', 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(new Date(instantOfWallClock('2026-03-29', '09:00', 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    expect(new Date(instantOfWallClock('2026-03-29', '09:00')).toISOString()).toBe(
      '2026-03-29T09:00:00.000Z',
    );
  });

  it('keeps the wall clock when moving by days across a DST change', () => {
    const before = at('2026-03-07T14:00:00Z'); // 09:00 in New York, UTC-5
    expect(new Date(sameWallClockDaysLater(before, 2, 'America/New_York')).toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    expect(new Date(sameWallClockDaysLater(before, 2)).toISOString()).toBe('2026-03-09T14:00:00.000Z');
    expect(
      new Date(sameWallClockDaysLater(at('2026-10-24T07:15:30.250Z'), 7, 'Europe/Berlin')).toISOString(),
    ).toBe('2026-10-31T08:15:30.250Z');
  });
});
