/** The due day of a stored due date (due-day.ts), read back from the 23:59 `endOfDay` writes. */
import { describe, expect, it } from 'vitest';
import { dueDay } from './due-day';
import { endOfDay } from './todoist-dates';

describe('due days', () => {
  it('is 23:59 of the day in the zone, and reads the day back with or without the zone', () => {
    expect(endOfDay('2031-03-14', 'Europe/Berlin')).toBe('2031-03-14T22:59:00.000Z');
    expect(endOfDay('2031-07-14', 'Europe/Berlin')).toBe('2031-07-14T21:59:00.000Z');
    expect(endOfDay('2031-03-14', 'America/New_York')).toBe('2031-03-15T03:59:00.000Z');
    expect(endOfDay('2031-03-14')).toBe('2031-03-14T23:59:00.000Z');
    expect(dueDay('2031-03-15T03:59:00.000Z', 'America/New_York')).toBe('2031-03-14');
    // Without the zone the offset is inferred from the 23:59 the web stores.
    expect(dueDay('2031-03-15T03:59:00.000Z')).toBe('2031-03-14');
    expect(dueDay('2031-03-14T22:59:00.000Z')).toBe('2031-03-14');
    expect(dueDay('2031-03-14T10:59:00.000Z')).toBe('2031-03-14'); // UTC+13
  });
});
