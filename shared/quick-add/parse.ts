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
import * as chrono from 'chrono-node/en';
import { labelNameMax, labelsPerTaskMax } from '../labels';
import { dueDayForRepeat, formatRule, parseRule, type RepeatRule, type Weekday } from '../repeat';
import { instantOfWallClock, wallClockOf, zoneOrUtc } from '../time-zones';
import type {
  QuickAddDue,
  QuickAddKind,
  QuickAddList,
  QuickAddOptions,
  QuickAddPart,
  QuickAddPriority,
  QuickAddRepeat,
  QuickAddResult,
  QuickAddUnparsed,
  QuickAddUnparsedReason,
} from './types';

export type * from './types';

/** A label name's length and the labels a task may carry: the labels feature's limits (one home). */
export { labelNameMax, labelsPerTaskMax };

/** Where a token may end: the end, whitespace or punctuation that closes a phrase. */
const endsHere = (text: string, at: number) => at >= text.length || /[\s,.;:!?)\]]/.test(text[at] as string);
/** Where a token may start: the start or after whitespace (so an e-mail address is no label). */
const startsHere = (text: string, at: number) => at === 0 || /[\s(]/.test(text[at - 1] as string);

const pad = (value: number) => String(value).padStart(2, '0');
const dayText = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const dayMs = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** What the passes share: the input, which of its characters are taken, and what was found. */
class Line {
  /** Characters of recognised parts (left out of the title). */
  readonly taken: boolean[];
  /** Characters chrono must not read (taken ones, and unsupported repeat phrases). */
  readonly hidden: boolean[];
  readonly parsed: QuickAddPart[] = [];
  readonly unparsed: QuickAddUnparsed[] = [];

  constructor(
    readonly text: string,
    plain: QuickAddOptions['plain'] = [],
  ) {
    this.taken = Array.from(text, () => false);
    this.hidden = Array.from(text, () => false);
    // Plain stretches: hidden from every pass (tokens start nowhere in them), kept in the title.
    for (const { start, end } of plain)
      for (let i = Math.max(0, start); i < Math.min(end, text.length); i++) this.hidden[i] = true;
    this.plain = [...this.hidden];
  }

  /** Characters the caller asked to read as plain text (options.plain). */
  readonly plain: boolean[];

  isFree(start: number, end: number) {
    for (let i = start; i < end; i++) if (this.taken[i] || this.hidden[i]) return false;
    return true;
  }

  take(kind: QuickAddKind, start: number, end: number) {
    for (let i = start; i < end; i++) {
      this.taken[i] = true;
      this.hidden[i] = true;
    }
    this.parsed.push({ kind, text: this.text.slice(start, end), start, end });
  }

  skip(kind: QuickAddKind, start: number, end: number, reason: QuickAddUnparsedReason) {
    for (let i = start; i < end; i++) this.hidden[i] = true;
    this.unparsed.push({ kind, text: this.text.slice(start, end), start, end, reason });
  }

  /** The stretches of `start..end` that no part holds, without their outer whitespace. */
  freeStretches(start: number, end: number): [number, number][] {
    const stretches: [number, number][] = [];
    let from = -1;
    for (let i = start; i <= end; i++) {
      const free = i < end && !this.hidden[i];
      if (free && from < 0) from = i;
      if (!free && from >= 0) {
        let a = from;
        let b = i;
        while (a < b && /\s/.test(this.text[a] as string)) a++;
        while (b > a && /\s/.test(this.text[b - 1] as string)) b--;
        if (a < b) stretches.push([a, b]);
        from = -1;
      }
    }
    return stretches;
  }

  /** The text chrono reads: hidden characters as spaces, so offsets stay the input's. */
  visible() {
    return Array.from(this.text, (char, i) => (this.hidden[i] ? ' ' : char)).join('');
  }

  title() {
    return Array.from(this.text, (char, i) => (this.taken[i] ? ' ' : char))
      .join('')
      .replace(/\s+/g, ' ')
      .replace(/^[\s,;]+|[\s,;]+$/g, '');
  }
}

/** The longest of `names` written at `at` (case-insensitive) and ending a token; its length, or 0. */
function longestNameAt<T>(text: string, at: number, items: readonly T[], nameOf: (item: T) => string) {
  let best: { item: T; length: number } | null = null;
  const lower = text.toLowerCase();
  for (const item of items) {
    const name = nameOf(item).toLowerCase();
    if (name === '' || (best && name.length <= best.length)) continue;
    if (lower.startsWith(name, at) && endsHere(text, at + name.length)) best = { item, length: name.length };
  }
  return best;
}

/** Pass 1: the one-token parts. */
function readTokens(line: Line, options: QuickAddOptions, found: Partial<Found>) {
  const { text } = line;
  const labelKeys = new Set<string>();
  const assignees = new Set<string>();
  found.labels = [];
  for (let at = 0; at < text.length; at++) {
    if (!startsHere(text, at) || line.taken[at] || line.plain[at]) continue;
    const rest = text.slice(at);
    if (rest.startsWith('*') && endsHere(text, at + 1)) {
      found.star = true;
      line.take('star', at, at + 1);
      continue;
    }
    const priority = /^(?:!|p)([1-4])/i.exec(rest);
    if (priority && endsHere(text, at + 2)) {
      if (found.priority) line.skip('priority', at, at + 2, 'duplicate');
      else {
        found.priority = Number(priority[1]) as QuickAddPriority;
        line.take('priority', at, at + 2);
      }
      continue;
    }
    const label = /^@([\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*)/u.exec(rest);
    if (label?.[1] && endsHere(text, at + label[0].length)) {
      const name = label[1];
      const end = at + label[0].length;
      const key = name.toLowerCase();
      if (name.length > labelNameMax) line.skip('label', at, end, 'limit');
      else if (labelKeys.has(key)) line.take('label', at, end);
      else if (labelKeys.size >= labelsPerTaskMax) line.skip('label', at, end, 'limit');
      else {
        labelKeys.add(key);
        found.labels.push(name);
        line.take('label', at, end);
      }
      continue;
    }
    if (rest.startsWith('#') && rest.length > 1 && !/\s/.test(rest[1] as string)) {
      const match = longestNameAt(text, at + 1, options.lists, (list) => list.name);
      if (!match) {
        line.skip('list', at, at + (/^\S+/.exec(rest)?.[0].length ?? 1), 'unknown');
        continue;
      }
      const end = at + 1 + match.length;
      if (found.list) line.skip('list', at, end, 'duplicate');
      else {
        found.list = { _id: match.item._id, name: match.item.name };
        line.take('list', at, end);
      }
      continue;
    }
    if (options.members && rest.startsWith('+') && rest.length > 1 && !/[\s\d]/.test(rest[1] as string)) {
      const match = longestNameAt(text, at + 1, options.members, (member) => member.username);
      if (!match) {
        line.skip('assignee', at, at + (/^\S+/.exec(rest)?.[0].length ?? 1), 'unknown');
        continue;
      }
      assignees.add(match.item._id);
      line.take('assignee', at, at + 1 + match.length);
    }
  }
  found.assignees = [...assignees];
}

const weekdayNames: Record<string, Weekday> = {
  mon: 'MO',
  monday: 'MO',
  tue: 'TU',
  tues: 'TU',
  tuesday: 'TU',
  wed: 'WE',
  weds: 'WE',
  wednesday: 'WE',
  thu: 'TH',
  thur: 'TH',
  thurs: 'TH',
  thursday: 'TH',
  fri: 'FR',
  friday: 'FR',
  sat: 'SA',
  saturday: 'SA',
  sun: 'SU',
  sunday: 'SU',
};
/** A weekday name, its plural ("mondays") too; longest first so "monday" wins over "mon". */
const weekdayWord = `(?:${Object.keys(weekdayNames)
  .sort((a, b) => b.length - a.length)
  .join('|')})s?`;
const weekdayList = `${weekdayWord}(?:\\s*(?:,|&|\\band\\b)\\s*(?:and\\s+)?${weekdayWord})*`;
const count = '(\\d{1,4}|other)\\s+';

/** The phrases after "every" (or "every!"), anchored; each names its groups. */
const repeatPhrases = {
  weekday: /(?:weekday|workday|work day|working day)s?/iy,
  daily: new RegExp(`(?:${count})?days?`, 'iy'),
  weekly: new RegExp(`(?:${count})?weeks?(?:\\s+on\\s+(${weekdayList}))?`, 'iy'),
  days: new RegExp(`(?:(other)\\s+)?(${weekdayList})`, 'iy'),
  monthly: new RegExp(
    `(?:${count})?months?(?:\\s+on\\s+(?:the\\s+)?(?:(last)\\s+day|(\\d{1,2})(?:st|nd|rd|th)?)(?:\\s+of\\s+the\\s+month)?)?`,
    'iy',
  ),
  yearly: new RegExp(`(?:${count})?years?`, 'iy'),
};

const intervalOf = (text: string | undefined) =>
  text === undefined ? 1 : text.toLowerCase() === 'other' ? 2 : Number(text);
const daysOf = (list: string) =>
  [...list.toLowerCase().matchAll(new RegExp(weekdayWord, 'g'))].map(
    ([word]) => weekdayNames[word.replace(/s$/, '')] ?? weekdayNames[word],
  ) as Weekday[];

/** The rule a phrase after "every" names, and where it ends; null when none of the grammar starts there. */
function repeatPhraseAt(text: string, at: number): { rule: RepeatRule; end: number } | null {
  const tryPhrase = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    return match && endsHere(text, at + match[0].length) ? match : null;
  };
  const rule = (
    freq: RepeatRule['freq'],
    interval: number,
    byDay: Weekday[] = [],
    byMonthDay: number | null = null,
  ) => ({ freq, interval, byDay: [...new Set(byDay)], byMonthDay }) satisfies RepeatRule;
  let match = tryPhrase(repeatPhrases.weekday);
  if (match) return { rule: rule('WEEKLY', 1, ['MO', 'TU', 'WE', 'TH', 'FR']), end: at + match[0].length };
  match = tryPhrase(repeatPhrases.daily);
  if (match) return { rule: rule('DAILY', intervalOf(match[1])), end: at + match[0].length };
  match = tryPhrase(repeatPhrases.weekly);
  if (match)
    return {
      rule: rule('WEEKLY', intervalOf(match[1]), match[2] ? daysOf(match[2]) : []),
      end: at + match[0].length,
    };
  match = tryPhrase(repeatPhrases.days);
  if (match?.[2])
    return { rule: rule('WEEKLY', intervalOf(match[1]), daysOf(match[2])), end: at + match[0].length };
  match = tryPhrase(repeatPhrases.monthly);
  if (match) {
    const byMonthDay = match[2] ? -1 : match[3] ? Number(match[3]) : null;
    return { rule: rule('MONTHLY', intervalOf(match[1]), [], byMonthDay), end: at + match[0].length };
  }
  match = tryPhrase(repeatPhrases.yearly);
  if (match) return { rule: rule('YEARLY', intervalOf(match[1])), end: at + match[0].length };
  return null;
}

/** Pass 2: "every ..." phrases; one that is not of the grammar or the subset is reported and left as text. */
function readRepeats(line: Line, timeZone: string, found: Partial<Found>) {
  const { text } = line;
  for (const match of text.matchAll(/\bevery(!?)\s+/gi)) {
    const at = match.index;
    if (!startsHere(text, at) || !line.isFree(at, at + match[0].length)) continue;
    const phrase = repeatPhraseAt(text, at + match[0].length);
    // Not of the grammar: "every" and the word after (two when the first is a count or an ordinal).
    const words = /^(?:(?:\d+(?:st|nd|rd|th)?|other|first|second|third|fourth|last)\s+)?[^\s,;]+/i;
    const fallbackEnd =
      at + match[0].length + (words.exec(text.slice(at + match[0].length))?.[0].length ?? 0);
    let end = phrase?.end ?? fallbackEnd;
    while (/\s/.test(text[end - 1] as string)) end--;
    if (!line.isFree(at, end)) continue;
    const checked = phrase ? parseRule(formatRule(phrase.rule)) : null;
    if (!checked?.ok) {
      line.skip('repeat', at, end, 'unsupported');
      continue;
    }
    if (found.repeat) {
      line.skip('repeat', at, end, 'duplicate');
      continue;
    }
    found.repeat = { rule: formatRule(checked.rule), from: match[1] ? 'completion' : 'due', timeZone };
    found.repeatRule = checked.rule;
    line.take('repeat', at, end);
  }
}

/** A wall clock held as the instant whose UTC fields read it (the frame chrono computes in here). */
const wallMs = (day: string, time: string) => Date.parse(`${day}T${time}:00Z`);

/** Pass 3: the first date or time chrono finds (later ones are reported and left as text). */
function readDate(line: Line, now: Date, timeZone: string, found: Partial<Found>) {
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

function dueOf(
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

/** The first day of the rule on or after `day` (a due day for a repeat given without a date). */
function firstDayOfRule(rule: RepeatRule, day: string): string {
  if (rule.freq === 'WEEKLY') return dueDayForRepeat(day, { rule: formatRule(rule) });
  if (rule.freq !== 'MONTHLY' || rule.byMonthDay === null) return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const dayIn = (y: number, m: number) =>
    Math.min(rule.byMonthDay === -1 ? 31 : (rule.byMonthDay as number), lastDayOfMonth(y, m));
  if (dayIn(year, month) >= date) return dayText(year, month, dayIn(year, month));
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return dayText(nextYear, nextMonth, dayIn(nextYear, nextMonth));
}

interface Found {
  star: boolean;
  priority: QuickAddPriority;
  labels: string[];
  list: QuickAddList;
  assignees: string[];
  repeat: QuickAddRepeat;
  repeatRule: RepeatRule;
  due: QuickAddDue;
  /** Whether the due names a day (not a time alone). */
  dueHasDay: boolean;
}

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
