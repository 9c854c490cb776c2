/**
 * A change of a task's (or an assignment row's) time of day, beside its due day, as stored
 * attributes (shared/timed-due.ts, docs/api.md#times-of-day): shared by todo/update
 * (./task-updates.ts) and edit-assignment (./assignments.ts).
 */
import { dueDayOf } from '@shared/due-day';
import { timeFieldTexts } from '@shared/messages/validation';
import { storedDueOf } from '@shared/timed-due';
import type { TaskChanges } from '@shared/types';
import { Invalid } from '../../lib/errors';
import type { TodoItem } from '../core/items';

type Timed = Pick<TodoItem, 'due' | 'dueDay' | 'dueTime' | 'dueZone' | 'dueBase' | 'repeat'>;
type TimeChanges = Pick<TaskChanges, 'dueTime' | 'dueZone' | 'timeZone'>;
/** The due attributes a change sets (`dueDay` and `due` possibly already set by the day's change). */
type TimedChange = Partial<Pick<TodoItem, 'due' | 'dueDay' | 'dueTime' | 'dueZone' | 'dueBase'>>;

/**
 * The time of day a change sets (shared/timed-due.ts), beside its due day: a time needs a day, so
 * clearing the day clears the time; a zone needs a time. `due` is the wall clock's instant in the
 * fixed zone, else in the setter's (`timeZone`: the request's, else the profile's), else in the
 * zone it was last set in. A date-only task without a time sent is left to the due-day change.
 */
export function timeChange(item: Timed, changes: TimeChanges, change: TimedChange): void {
  const storedTime = item.dueTime ?? null;
  if (changes.dueTime === undefined && changes.dueZone === undefined && storedTime === null) return;
  const day = change.dueDay !== undefined ? change.dueDay : dueDayOf(item);
  const sentTime = changes.dueTime !== undefined ? changes.dueTime : storedTime;
  if (sentTime !== null && day === null) {
    if (changes.dueTime) throw new Invalid(timeFieldTexts.dueTimeNeedsDay);
  }
  const time = day === null ? null : sentTime;
  const zone =
    time === null ? null : changes.dueZone !== undefined ? changes.dueZone : (item.dueZone ?? null);
  if (changes.dueZone && time === null) throw new Invalid(timeFieldTexts.dueZoneNeedsTime);
  const storedZone = item.dueZone ?? null;
  const rebased =
    zone === null && time !== null && changes.timeZone !== undefined && changes.dueTime !== undefined;
  if (
    time === storedTime &&
    zone === storedZone &&
    change.dueDay === undefined &&
    !(rebased && changes.timeZone !== (item.dueBase ?? null))
  )
    return;
  const stored = storedDueOf(day, time, zone, changes.timeZone ?? item.dueBase);
  const fields: TimedChange = {
    due: stored.due,
    dueDay: stored.dueDay,
    dueTime: stored.dueTime,
    dueZone: stored.dueZone,
    dueBase: stored.dueBase,
  };
  for (const [name, value] of Object.entries(fields) as [keyof TimedChange, unknown][]) {
    if (value !== ((item as unknown as Record<string, unknown>)[name] ?? null))
      (change as Record<string, unknown>)[name] = value;
    else if (name !== 'dueDay' && name !== 'due') delete change[name];
  }
}
