/**
 * The quick-add parser: one line of text to a task's title and fields, pure (no I/O), shared by the
 * server and the browser (loaded lazily there). Public types and their contract: ./types.ts; the
 * grammar: docs/quick-add.md; the choices: docs/decisions/0130.
 *
 * Passes, each over what the ones before left:
 * 1. tokens: "*" (star), "!1".."!4" / "p1".."p4" (priority), "@label", "#List name" (the longest
 *    existing list name), "+username" (the longest member name, when members are given);
 * 2. repeat phrases starting with "every" (our grammar, mapped onto shared/repeat.ts's subset);
 * 3. dates and times by chrono-node's English parser, run on the wall clock of `now` in the zone,
 *    so "tomorrow 9am" is 09:00 of the next calendar day there whatever the offset change between.
 */
import { labelNameMax, labelsPerTaskMax } from '../labels';
import { dueDayForRepeat } from '../repeat';
import { instantOfWallClock, wallClockOf, zoneOrUtc } from '../time-zones';
import { readDate } from './dates';
import { type Found, Line } from './line';
import { firstDayOfRule, readRepeats } from './repeats';
import { readTokens } from './tokens';
import type { QuickAddDue, QuickAddOptions, QuickAddPart, QuickAddResult } from './types';

export type * from './types';

/** A label name's length and the labels a task may carry: the labels feature's limits (one home). */
export { labelNameMax, labelsPerTaskMax };

/** Parses one quick-add line (see ./types.ts for what the answer promises). */
export function parseQuickAdd(text: string, options: QuickAddOptions): QuickAddResult {
  const timeZone = zoneOrUtc(options.timeZone);
  const line = new Line(text, options.plain);
  const found: Partial<Found> = {};
  readTokens(line, options, found);
  readRepeats(line, timeZone, found);
  readDate(line, options.now, timeZone, found);
  let due = found.due ?? null;
  if (found.repeatRule) {
    // A repeat needs a due day; on chosen weekdays (or a day of the month without a date) the first
    // one the rule names, as the server would move it (shared/repeat.ts `dueDayForRepeat`).
    // A time alone ("every month on the last day at 8am") takes its day from the rule too.
    const from = due?.day ?? wallClockOf(options.now, timeZone).day;
    const first = found.dueHasDay
      ? dueDayForRepeat(from, found.repeat)
      : firstDayOfRule(found.repeatRule, from);
    due = { day: first, time: due?.time ?? null };
  }
  const byStart = (a: QuickAddPart, b: QuickAddPart) => a.start - b.start;
  return {
    title: line.title(),
    parsed: line.parsed.sort(byStart),
    due,
    repeat: found.repeat ?? null,
    priority: found.priority ?? null,
    labels: found.labels ?? [],
    list: found.list ?? null,
    star: found.star ?? false,
    assignees: found.assignees ?? [],
    unparsed: line.unparsed.sort(byStart),
  };
}

/** The instant of a parsed due with a time, in the zone it was read in (what a route stores as `due`). */
export const dueInstant = (due: QuickAddDue & { time: string }, timeZone: string): Date =>
  new Date(instantOfWallClock(due.day, due.time, timeZone));
