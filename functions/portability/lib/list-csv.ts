/**
 * One list as Todoist's CSV: its import columns, in its order, plus ASSIGNEES and
 * STATUS. A task is a `task` row at INDENT 1 (PRIORITY its priority, Todoist's p1 to p4; one without a
 * priority 1 when important, 4 otherwise), its notes in DESCRIPTION, its steps `task` rows at INDENT 2 under it; DATE is the due
 * day, or the repeat as a Todoist phrase (functions/lib/todoist-dates.ts). STATUS says `completed`
 * or `open`; on the assignments list ASSIGNEES names the assignees and STATUS gives each one's state.
 */

import { dueDayOf } from '@shared/due-day';
import { noPriority, priorityOf } from '@shared/priority';
import { parseRule } from '@shared/repeat';
import type { AssignmentItem, TodoItem } from '../../data/core/items';
import type { ListExport } from '../../data/lists/list-export';
import { stepsOf } from '../../data/tasks/task-details';
import { todoistPhrase } from '../../lib/todoist-dates';
import { writeCsv } from './csv';

export const todoistColumns = [
  'TYPE',
  'CONTENT',
  'DESCRIPTION',
  'PRIORITY',
  'INDENT',
  'AUTHOR',
  'RESPONSIBLE',
  'DATE',
  'DATE_LANG',
  'TIMEZONE',
] as const;
export const extraColumns = ['ASSIGNEES', 'STATUS'] as const;

type Row = Record<(typeof todoistColumns)[number] | (typeof extraColumns)[number], string>;

const row = (fields: Partial<Row>): string[] =>
  [...todoistColumns, ...extraColumns].map((column) => fields[column] ?? '');

function dateCell(item: Pick<TodoItem, 'due' | 'dueDay' | 'repeat'>): string {
  const day = dueDayOf(item);
  if (!day) return '';
  const parsed = item.repeat ? parseRule(item.repeat.rule) : null;
  return parsed?.ok && item.repeat ? todoistPhrase(parsed.rule, item.repeat.from, day) : day;
}

/** PRIORITY: the task's priority when it has one (1-3); otherwise 1 when important, 4 when not (as before). */
const csvPriority = (item: TodoItem | AssignmentItem): number => {
  const priority = priorityOf(item);
  if (priority !== noPriority) return priority;
  return item.important ? 1 : noPriority;
};

function taskRows(
  item: TodoItem | AssignmentItem,
  author: string,
  status: string,
  assignees = '',
): string[][] {
  const steps = stepsOf({ ...item, stepsDone: 'stepsDone' in item ? item.stepsDone : {} });
  return [
    row({
      TYPE: 'task',
      CONTENT: item.description,
      DESCRIPTION: item.notes ?? '',
      PRIORITY: String(csvPriority(item)),
      INDENT: '1',
      AUTHOR: author,
      DATE: dateCell(item),
      DATE_LANG: 'en',
      TIMEZONE: item.repeat?.timeZone ?? '',
      ASSIGNEES: assignees,
      STATUS: status,
    }),
    ...steps.map((step) =>
      row({
        TYPE: 'task',
        CONTENT: step.title,
        PRIORITY: '4',
        INDENT: '2',
        AUTHOR: author,
        DATE_LANG: 'en',
        STATUS: step.completed ? 'completed' : 'open',
      }),
    ),
  ];
}

export function listCsv(list: ListExport, username: string): string {
  const rows: string[][] = [[...todoistColumns, ...extraColumns]];
  if (list.kind === 'tasks') {
    for (const todo of [...list.todos].sort((a, b) => a.id.localeCompare(b.id)))
      rows.push(
        ...taskRows(
          todo,
          todo.assigned ? (todo.assignerUsername ?? '') : username,
          todo.completed ? 'completed' : 'open',
        ),
      );
  } else {
    for (const { row: assignment, assignees } of [...list.rows].sort((a, b) =>
      a.row.id.localeCompare(b.row.id),
    )) {
      const status = assignees
        .map((a) => `${a.username}: ${a.completed === null ? 'removed' : a.completed ? 'completed' : 'open'}`)
        .join('; ');
      rows.push(...taskRows(assignment, username, status, assignees.map((a) => a.username).join('; ')));
    }
  }
  return writeCsv(rows);
}

/** The file name a browser saves: the list's name, made safe for a header and a file system. */
export const csvFileName = (name: string) =>
  `${name.replace(/[^\p{L}\p{N} ._-]+/gu, '_').trim() || 'list'}.csv`;
