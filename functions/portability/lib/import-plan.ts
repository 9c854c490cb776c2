/**
 * What an import file means, whatever its format (issue 26): lists of tasks to create, and the rows
 * left out or imported with a loss, each with its line. The parsers (./todoist-import.ts,
 * ./ticktick-import.ts, ./teamtodo-import.ts) build it; ../../data/imports.ts creates it. Rules
 * shared by every format live here: a title is needed and cut to 180 characters, notes to 4000,
 * steps to 50; a repeat needs a due date.
 */
import { limits } from '../../../shared/limits';
import { dataTexts } from '../../../shared/messages';
import type { ImportFormat, ImportPlan, LineNote, PlannedList, PlannedTask } from '../../data/imports';

export type {
  BuiltInHome,
  ImportFormat,
  ImportPlan,
  LineNote,
  PlannedList,
  PlannedTask,
} from '../../data/imports';

/** A task as read from a row, before the shared rules. */
export type RawTask = Omit<PlannedTask, 'steps'> & { steps: { title: string; completed: boolean }[] };

/** Collects a plan's lists by name, in order of first appearance, with the shared rules applied. */
export class PlanBuilder {
  readonly skipped: LineNote[] = [];
  readonly warnings: LineNote[] = [];
  private readonly lists = new Map<string, PlannedList>();

  constructor(readonly format: ImportFormat) {}

  skip(line: number | null, reason: string) {
    this.skipped.push({ line, reason });
  }

  warn(line: number | null, reason: string) {
    this.warnings.push({ line, reason });
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
    const description = raw.description.replace(/\s+/g, ' ').trim();
    if (description === '') {
      this.skip(raw.line, dataTexts.skipEmptyTitle);
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
    list.tasks.push({
      ...raw,
      description: description.slice(0, limits.descriptionMax),
      notes: raw.notes.slice(0, limits.notesMax),
      steps: steps.slice(0, limits.stepsMax),
      // A repeat needs a due date (shared/messages detailTexts.repeatNeedsDue): the parsers give one.
      repeat: raw.due ? raw.repeat : null,
    });
    return true;
  }

  build(): ImportPlan {
    return {
      format: this.format,
      lists: [...this.lists.values()],
      skipped: this.skipped,
      warnings: this.warnings,
    };
  }
}

/** Today's date (UTC), the due day of a repeating task whose source gives no start. */
export const today = () => new Date().toISOString().slice(0, 10);
