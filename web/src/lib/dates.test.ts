/** Due dates as typed and read: web/src/lib/dates.ts. */
import { describe, expect, it } from 'vitest';
import { isOverdue, localDateOf, readDateInput, readDateText, ymdOf } from './dates';

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
  it('is true for an open task whose due day is before today', () => {
    expect(isOverdue('2026-03-09', false, '2026-03-10')).toBe(true);
    expect(isOverdue('2025-12-31', false, '2026-01-01')).toBe(true);
  });

  it('is false all of the due day itself, when completed, or with no date', () => {
    expect(isOverdue('2026-03-10', false, '2026-03-10')).toBe(false);
    expect(isOverdue('2026-03-11', false, '2026-03-10')).toBe(false);
    expect(isOverdue('2026-03-01', true, '2026-03-10')).toBe(false);
    expect(isOverdue(null, false, '2026-03-10')).toBe(false);
  });
});

describe('days', () => {
  it('writes a local date as yyyy-mm-dd and reads a day back as that local date', () => {
    expect(ymdOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    const day = localDateOf('2026-03-29');
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 29]);
  });
});
