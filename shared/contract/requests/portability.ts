/**
 * Bodies of the data routes. An import sends the file's text inside a JSON body
 * (`{ file, fileName?, dryRun }`), so the import keeps the CSRF rule every state-changing route
 * follows (a JSON content type and the site's own origin, functions/lib/middlewares/guard.ts) and
 * the format is told from the content (docs/decisions/0072-import-file-travels-in-a-json-body.md).
 */
import * as v from 'valibot';
import { dataTexts } from '../../messages/server';
import { body } from './fields';

export const importBody = body(
  {
    file: v.string(dataTexts.importFileInvalid),
    /** The chosen file's name: a Todoist CSV holds one project, named after its file. */
    fileName: v.optional(
      v.pipe(v.string(dataTexts.importFileNameInvalid), v.maxLength(255, dataTexts.importFileNameInvalid)),
    ),
    dryRun: v.boolean(dataTexts.importDryRunInvalid),
    /**
     * Extension: the list every task of the file goes into (one of the caller's groups, or a list
     * shared with them as an editor); none: each list of the file becomes a new group.
     */
    groupId: v.optional(
      v.pipe(
        v.string(dataTexts.importGroupInvalid),
        v.minLength(1, dataTexts.importGroupInvalid),
        v.maxLength(64, dataTexts.importGroupInvalid),
      ),
    ),
  },
  { file: dataTexts.importFileInvalid, dryRun: dataTexts.importDryRunInvalid },
);
