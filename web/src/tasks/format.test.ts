/** How a reminder's time is written (format.ts `formatReminder`). */
import { describe, expect, it } from 'vitest';
import { formatReminder } from './format';

/** A local time. */
const at = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, m - 1, d, h, mi, s);

describe('formatReminder', () => {
  it('writes the time 24-hour without a leading zero', () => {
    expect(formatReminder(at(2026, 12, 1, 9).toISOString())).toMatch(/, 9:00$/);
    expect(formatReminder(at(2026, 12, 1, 21, 5).toISOString())).toMatch(/, 21:05$/);
    expect(
      formatReminder(at(2026, 12, 1, 9).toISOString()).startsWith(
        new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric' }).format(
          at(2026, 12, 1),
        ),
      ),
    ).toBe(true);
  });
});
