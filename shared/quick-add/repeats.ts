/**
 * The quick-add parser's pass 2 (./parse.ts): "every ..." phrases, mapped onto shared/repeat.ts's
 * subset.
 */
import {
  dueDayForRepeat,
  formatRule,
  parseRule,
  type RepeatRule,
  type Weekday,
  weekdayNames,
} from '../repeat';
import { dayText, lastDayOfMonth } from './days';
import { endsHere, type Found, type Line, startsHere } from './line';

/** A weekday name, its plural ("mondays") too; longest first so "monday" wins over "mon". */
export const weekdayWord = `(?:${Object.keys(weekdayNames)
  .sort((a, b) => b.length - a.length)
  .join('|')})s?`;

export const weekdayList = `${weekdayWord}(?:\\s*(?:,|&|\\band\\b)\\s*(?:and\\s+)?${weekdayWord})*`;

export const count = '(\\d{1,4}|other)\\s+';

/** The phrases after "every" (or "every!"), anchored; each names its groups. */
export const repeatPhrases = {
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

export const intervalOf = (text: string | undefined) =>
  text === undefined ? 1 : text.toLowerCase() === 'other' ? 2 : Number(text);

export const daysOf = (list: string) =>
  [...list.toLowerCase().matchAll(new RegExp(weekdayWord, 'g'))].map(
    ([word]) => weekdayNames[word.replace(/s$/, '')] ?? weekdayNames[word],
  ) as Weekday[];

/** The rule a phrase after "every" names, and where it ends; null when none of the grammar starts there. */
export function repeatPhraseAt(text: string, at: number): { rule: RepeatRule; end: number } | null {
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
export function readRepeats(line: Line, timeZone: string, found: Partial<Found>) {
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

/** The first day of the rule on or after `day` (a due day for a repeat given without a date). */
export function firstDayOfRule(rule: RepeatRule, day: string): string {
  if (rule.freq === 'WEEKLY') return dueDayForRepeat(day, { rule: formatRule(rule) });
  if (rule.freq !== 'MONTHLY' || rule.byMonthDay === null) return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const dayIn = (y: number, m: number) =>
    Math.min(rule.byMonthDay === -1 ? 31 : (rule.byMonthDay as number), lastDayOfMonth(y, m));
  if (dayIn(year, month) >= date) return dayText(year, month, dayIn(year, month));
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return dayText(nextYear, nextMonth, dayIn(nextYear, nextMonth));
}
