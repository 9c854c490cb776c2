/** Due dates as typed and read: web/src/lib/dates.ts. */
import { describe, expect, it } from 'vitest';
import { isOverdue, readDateInput, readDateText } from './dates';

describe('readDateInput (the browser date input, typed digit by digit)', () => {
  it('leaves a value alone while a part is missing (empty with badInput)', () => {
    expect(readDateInput('', true)).toEqual({ kind: 'partial' });
  });

  it('waits through the years Chromium reports on the way to a four-digit year', () => {
    // Typing 12052026: month 12, day 05, then the year 2, 20, 202, 2026.
    for (const year of ['0002', '0020', '0202'])
      expect(readDateInput(`${year}-12-05`, false)).toEqual({ kind: 'partial' });
    expect(readDateInput('2026-12-05', false)).toEqual({ kind: 'date', ymd: '2026-12-05' });
  });

  it('reads an empty field without badInput as cleared', () => {
    expect(readDateInput('', false)).toEqual({ kind: 'clear' });
  });
});

describe('readDateText (the yyyy-mm-dd field)', () => {
  it('counts a valid date, trimmed', () => {
    expect(readDateText(' 2026-02-28 ')).toEqual({ kind: 'date', ymd: '2026-02-28' });
  });

  it('ignores what is not yet (or never) a valid date, as SPEC.md says', () => {
    for (const text of ['2026', '2026-1', '2026-02-30', '12/05/2026', 'tomorrow'])
      expect(readDateText(text)).toEqual({ kind: 'partial' });
  });

  it('reads blank as no date', () => {
    expect(readDateText('  ')).toEqual({ kind: 'clear' });
  });
});

describe('isOverdue', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('is true for an open task whose due instant has passed', () => {
    expect(isOverdue('2026-03-09T23:59:00Z', false, now)).toBe(true);
  });

  it('is false later the same day (due at 23:59), when completed, or with no date', () => {
    expect(isOverdue('2026-03-10T23:59:00Z', false, now)).toBe(false);
    expect(isOverdue('2026-03-01T23:59:00Z', true, now)).toBe(false);
    expect(isOverdue(null, false, now)).toBe(false);
    expect(isOverdue('not a date', false, now)).toBe(false);
  });
});
