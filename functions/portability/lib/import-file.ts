/**
 * Reads an import file into a plan (./import-plan.ts), telling the format from the content: JSON
 * that is our export, a CSV whose first record is Todoist's header, or a CSV with TickTick's header
 * after its metadata lines. A file that cannot be read is Invalid naming its line; one over the
 * limits (rows, lists) is TooLarge. Nothing is written before this has read the whole file.
 * Every step is linear in the file's length (a 2 MB file of any content is read in well under a
 * second: docs/api.md#limits-of-lists-and-files).
 */
import { limits } from '@shared/limits';
import { dataTexts } from '@shared/messages/server';
import { Invalid, TooLarge } from '../../lib/errors';
import { CsvError, parseCsv, stripBom } from './csv';
import type { ImportPlan } from './import-plan';
import { planTeamTodo } from './teamtodo-import';
import { isTickTickHeader, planTickTick } from './ticktick-import';
import { isTodoistHeader, planTodoist } from './todoist-import';

/** A Todoist CSV holds one project: the list is named after the file (`Work.csv` is "Work"). */
const listNameOf = (fileName?: string) => fileName?.replace(/\.[^.]*$/, '').trim() || 'Todoist';

function readPlan(file: string, fileName?: string): ImportPlan {
  const text = stripBom(file);
  if (/^\s*[{[]/.test(text)) return planTeamTodo(text);
  const recordsMax = limits.importRowsMax + 10;
  const records = parseCsv(text, recordsMax);
  if (records.length > recordsMax) throw new TooLarge(dataTexts.importTooManyRows);
  if (records[0] && isTodoistHeader(records[0].cells)) return planTodoist(records, listNameOf(fileName));
  if (records.slice(0, 20).some((record) => isTickTickHeader(record.cells))) return planTickTick(records);
  throw new Invalid(dataTexts.importUnknownFormat);
}

export function importPlanOf(file: string, fileName?: string): ImportPlan {
  let plan: ImportPlan;
  try {
    plan = readPlan(file, fileName);
  } catch (error) {
    if (error instanceof CsvError) throw new Invalid(error.message);
    throw error;
  }
  // Rows were counted while the plan was built (./import-plan.ts), skipped ones too.
  if (plan.lists.filter((list) => list.home === 'group').length > limits.importGroupsMax)
    throw new TooLarge(dataTexts.importTooManyGroups);
  return plan;
}
