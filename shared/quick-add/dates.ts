/**
 * The quick-add parser's pass 3 (./parse.ts): the first date or time chrono-node's English parser
 * finds.
 */
import * as chrono from 'chrono-node/en';
import { wallClockOf } from '../time-zones';
import { addDays, dayText, pad } from './days';
import type { Found, Line } from './line';
import type { QuickAddDue } from './types';

/** A wall clock held as the instant whose UTC fields read it (the frame chrono computes in here). */
export const wallMs = (day: string, time: string) => Date.parse(`${day}T${time}:00Z`);

/** Pass 3: the first date or time chrono finds (later ones are reported and left as text). */
export function readDate(line: Line, now: Date, timeZone: string, found: Partial<Found>) {
  const nowWall = wallClockOf(now, timeZone);
  const reference = { instant: new Date(wallMs(nowWall.day, nowWall.time)), timezone: 0 };
  const visible = line.visible();
  for (const result of chrono.casual.parse(visible, reference, { forwardDate: true })) {
    const at = result.index;
    const tags = result.tags();
    const c = result.start;
    const relative = tags.has('result/relativeDate');
    const casual = [...tags].some((tag) => tag.startsWith('casualReference/'));
    // "now" is no due date; a month alone ("march", "in march") is a word more often than a date.
    if (tags.has('casualReference/now')) continue;
    // "one day", "the month", "a week" name no date without "in"; "sun", "sat" and "wed" alone are
    // words more often than days ("on sat", "next wed" are days).
    if (relative && /^(?:a|an|one|the)\s/i.test(result.text)) continue;
    if (/^(?:sun|sat|wed)$/i.test(result.text)) continue;
    const hasDay = c.isCertain('day') || c.isCertain('weekday') || relative || casual;
    const hasTime = c.isCertain('hour');
    if (!hasDay && !hasTime) continue;
    let start = at;
    const end = at + result.text.length;
    // A connecting word just before ("at noon", "on friday", "by tomorrow") goes with the date.
    const before = /(?:^|\s)(at|on|by)\s+$/i.exec(visible.slice(0, start));
    if (before?.[1]) {
      const word = start - before[0].length + before[0].indexOf(before[1]);
      if (line.isFree(word, start)) start = word;
    }
    // Parts of the line inside the match that earlier passes took or reported stay theirs: one date
    // part per stretch of free text.
    if (found.due) {
      for (const [from, to] of line.freeStretches(start, end)) line.skip('date', from, to, 'duplicate');
      continue;
    }
    found.due = dueOf(result, now, nowWall, timeZone, hasDay, hasTime);
    found.dueHasDay = hasDay;
    for (const [from, to] of line.freeStretches(start, end)) line.take('date', from, to);
  }
}

export function dueOf(
  result: chrono.ParsedResult,
  now: Date,
  nowWall: { day: string; time: string },
  timeZone: string,
  hasDay: boolean,
  hasTime: boolean,
): QuickAddDue {
  const c = result.start;
  const day = dayText(c.get('year') ?? 0, c.get('month') ?? 1, c.get('day') ?? 1);
  if (!hasTime) return { day, time: null };
  if (result.tags().has('result/relativeDateAndTime')) {
    // "in 3 hours": a duration, counted on the instant so a DST change in between is an hour.
    const wall = wallMs(day, `${pad(c.get('hour') ?? 0)}:${pad(c.get('minute') ?? 0)}`);
    const instant = now.getTime() + (wall - wallMs(nowWall.day, nowWall.time));
    return wallClockOf(instant, timeZone);
  }
  let hour = c.get('hour') ?? 0;
  // "at 5": a bare hour 1..7 with neither minutes nor am/pm is read in the afternoon.
  if (!c.isCertain('meridiem') && !/\d[:.]\d/.test(result.text) && hour >= 1 && hour <= 7) hour += 12;
  const time = `${pad(hour)}:${pad(c.get('minute') ?? 0)}`;
  if (hasDay) return { day, time };
  // A time alone is today's, or tomorrow's once it has passed.
  return { day: time >= nowWall.time ? nowWall.day : addDays(nowWall.day, 1), time };
}
