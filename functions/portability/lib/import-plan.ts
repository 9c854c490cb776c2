/**
 * What an import file means, whatever its format: lists of tasks to create, and the rows
 * left out or imported with a loss, each with its line. The parsers (./todoist-import.ts,
 * ./ticktick-import.ts, ./teamtodo-import.ts) build it; ../../data/portability/imports.ts creates it. Rules
 * shared by every format live here: a title is needed and cut to 180 characters, notes to 4000,
 * steps to 50; a repeat needs a due date.
 *
 * The report stays small whatever the file (docs/api.md#limits-of-lists-and-files): every row counts against
 * the row limit, skipped ones too (the plan stops at the first row over it: 413), each list of
 * notes keeps its first `notesKept` and counts the rest, and a note quoting the file is cut.
 */
import { labelNameKey, labelNameMax, labelsPerTaskMax } from '@shared/labels';
import { limits } from '@shared/limits';
import { dataTexts } from '@shared/messages/server';
import { dueDayForRepeat } from '@shared/repeat';
import type {
  ImportFormat,
  ImportPlan,
  LineNote,
  PlannedList,
  PlannedTask,
} from '../../data/portability/imports';
import { TooLarge } from '../../lib/errors';

export type {
  BuiltInHome,
  ImportFormat,
  ImportPlan,
  LineNote,
  PlannedList,
  PlannedTask,
} from '../../data/portability/imports';

/** A task as read from a row, before the shared rules. */
export type RawTask = Omit<PlannedTask, 'steps'> & { steps: { title: string; completed: boolean }[] };

/** Notes of each kind (skipped, warnings) listed in a report; the rest are counted. */
export const notesKept = 200;
/** The longest reason listed: a note that quotes the file (a date, a rule) is cut there. */
const reasonMax = 300;

/** A report's notes of one kind: the first `notesKept`, and how many there were. */
class Notes {
  readonly kept: LineNote[] = [];
  total = 0;

  add(line: number | null, reason: string) {
    this.total++;
    if (this.kept.length >= notesKept) return;
    this.kept.push({
      line,
      reason: reason.length > reasonMax ? `${reason.slice(0, reasonMax - 1)}…` : reason,
    });
  }
}

/** Collects a plan's lists by name, in order of first appearance, with the shared rules applied. */
export class PlanBuilder {
  private readonly skipped = new Notes();
  private readonly warnings = new Notes();
  private readonly lists = new Map<string, PlannedList>();
  /** Rows read so far: tasks, their steps, and rows skipped or ignored. */
  private rows = 0;

  constructor(readonly format: ImportFormat) {}

  /** Counts rows against the limit: the file is refused (413) at the first row over it. */
  private count(rows: number) {
    this.rows += rows;
    if (this.rows > limits.importRowsMax) throw new TooLarge(dataTexts.importTooManyRows);
  }

  skip(line: number | null, reason: string) {
    this.count(1);
    this.skipped.add(line, reason);
  }

  /** An entry that is no row at all (a JSON export's task that is not an object): counted, not listed. */
  ignore() {
    this.count(1);
  }

  warn(line: number | null, reason: string) {
    this.warnings.add(line, reason);
  }

  /** Declares a list even when it ends up empty (an empty project is still a list). */
  list(source: string, home: PlannedList['home'] = 'group'): PlannedList {
    const key = `${home}|${source}`;
    let list = this.lists.get(key);
    if (!list) {
      list = { source, home, tasks: [] };
      this.lists.set(key, list);
    }
    return list;
  }

  /** Adds a task after the shared rules; answers false when it was skipped. */
  add(list: PlannedList, raw: RawTask): boolean {
    // The task and every step it came with, those left out too, are rows of the file.
    this.count(1 + raw.steps.length);
    const description = raw.description.replace(/\s+/g, ' ').trim();
    if (description === '') {
      this.skipped.add(raw.line, dataTexts.skipEmptyTitle);
      return false;
    }
    if (description.length > limits.descriptionMax) this.warn(raw.line, dataTexts.warnTitleCut);
    if (raw.notes.length > limits.notesMax) this.warn(raw.line, dataTexts.warnNotesCut);
    const steps = raw.steps
      .map((step) => ({
        title: step.title.replace(/\s+/g, ' ').trim().slice(0, limits.stepTitleMax),
        completed: step.completed,
      }))
      .filter((step) => step.title !== '');
    if (steps.length > limits.stepsMax) this.warn(raw.line, dataTexts.warnStepsCut);
    // A repeat on chosen weekdays starts on one of them, as when it is set in the app.
    const repeat = raw.dueDay ? raw.repeat : null;
    const dueDay = dueDayForRepeat(raw.dueDay, repeat);
    if (dueDay !== raw.dueDay) this.warn(raw.line, dataTexts.warnDueMovedForRepeat(dueDay as string));
    list.tasks.push({
      ...raw,
      labels: labelNamesOf(raw.labels ?? []),
      dueDay,
      description: description.slice(0, limits.descriptionMax),
      notes: raw.notes.slice(0, limits.notesMax),
      steps: steps.slice(0, limits.stepsMax),
      // A repeat needs a due date (shared/messages detailTexts.repeatNeedsDue): the parsers give one.
      repeat,
    });
    return true;
  }

  build(): ImportPlan {
    return {
      format: this.format,
      lists: [...this.lists.values()],
      skipped: this.skipped.kept,
      skippedTotal: this.skipped.total,
      warnings: this.warnings.kept,
      warningsTotal: this.warnings.total,
    };
  }
}

/**
 * A task's label names as an import keeps them: trimmed, cut to 30 characters, the first of each
 * name whatever its case, at most 10 (shared/labels.ts).
 */
export function labelNamesOf(names: string[]): string[] {
  const kept = new Map<string, string>();
  for (const raw of names) {
    const name = raw.replace(/\s+/g, ' ').trim().slice(0, labelNameMax).trim();
    if (name !== '' && !kept.has(labelNameKey(name))) kept.set(labelNameKey(name), name);
  }
  return [...kept.values()].slice(0, labelsPerTaskMax);
}

/** Today's date (UTC), the due day of a repeating task whose source gives no start. */
export const today = () => new Date().toISOString().slice(0, 10);
