/**
 * A Todoist project CSV (its published import/export layout: TYPE, CONTENT, DESCRIPTION, PRIORITY,
 * INDENT, AUTHOR, RESPONSIBLE, DATE, DATE_LANG, TIMEZONE, newer files also DURATION, DEADLINE...),
 * one project per file, named after the file. `task` rows at INDENT 1 are tasks; deeper ones are
 * steps of the task above (a sub-subtask is flattened and reported); `note` rows add to the task's
 * notes; `section` and `meta` rows are reported. PRIORITY is Todoist's p1 (1, the highest) to p4
 * (4, none), as its CSV writes it: our priority 1 to 4, and 1 and 2 are also important (as before
 * priorities). Our own CSV's STATUS column, when present, carries completion.
 */
import { dataTexts } from '@shared/messages/server';
import { isPriority, noPriority } from '@shared/priority';
import { isTimeZone } from '@shared/repeat';
import { readTodoistDate, readTodoistTime } from '../../lib/todoist-dates';
import { CsvError, type CsvRecord } from './csv';
import { type ImportPlan, PlanBuilder, type RawTask, today } from './import-plan';

const required = ['TYPE', 'CONTENT'];

export const isTodoistHeader = (cells: string[]) => required.every((name) => cells.includes(name));

export function planTodoist(records: CsvRecord[], listName: string): ImportPlan {
  const [header, ...rows] = records;
  if (!header || !isTodoistHeader(header.cells))
    throw new CsvError(header?.line ?? 1, dataTexts.csvMissingColumns(required));
  const column = new Map(header.cells.map((name, i) => [name.trim().toUpperCase(), i]));
  const plan = new PlanBuilder('todoist');
  const list = plan.list(listName);
  let current: RawTask | null = null;
  const flush = () => {
    if (current) plan.add(list, current);
    current = null;
  };
  for (const record of rows) {
    const cell = (name: string) => (record.cells[column.get(name) ?? -1] ?? '').trim();
    const raw = (name: string) => record.cells[column.get(name) ?? -1] ?? '';
    const type = cell('TYPE').toLowerCase();
    const indent = Number(cell('INDENT') || '1');
    const completed = cell('STATUS').toLowerCase() === 'completed';
    if (type === 'task' && indent > 1) {
      if (!current) {
        plan.skip(record.line, dataTexts.skipSubtaskWithoutParent);
        continue;
      }
      if (indent > 2) plan.warn(record.line, dataTexts.skipDeepSubtask);
      (current as RawTask).steps.push({ title: raw('CONTENT'), completed });
      continue;
    }
    if (type === 'note') {
      if (!current) {
        plan.skip(record.line, dataTexts.skipSubtaskWithoutParent);
        continue;
      }
      const task = current as RawTask;
      task.notes = task.notes ? `${task.notes}\n\n${raw('CONTENT')}` : raw('CONTENT');
      continue;
    }
    if (type !== 'task') {
      if (type !== '' || cell('CONTENT') !== '')
        plan.skip(record.line, dataTexts.skipUnknownType(type || '(none)'));
      continue;
    }
    flush();
    const zone = cell('TIMEZONE');
    const timeZone = zone && isTimeZone(zone) ? zone : undefined;
    const date = readTodoistDate(cell('DATE'));
    let dueDay: string | null = null;
    let repeat: RawTask['repeat'] = null;
    if (date.kind === 'fixed') dueDay = date.day;
    else if (date.kind === 'repeat') {
      dueDay = date.day ?? today();
      repeat = { rule: date.rule, from: date.from, ...(timeZone ? { timeZone } : {}) };
    } else if (date.kind === 'unmapped') {
      plan.warn(record.line, dataTexts.warnRepeatUnmapped(date.text));
      dueDay = date.day ?? null;
    } else if (date.kind === 'unread') plan.warn(record.line, dataTexts.warnDateUnread(date.text));
    const priority = Number(cell('PRIORITY'));
    // A time in DATE ("Mar 20 2031 9:30", "every day at 9am", "2031-03-20 17:45"): a floating time,
    // as Todoist's own times are (docs/api.md#times-of-day).
    const dueTime = dueDay ? readTodoistTime(cell('DATE')) : null;
    current = {
      line: record.line,
      // Its `@label` words are labels, and leave the text.
      description: withoutLabelWords(raw('CONTENT')),
      labels: labelWordsOf(raw('CONTENT')),
      completed,
      important: priority === 1 || priority === 2,
      // Its p1 to p4 are our 1 to 4; an empty or other cell is none.
      priority: isPriority(priority) ? priority : noPriority,
      dueDay,
      ...(dueTime ? { dueTime, dueZone: null, ...(timeZone ? { timeZone } : {}) } : {}),
      notes: raw('DESCRIPTION'),
      steps: [],
      repeat,
    };
  }
  flush();
  return plan.build();
}

/** Todoist's `@label` words in a task's content (a word of non-space characters after @). */
const labelWord = /(^|\s)@([^\s@]+)/g;
export const labelWordsOf = (content: string): string[] =>
  [...content.matchAll(labelWord)].map((m) => m[2] as string);
export const withoutLabelWords = (content: string): string =>
  content.replace(labelWord, '$1').replace(/\s+/g, ' ').trim();
