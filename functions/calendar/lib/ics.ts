/**
 * The calendar feed as RFC 5545 iCalendar: one all-day VEVENT per open task with a due
 * date (own tasks and copies assigned to the owner). UID is the task's id (stable across reads),
 * SUMMARY its description, DESCRIPTION its notes and its list, RRULE its repeat rule (the rule is
 * already RFC 5545's syntax), URL the dashboard with the task highlighted. Text values are escaped
 * (backslash, semicolon, comma, line breaks) and lines folded at 75 octets with CRLF and a space,
 * never inside a UTF-8 character.
 *
 * Times of day (docs/api.md#times-of-day, docs/decisions/0134): a date-only task stays all-day; a
 * floating timed task starts at its local time without a zone (RFC 5545's "floating" form, the
 * same wall clock wherever the calendar is); a fixed one at `DTSTART;TZID=<zone>`, with the zone's
 * VTIMEZONE (./vtimezone.ts) as the RFC requires for every TZID. Timed events have no end (a
 * moment, as a due time is).
 */

import { dueDayOf } from '@shared/due-day';
import { builtInViews } from '@shared/limits';
import { type Priority, priorityOf } from '@shared/priority';
import { storedDueOf } from '@shared/timed-due';
import { homeOf, type TodoItem } from '../../data/core/items';
import type { Board } from '../../data/tasks/todos';
import { vtimezone } from './vtimezone';

export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds one content line into lines of at most 75 octets (RFC 5545 section 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; each continuation line's leading space takes one of them.
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (ymd: string) => ymd.replace(/-/g, '');
const nextDay = (ymd: string) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const stamp = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * The largest feed answered: room under Lambda's and API Gateway's 6 MB answer limit. When the
 * events would pass it, the soonest due are kept and the rest left out, so a huge account gets a
 * bounded feed, never a 5xx (docs/api.md#limits-of-lists-and-files).
 */
export const feedBytesMax = 5 * 1024 * 1024;

/** A task with a due day, and that day (read once: stored tasks may hold only `due`). */
type DueTodo = TodoItem & { day: string };

/** The todos whose events fit in `budget` bytes: all of them in id order, or the soonest due. */
function eventsWithin(events: Map<DueTodo, string>, budget: number): DueTodo[] {
  const size = (todo: DueTodo) => Buffer.byteLength(events.get(todo) as string) + 2;
  const all = [...events.keys()].sort((a, b) => a.id.localeCompare(b.id));
  if (all.reduce((bytes, todo) => bytes + size(todo), 0) <= budget) return all;
  const kept: DueTodo[] = [];
  let bytes = 0;
  for (const todo of all.sort((a, b) => a.day.localeCompare(b.day))) {
    bytes += size(todo);
    if (bytes > budget) break;
    kept.push(todo);
  }
  return kept;
}

/**
 * RFC 5545's PRIORITY (1 highest, 9 lowest, 0 undefined) by its three-level scheme: our 1, 2 and 3
 * are its HIGH (1), MEDIUM (5) and LOW (9); no priority (4) writes no line.
 */
const icsPriorities: Record<Priority, number | null> = { 1: 1, 2: 5, 3: 9, 4: null };

const icsPriority = (todo: { priority?: number | null }): string[] => {
  const value = icsPriorities[priorityOf(todo)];
  return value === null ? [] : [`PRIORITY:${value}`];
};

export function calendarOf(board: Board, siteOrigin: string, now = new Date()): string {
  const listNames = new Map<string, string>([
    ...builtInViews.map((view) => [view.id, view.name] as [string, string]),
    ...board.groups.map((group) => [group.id, group.name] as [string, string]),
  ]);
  const zones = new Map<string, number[]>();
  /** The start (and end) lines of a task's event. */
  const whenOf = (todo: DueTodo): string[] => {
    if (!todo.dueTime)
      return [
        `DTSTART;VALUE=DATE:${compactDay(todo.day)}`,
        `DTEND;VALUE=DATE:${compactDay(nextDay(todo.day))}`,
      ];
    const local = `${compactDay(todo.day)}T${todo.dueTime.replace(':', '')}00`;
    if (!todo.dueZone) return [`DTSTART:${local}`];
    const instant = Date.parse(storedDueOf(todo.day, todo.dueTime, todo.dueZone).due as string);
    zones.set(todo.dueZone, [...(zones.get(todo.dueZone) ?? []), instant]);
    return [`DTSTART;TZID=${todo.dueZone}:${local}`];
  };
  const eventOf = (todo: DueTodo) => {
    const list = listNames.get(homeOf(todo)) ?? '';
    const description = [todo.notes ?? '', `List: ${list}`].filter(Boolean).join('\n\n');
    return [
      'BEGIN:VEVENT',
      `UID:${todo.id}@teamtodo`,
      `DTSTAMP:${stamp(now)}`,
      ...whenOf(todo),
      `SUMMARY:${escapeText(todo.description)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${siteOrigin}/dashboard?highlight=todo-${todo.id}`,
      ...(todo.repeat ? [`RRULE:${todo.repeat.rule}`] : []),
      ...icsPriority(todo),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]
      .map(foldLine)
      .join('\r\n');
  };
  const events = new Map(
    board.todos
      .filter((todo) => !todo.completed)
      .flatMap((todo) => {
        const day = dueDayOf(todo);
        return day ? [{ ...todo, day }] : [];
      })
      .map((todo) => [todo, eventOf(todo)] as const),
  );
  const head = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//teamtodo//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:teamtodo',
  ];
  // Each zone a fixed time names, once, before the events (RFC 5545 section 3.2.19).
  const timezones = [...zones.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zone, instants]) => vtimezone(zone, instants, now).map(foldLine).join('\r\n'));
  const zoneBytes = timezones.reduce((bytes, text) => bytes + Buffer.byteLength(text) + 2, 0);
  // The calendar's own lines take well under 1 KB of the budget.
  const kept = eventsWithin(events, feedBytesMax - 1024 - zoneBytes).map(
    (todo) => events.get(todo) as string,
  );
  return `${[...head, ...timezones, ...kept, 'END:VCALENDAR'].join('\r\n')}\r\n`;
}
