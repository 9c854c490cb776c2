/**
 * A repeat on chosen weekdays starts on one of them (shared/repeat.ts `dueDayForRepeat`, what the
 * server does too): a change of the due day or the rule carries the moved day, so the panel shows
 * it at once, and the user is told. Pure, for the unit tests.
 */
import { dueDayOf } from '@shared/due-day';
import { dueDayForRepeat } from '@shared/repeat';
import type { Task, TaskChanges } from '@shared/types';

/** The changes, the due day moved onto the repeat's days when it needs to be, and the day it moved to. */
export function onRepeatDay(
  task: Task,
  changes: TaskChanges,
): { changes: TaskChanges; movedTo: string | null } {
  const day = changes.dueDay !== undefined ? changes.dueDay : dueDayOf(task);
  const repeat = changes.repeat !== undefined ? changes.repeat : task.repeat;
  const aligned = dueDayForRepeat(day, repeat);
  if (aligned === day || aligned === null) return { changes, movedTo: null };
  return { changes: { ...changes, dueDay: aligned }, movedTo: aligned };
}
