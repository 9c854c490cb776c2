/**
 * Our own export (`teamtodo-export`, version 1) read back: each group becomes a new group
 * named after it, each own task goes into the new group of its list or into the same built-in home
 * (today, important, planned); notes, steps with their ticks, repeat, due, importance and completion
 * are kept. Ids are new, and assignments are not imported (neither those made nor the copies
 * received: they belong to other people's partitions too); each is reported. A JSON syntax error is
 * answered with the line it is on.
 */

import { dayOfInstant } from '@shared/due-day';
import { isDueTime } from '@shared/due-time';
import { limits } from '@shared/limits';
import { dataTexts } from '@shared/messages/server';
import { isPriority, noPriority } from '@shared/priority';
import { canonicalRule, isTimeZone } from '@shared/repeat';
import { isIsoDateTime, isValidYmd } from '@shared/validation';
import { CsvError } from './csv';
import { type BuiltInHome, type ImportPlan, PlanBuilder } from './import-plan';
import { jsonErrorLine } from './json-error-line';

const homes: Record<BuiltInHome, string> = { today: 'Today', important: 'Important', planned: 'Planned' };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CsvError(jsonErrorLine(text), dataTexts.jsonInvalid);
  }
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const quoted = (value: unknown) => `"${text(value).slice(0, 40)}"`;

/** Nesting our export never exceeds (it nests 4 deep); deeper text is not read at all. */
const nestingMax = 32;

/**
 * Whether JSON text nests deeper than `nestingMax`, by one linear scan that skips strings. Parsing a
 * deep nest is slow in itself (a second for 2 MB of `[[[...]]]`), so it is refused before parsing.
 */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) {
      // A string: up to its closing quote, stepping over escapes.
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > nestingMax) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/** A user named in the file (`{ username }`), or 'someone' when the file does not say. */
const usernameOf = (user: unknown): string =>
  isObject(user) && typeof user.username === 'string' && user.username !== ''
    ? user.username
    : dataTexts.someone;

export function planTeamTodo(source: string): ImportPlan {
  if (nestsTooDeep(source)) throw new CsvError(1, dataTexts.jsonNotExport);
  const document = parseJson(source);
  if (
    !isObject(document) ||
    document.format !== 'teamtodo-export' ||
    document.version !== 1 ||
    !Array.isArray(document.groups) ||
    !Array.isArray(document.tasks)
  )
    throw new CsvError(1, dataTexts.jsonNotExport);
  const plan = new PlanBuilder('teamtodo');
  const groups = new Map<string, string>();
  for (const group of document.groups) {
    if (!isObject(group) || typeof group._id !== 'string') {
      plan.ignore();
      continue;
    }
    groups.set(group._id, text(group.name));
    plan.list(text(group.name));
  }
  for (const task of document.tasks) {
    if (!isObject(task)) {
      plan.ignore();
      continue;
    }
    const home = text(task.groupId);
    const list = groups.has(home)
      ? plan.list(groups.get(home) as string)
      : home in homes
        ? plan.list(homes[home as BuiltInHome], home as BuiltInHome)
        : null;
    if (!list) {
      plan.skip(null, `${quoted(task.description)}: ${dataTexts.skipParentNotFound}`);
      continue;
    }
    const repeatIn = isObject(task.repeat) ? task.repeat : null;
    const rule = repeatIn ? canonicalRule(text(repeatIn.rule)) : null;
    if (repeatIn && !rule)
      plan.warn(null, `${quoted(task.description)}: ${dataTexts.warnRepeatUnmapped(text(repeatIn.rule))}`);
    const timeZone =
      repeatIn && typeof repeatIn.timeZone === 'string' && isTimeZone(repeatIn.timeZone)
        ? repeatIn.timeZone
        : undefined;
    // The day itself; an export written before it was kept has only `due`, read as its day.
    const dueDay =
      typeof task.dueDay === 'string' && isValidYmd(task.dueDay)
        ? task.dueDay
        : typeof task.due === 'string' && isIsoDateTime(task.due)
          ? dayOfInstant(task.due, timeZone)
          : null;
    plan.add(list, {
      line: null,
      description: text(task.description),
      completed: task.completed === true,
      important: task.important === true,
      // An export written before priorities has none: 4.
      priority: isPriority(task.priority) ? task.priority : noPriority,
      dueDay,
      // A time of day needs its day; an unknown zone makes it floating (docs/api.md#times-of-day).
      ...(dueDay && isDueTime(task.dueTime)
        ? {
            dueTime: task.dueTime,
            dueZone: typeof task.dueZone === 'string' && isTimeZone(task.dueZone) ? task.dueZone : null,
          }
        : {}),
      notes: text(task.notes),
      // Past the row limit the rest are not read: the file is refused anyway.
      steps: (Array.isArray(task.steps) ? task.steps.slice(0, limits.importRowsMax + 1) : [])
        .filter(isObject)
        .map((step) => ({
          title: text(step.title),
          completed: step.completed === true,
        })),
      repeat:
        rule && repeatIn
          ? {
              rule,
              from: repeatIn.from === 'completion' ? 'completion' : 'due',
              ...(timeZone ? { timeZone } : {}),
            }
          : null,
    });
  }
  // Whose each skipped item was: the file may be a teammate's export, not the importer's own.
  const owner = usernameOf(document.profile);
  for (const row of Array.isArray(document.assignmentsMade) ? document.assignmentsMade : [])
    plan.skip(
      null,
      `${quoted(isObject(row) ? row.description : '')}: ${dataTexts.skipAssignmentMade(owner)}`,
    );
  for (const copy of Array.isArray(document.assignedToMe) ? document.assignedToMe : []) {
    const assigner = usernameOf(isObject(copy) ? copy.assigner : null);
    plan.skip(
      null,
      `${quoted(isObject(copy) ? copy.description : '')}: ${dataTexts.skipAssignedCopy(assigner, owner)}`,
    );
  }
  return plan.build();
}
