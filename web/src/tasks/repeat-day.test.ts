/** A change of a due day or a rule, moved onto the repeat's weekdays (repeat-day.ts). */
import { describe, expect, it } from 'vitest';
import { task } from '../../../tests/support/dashboard-changes';
import { onRepeatDay } from './repeat-day';

// 2031-03-12 is a Wednesday.
const weekly = { rule: 'FREQ=WEEKLY;BYDAY=MO,FR', from: 'due' as const };

describe('onRepeatDay', () => {
  it("moves a day that is not one of the repeat's weekdays, and says where", () => {
    const monFri = task('t1', 'g1', { dueDay: '2031-03-10', repeat: weekly });
    expect(onRepeatDay(monFri, { dueDay: '2031-03-12' })).toEqual({
      changes: { dueDay: '2031-03-14' },
      movedTo: '2031-03-14',
    });
    const wednesday = task('t2', 'g1', { dueDay: '2031-03-12', repeat: null });
    expect(onRepeatDay(wednesday, { repeat: weekly })).toEqual({
      changes: { repeat: weekly, dueDay: '2031-03-14' },
      movedTo: '2031-03-14',
    });
  });

  it('leaves a matching day, another rule, and a cleared day alone', () => {
    const monFri = task('t1', 'g1', { dueDay: '2031-03-10', repeat: weekly });
    expect(onRepeatDay(monFri, { dueDay: '2031-03-14' }).movedTo).toBeNull();
    expect(onRepeatDay(monFri, { dueDay: null, repeat: null }).movedTo).toBeNull();
    expect(onRepeatDay(monFri, { repeat: { rule: 'FREQ=DAILY', from: 'due' } }).movedTo).toBeNull();
  });
});
