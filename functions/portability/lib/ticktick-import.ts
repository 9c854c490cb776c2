/**
 * A TickTick backup CSV (Settings > Backup & Import > Generate backup): a few metadata lines
 * ("Date: ...", "Version: ...", "Status: ..."), then the header row ("Folder Name", "List Name",
 * "Title", "Kind", "Tags", "Content", "Is Check list", "Start Date", "Due Date", "Reminder",
 * "Repeat", "Priority", "Status", "Created Time", "Completed Time", "Order", "Timezone",
 * "Is All Day", "Is Floating", "Column Name", "Column Order", "View Mode", "taskId", "parentId").
 * One list per "List Name". A row with a parentId becomes a step of its parent; a checklist task's
 * Content lines ("▫item", "▪done item") are its steps, otherwise Content is its notes. Priority 3
 * (medium) and 5 (high) are important; Status 1 and 2 (completed, archived) are completed. Repeat
 * is an RRULE, kept when it is one of our subset (WKST, which changes nothing here, is dropped).
 * A due date that is not "Is All Day" has a time: its wall clock in "Timezone", floating when
 * "Is Floating" is true (or no zone is given), else fixed in that zone.
 */

import { dayOfInstant } from '@shared/due-day';
import { limits } from '@shared/limits';
import { dataTexts } from '@shared/messages/server';
import { canonicalRule, isTimeZone } from '@shared/repeat';
import { wallClockOf } from '@shared/time-zones';
import { CsvError, type CsvRecord } from './csv';
import { type ImportPlan, PlanBuilder, type RawTask } from './import-plan';

const required = ['List Name', 'Title'];

export const isTickTickHeader = (cells: string[]) => required.every((name) => cells.includes(name));

const checked = '▪';
const unchecked = '▫';

/** A checklist's lines as steps; past the row limit the rest are not read (the file is refused anyway). */
function stepsOfChecklist(content: string) {
  return content
    .split(/\r?\n/, limits.importRowsMax + 1)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({
      title: line.replace(/^[▪▫]\s*/, ''),
      completed: line.startsWith(checked) && !line.startsWith(unchecked),
    }));
}

/** "2031-03-14T16:00:00+0000" and the like, as an instant; null when unreadable. */
function instantOf(text: string): Date | null {
  const normal = text.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const time = Date.parse(normal);
  return Number.isNaN(time) ? null : new Date(time);
}

export function planTickTick(records: CsvRecord[]): ImportPlan {
  const headerIndex = records.findIndex((record) => isTickTickHeader(record.cells));
  const header = records[headerIndex];
  if (!header) throw new CsvError(records[0]?.line ?? 1, dataTexts.csvMissingColumns(required));
  const column = new Map(header.cells.map((name, i) => [name.trim(), i]));
  const plan = new PlanBuilder('ticktick');
  const rows = records.slice(headerIndex + 1);
  const cellOf = (record: CsvRecord, name: string) => record.cells[column.get(name) ?? -1] ?? '';

  // First pass: every task by its id, so a subtask finds a parent written after it.
  const parents = new Map<string, { list: string; task: RawTask }>();
  const order: { list: string; task: RawTask }[] = [];
  const children: CsvRecord[] = [];
  for (const record of rows) {
    const cell = (name: string) => cellOf(record, name).trim();
    if (cell('parentId')) {
      children.push(record);
      continue;
    }
    const zone = cell('Timezone');
    const timeZone = zone && isTimeZone(zone) ? zone : undefined;
    const dueText = cell('Due Date') || cell('Start Date');
    let dueDay: string | null = null;
    let timed: { dueTime: string; dueZone: string | null } | null = null;
    if (dueText) {
      const instant = instantOf(dueText);
      if (instant) dueDay = dayOfInstant(instant.toISOString(), timeZone ?? 'UTC');
      else plan.warn(record.line, dataTexts.warnDateUnread(dueText));
      // A due time (not "Is All Day"): the wall clock in the row's zone; floating when TickTick says
      // so, else fixed in that zone (docs/api.md#times-of-day).
      if (instant && cell('Is All Day').toLowerCase() === 'false') {
        const clock = wallClockOf(instant, timeZone ?? 'UTC');
        dueDay = clock.day;
        const floating = cell('Is Floating').toLowerCase() === 'true' || !timeZone;
        timed = { dueTime: clock.time, dueZone: floating ? null : (timeZone as string) };
      }
    }
    let repeat: RawTask['repeat'] = null;
    const repeatText = cell('Repeat');
    if (repeatText) {
      const rule = canonicalRule(repeatText.replace(/;?WKST=[A-Z]{2}/i, ''));
      if (rule && dueDay) repeat = { rule, from: 'due', ...(timeZone ? { timeZone } : {}) };
      else plan.warn(record.line, dataTexts.warnRepeatUnmapped(repeatText));
    }
    const content = cellOf(record, 'Content');
    const checklist =
      cell('Is Check list').toUpperCase() === 'Y' || cell('Kind').toUpperCase() === 'CHECKLIST';
    const priority = Number(cell('Priority'));
    const status = cell('Status');
    const task: RawTask = {
      line: record.line,
      description: cellOf(record, 'Title'),
      // Its Tags, separated by commas (a leading # left out), are labels.
      labels: cell('Tags')
        .split(',')
        .map((tag) => tag.trim().replace(/^#/, '')),
      completed: status === '1' || status === '2',
      important: priority >= 3,
      // TickTick's high (5), medium (3) and low (1) are our 1, 2 and 3; none (0) is 4.
      priority: priority === 5 ? 1 : priority === 3 ? 2 : priority === 1 ? 3 : 4,
      dueDay,
      ...(timed ?? {}),
      // A floating time is read in the row's zone (else the importer's).
      ...(timed && !timed.dueZone && timeZone ? { timeZone } : {}),
      notes: checklist ? '' : content,
      steps: checklist ? stepsOfChecklist(content) : [],
      repeat,
    };
    const entry = { list: cell('List Name') || 'Inbox', task };
    order.push(entry);
    const id = cell('taskId');
    if (id) parents.set(id, entry);
  }
  for (const record of children) {
    const parent = parents.get(cellOf(record, 'parentId').trim());
    if (!parent) {
      plan.skip(record.line, dataTexts.skipParentNotFound);
      continue;
    }
    const status = cellOf(record, 'Status').trim();
    parent.task.steps.push({ title: cellOf(record, 'Title'), completed: status === '1' || status === '2' });
  }
  for (const entry of order) plan.add(plan.list(entry.list), entry.task);
  return plan.build();
}
