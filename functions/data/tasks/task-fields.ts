/**
 * The stored fields a change of a task derives from what was sent, beside the fields themselves:
 * one home for todo/update (./task-updates.ts) and edit-assignment (./assignments.ts), so a task and
 * an assignment's row and copies never store them differently. The time of day has its own module
 * (./due-times.ts), the steps theirs (./task-details.ts `storedSteps`).
 */
import { type DueFields, dueDayOf } from '@shared/due-day';
import { dueDayForRepeat } from '@shared/repeat';
import type { Repeat } from '@shared/types';

/** The description with its lower-case copy, which search matches (./search.ts). */
export const descriptionFields = (
  description: string,
): { description: string; descriptionLower: string } => ({
  description,
  descriptionLower: description.toLowerCase(),
});

/**
 * The due day a change lands on when it sends the day or the rule (undefined when it sends
 * neither): the day sent, or the stored one, moved to the first day a repeat on chosen weekdays
 * falls on (shared/repeat.ts `dueDayForRepeat`) under the rule sent, or the stored one.
 */
export function repeatDueDay(
  stored: DueFields & { repeat?: Repeat | null },
  changes: { dueDay?: string | null; repeat?: Repeat | null },
): string | null | undefined {
  if (changes.dueDay === undefined && changes.repeat === undefined) return undefined;
  const day = changes.dueDay !== undefined ? changes.dueDay : dueDayOf(stored);
  return dueDayForRepeat(day, changes.repeat !== undefined ? changes.repeat : stored.repeat);
}

/**
 * A monthly repeat remembers the day of the month it was set on (`monthDay`, so the 31st comes back
 * after February: ./recurrence.ts) until the user chooses a day or a rule: from then on, what was
 * chosen is what it keeps. The reset, when `chosen`.
 */
export const monthDayReset = (chosen: boolean): { monthDay?: null } => (chosen ? { monthDay: null } : {});
