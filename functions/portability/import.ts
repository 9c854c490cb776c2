/**
 * POST /api/import: `{ file, fileName?, dryRun }`, the file's text in a JSON body (so the
 * CSRF rule of every state-changing route holds unchanged). The format is told from the content
 * (./lib/import-file.ts); the whole file is read before anything is written, so a file that cannot
 * be read is 400 naming its line and creates nothing. Over 2 MB, 5,000 rows (skipped ones too) or
 * 50 lists: 413. The report lists at most 200 notes of each kind and counts them all.
 * One operation creates it (functions/data/portability/imports.ts): the same file again creates nothing, and
 * a run cut short is completed by the next. A dry run answers the same report and writes nothing.
 * With `groupId` every task goes into that list (the caller's, or one shared with them as an
 * editor: docs/api.md#data-in-and-out, "Import into a list").
 */
import { createHash } from 'node:crypto';
import { importBody } from '@shared/contract/requests/portability';
import { isBuiltInViewId, limits } from '@shared/limits';
import { dataTexts, serverErrors } from '@shared/messages/server';
import { isId } from '../data/core/ids';
import { runImport } from '../data/portability/imports';
import { Invalid, NotFound, TooLarge } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { importPlanOf } from './lib/import-file';

/** JSON escaping makes the text longer in the body (up to Lambda's 6 MB payload); the file itself is held to its own limit. */
const bodyMaxBytes = 5 * 1024 * 1024;

export const handler = createHandler('portability-import', {
  body: importBody,
  maxBodyBytes: bodyMaxBytes,
  handle: async ({ input, user, unit }) => {
    if (Buffer.byteLength(input.file) > limits.importFileMaxBytes)
      throw new TooLarge(dataTexts.importFileTooLarge);
    const plan = importPlanOf(input.file, input.fileName);
    // A floating time of day is read in the importer's zone (docs/api.md#times-of-day).
    if (user.timeZone)
      for (const list of plan.lists) for (const task of list.tasks) task.timeZone ??= user.timeZone;
    const { groupId } = input;
    if (groupId !== undefined && isBuiltInViewId(groupId)) throw new Invalid(dataTexts.importGroupNotAList);
    if (groupId !== undefined && !isId(groupId)) throw new NotFound(serverErrors.groupNotFound);
    // A Todoist list is named after its file, so the name is part of what makes an import the same;
    // so is the list it goes into, when it names one.
    const hash = createHash('sha256')
      .update(`${groupId === undefined ? '' : `${groupId}\0`}${input.fileName ?? ''}\0${input.file}`)
      .digest('hex');
    const outcome = await runImport(
      { id: user.id, writer: user },
      { hash, plan },
      { dryRun: input.dryRun, groupId },
      unit,
    );
    return {
      dryRun: input.dryRun,
      format: plan.format,
      ...outcome,
      skipped: plan.skipped,
      skippedTotal: plan.skippedTotal,
      warnings: plan.warnings,
      warningsTotal: plan.warningsTotal,
    };
  },
});
