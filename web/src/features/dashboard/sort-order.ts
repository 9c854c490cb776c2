/**
 * The orders a list can be sorted in besides SPEC.md's (./sort.ts): by due date, importance,
 * priority, title or date created, each falling back to SPEC.md's order for ties; and Planned by due date under
 * Overdue, Today, Tomorrow, This week and Later (`plannedSectionOf`).
 */
import { sortTexts } from '@shared/messages/sorting';
import type { Task } from '@shared/types';
import { compareTodos } from '@shared/views';
import { upcomingView } from '@shared/web-views';
import { ymdOf } from '../../lib/dates';
import type { SortChoice } from './sort-choices';

/** What a task holds of its due date and time (docs/api.md#times-of-day). */
interface TimedDue {
  due?: string | null;
  dueDay?: string | null;
  dueTime?: string | null;
  dueZone?: string | null;
}

/**
 * A timed task's due moment in this browser: a fixed one's instant (`due`, the same for everyone), a
 * floating one's wall clock read here (a date-time without an offset is local time: no offset is
 * computed by hand). Null for a date-only task. The row (RowParts.tsx) reads it the same way.
 */
export const dueMomentOf = (task: TimedDue): number | null =>
  task.dueTime && task.dueDay
    ? Date.parse(task.dueZone ? (task.due as string) : `${task.dueDay}T${task.dueTime}`)
    : null;

/**
 * The day this browser sees a task due on: a fixed time's instant here, else the task's own day
 * (docs/api.md#times-of-day).
 */
export const viewDayOf = (task: TimedDue): string | null =>
  task.dueZone && task.due ? ymdOf(new Date(task.due)) : (task.dueDay ?? null);

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Whole days from one calendar day to another (yyyy-mm-dd, negative when `to` is earlier). */
const daysBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * Tasks without a due day go after every task with one (every answer carries `dueDay`); on one day,
 * timed tasks by their time, before the date-only ones.
 */
const byDueDay = (a: Task, b: Task): number => {
  const [x, y] = [viewDayOf(a), viewDayOf(b)];
  if (x === y) return (dueMomentOf(a) ?? Number.MAX_VALUE) - (dueMomentOf(b) ?? Number.MAX_VALUE) || 0;
  return x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
};

const compare: Record<Exclude<SortChoice, 'default'>, (a: Task, b: Task) => number> = {
  due: byDueDay,
  importance: (a, b) => Number(b.important) - Number(a.important),
  /** 1 (highest) first; a task without one (4) last. */
  priority: (a, b) => (a.priority ?? 4) - (b.priority ?? 4),
  title: (a, b) => collator.compare(a.description, b.description),
  created: (a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0),
};

/** `items` (in SPEC.md's order already) in the order `choice` names. */
export function sortedBy<T extends Task>(items: T[], choice: SortChoice): T[] {
  if (choice === 'default') return items;
  const by = compare[choice];
  return [...items].sort((a, b) => by(a, b) || compareTodos(a, b));
}

export const plannedSections = ['overdue', 'today', 'tomorrow', 'thisWeek', 'later'] as const;
export type PlannedSection = (typeof plannedSections)[number];

/**
 * The day the user's week starts on, 1 (Monday) to 7 (Sunday), from the browser's locale (Monday
 * where the browser cannot say).
 */
export function weekStartDay(locale = globalThis.navigator?.language ?? 'en-US'): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    return (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay ?? 1;
  } catch {
    return 1;
  }
}

/**
 * Where a due day goes in Planned: before today, today, tomorrow, later in this week (which ends the
 * day before `weekStart`, 1-7 as `weekStartDay`), or later.
 */
export function plannedSectionOf(dueDay: string, today: string, weekStart: number): PlannedSection {
  const days = daysBetween(today, dueDay);
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const toNextWeek = (weekStart % 7) - weekday + 7;
  return days < (toNextWeek % 7 || 7) ? 'thisWeek' : 'later';
}

/** The open tasks of Planned (sorted by due date) under their headings, empty headings left out. */
export function plannedGroups<T extends Task>(
  tasks: readonly T[],
  today: string,
  weekStart: number,
): { section: PlannedSection; tasks: T[] }[] {
  const groups = new Map<PlannedSection, T[]>(plannedSections.map((section) => [section, []]));
  for (const task of tasks) {
    // The viewer's own day: a fixed time converted here (docs/api.md#times-of-day).
    const day = viewDayOf(task);
    if (day) groups.get(plannedSectionOf(day, today, weekStart))?.push(task);
  }
  return plannedSections
    .map((section) => ({ section, tasks: groups.get(section) ?? [] }))
    .filter((group) => group.tasks.length > 0);
}

/** How many days after tomorrow Upcoming shows one by one, before Later. */
export const upcomingDays = 6;

/** A day's heading in Upcoming, in the interface's language: 'Wednesday, Dec 2'. */
const upcomingDayName = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Where a due day goes in Upcoming: overdue, today, tomorrow, one of the next days (by its date), later. */
export function upcomingSectionOf(dueDay: string, today: string): string {
  const days = daysBetween(today, dueDay);
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return days <= 1 + upcomingDays ? dueDay : 'later';
}

/**
 * The open tasks of Upcoming (sorted by due date) under Overdue, Today, Tomorrow, each of the next
 * days and Later, by the viewer's own day (a fixed time converted here); empty headings left out.
 * `names`: the headings of the four named sections.
 */
export function upcomingGroups<T extends Task>(
  tasks: readonly T[],
  today: string,
  names: Record<'overdue' | 'today' | 'tomorrow' | 'later', string>,
): { section: string; name: string; tasks: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const task of tasks) {
    const day = viewDayOf(task);
    if (!day) continue;
    const section = upcomingSectionOf(day, today);
    const list = groups.get(section);
    if (list) list.push(task);
    else groups.set(section, [task]);
  }
  const order = (section: string) =>
    section === 'overdue'
      ? 0
      : section === 'today'
        ? 1
        : section === 'tomorrow'
          ? 2
          : section === 'later'
            ? 4
            : 3;
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([section, part]) => ({
      section,
      name:
        section in names ? names[section as keyof typeof names] : upcomingDayName.format(Date.parse(section)),
      tasks: part,
    }));
}

/** How many open tasks of Upcoming are due today or overdue, by the viewer's own day: its badge. */
export function dueTodayCount(tasks: readonly Task[], today: string): number {
  let count = 0;
  for (const task of tasks) {
    const day = viewDayOf(task);
    if (day && day <= today && !task.completed) count++;
  }
  return count;
}

/**
 * A pane's open tasks under headings, or null for one flat list: Upcoming always (by due date),
 * Planned when sorted by due date.
 */
export function paneSections<T extends Task>(
  kind: string,
  sort: SortChoice,
  tasks: T[],
  today: string,
): { section: string; name: string; tasks: T[] }[] | null {
  const names = sortTexts.plannedSections;
  if (kind === upcomingView) return upcomingGroups(sortedBy(tasks, 'due'), today, names);
  if (kind !== 'planned' || sort !== 'due') return null;
  return plannedGroups(tasks, today, weekStartDay()).map(({ section, tasks: part }) => ({
    section,
    name: names[section],
    tasks: part,
  }));
}
