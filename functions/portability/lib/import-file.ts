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

/**
 * Whether the text is a binary file read as text (a picture renamed .csv): a NUL, or more than a few
 * characters that did not decode (U+FFFD) or control characters, in its first 4 KB.
 */
function looksBinary(text: string): boolean {
  const head = text.slice(0, 4096);
  let odd = 0;
  for (let i = 0; i < head.length; i++) {
    const code = head.charCodeAt(i);
    if (code === 0) return true;
    // Controls other than tab, line feed and carriage return, and characters that did not decode.
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) odd++;
  }
  return odd > Math.max(8, head.length / 100);
}

function readPlan(file: string, fileName?: string): ImportPlan {
  const text = stripBom(file);
  if (looksBinary(text))
    throw new Invalid(
      fileName?.toLowerCase().endsWith('.csv') ? dataTexts.importNotCsv : dataTexts.importNotText,
    );
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
