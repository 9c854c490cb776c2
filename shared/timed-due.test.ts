import { describe, expect, it } from 'vitest';
import { answeredDueOf, isOverdueFor, relativeRemindAt, storedDueOf, viewerDueDay } from './timed-due';

describe('timed due', () => {
  it('stores a date-only due as before, a fixed time in its zone, a floating one in the setter zone', () => {
    expect(storedDueOf('2031-03-20', null, null, 'Asia/Tokyo')).toEqual({
      due: '2031-03-20T12:00:00.000Z',
      dueDay: '2031-03-20',
      dueTime: null,
      dueZone: null,
      dueBase: null,
    });
    expect(storedDueOf('2031-03-20', '15:00', 'Europe/Berlin', 'Asia/Tokyo')).toMatchObject({
      due: '2031-03-20T14:00:00.000Z',
      dueBase: null,
    });
    expect(storedDueOf('2031-03-20', '09:00', null, 'Asia/Tokyo')).toMatchObject({
      due: '2031-03-20T00:00:00.000Z',
      dueBase: 'Asia/Tokyo',
    });
    // No zone, or an unknown one: UTC.
    expect(storedDueOf('2031-03-20', '09:00', null, 'Nowhere/Land').due).toBe('2031-03-20T09:00:00.000Z');
    expect(storedDueOf(null, '09:00', null).due).toBeNull();
  });

  it('answers a task stored before times (only `due`) as before', () => {
    expect(answeredDueOf({ due: '2031-03-20T22:59:00.000Z' })).toEqual({
      due: '2031-03-20T12:00:00.000Z',
      dueDay: '2031-03-20',
      dueTime: null,
      dueZone: null,
    });
  });

  it('gives each viewer their own day and overdue moment', () => {
    const fixed = { dueDay: '2031-03-20', dueTime: '23:30', dueZone: 'Europe/Berlin' };
    const floating = { dueDay: '2031-03-20', dueTime: '23:30', dueZone: null, dueBase: 'Europe/Berlin' };
    // 23:30 in Berlin is the next morning in Tokyo, the same evening in New York.
    expect(viewerDueDay(fixed, 'Asia/Tokyo')).toBe('2031-03-21');
    expect(viewerDueDay(fixed, 'America/New_York')).toBe('2031-03-20');
    expect(viewerDueDay(floating, 'Asia/Tokyo')).toBe('2031-03-20');
    const now = Date.parse('2031-03-20T23:00:00Z');
    // Fixed: one instant (22:30 UTC) for everyone.
    expect(isOverdueFor(fixed, now, 'America/New_York')).toBe(true);
    // Floating: 23:30 on the viewer's wall clock, not yet in London (23:00), long past in Tokyo.
    expect(isOverdueFor(floating, now, 'Europe/London')).toBe(false);
    expect(isOverdueFor(floating, now, 'Asia/Tokyo')).toBe(true);
    // Date-only: once the day has ended where the viewer is.
    expect(isOverdueFor({ dueDay: '2031-03-20' }, now, 'Asia/Tokyo')).toBe(true);
    expect(isOverdueFor({ dueDay: '2031-03-20' }, now, 'America/New_York')).toBe(false);
    expect(isOverdueFor({ ...fixed, completed: true }, now, 'UTC')).toBe(false);
  });

  it('counts relative reminders from the due, or from 09:00 of a date-only day, never in the past', () => {
    const task = { dueDay: '2031-03-20', dueTime: '10:00', dueZone: 'UTC' };
    const now = Date.parse('2031-01-01T00:00:00Z');
    expect(relativeRemindAt(task, 0, null, now)).toBe('2031-03-20T10:00:00.000Z');
    expect(relativeRemindAt(task, 90, null, now)).toBe('2031-03-20T08:30:00.000Z');
    expect(relativeRemindAt({ dueDay: '2031-03-20' }, 60, 'Europe/Paris', now)).toBe(
      '2031-03-20T07:00:00.000Z',
    );
    expect(relativeRemindAt(task, 0, null, Date.parse('2031-03-21T00:00:00Z'))).toBeNull();
    expect(relativeRemindAt({ dueDay: null }, 0, null, now)).toBeNull();
  });
});
