/**
 * GET /api/export/group/{id}.csv: one of the caller's lists as CSV (./lib/list-csv.ts).
 * The id is a user group's or a built-in list's; another user's group, or none, is 404. A list over
 * 5 MB as CSV is 413 (the answer would pass Lambda's 6 MB): the whole export has a download link
 * for that (docs/api.md#limits-of-lists-and-files).
 */
import { limits } from '@shared/limits';
import { dataTexts } from '@shared/messages/server';
import { readListExport } from '../data/lists/list-export';
import { Invalid, TooLarge } from '../lib/errors';
import { createHandler, Reply } from '../lib/handler';
import { csvFileName, listCsv } from './lib/list-csv';

export const handler = createHandler('portability-export-group-csv', {
  handle: async ({ params, user }) => {
    const file = /^([\w-]{1,64})\.csv$/.exec(params.file ?? '');
    if (!file) throw new Invalid(dataTexts.csvFileName);
    const list = await readListExport(user.id, file[1] as string);
    const name = csvFileName(list.name);
    const csv = listCsv(list, user.username);
    if (Buffer.byteLength(csv) > limits.exportInlineMaxBytes) throw new TooLarge(dataTexts.csvTooLarge);
    return new Reply(csv, {
      contentType: 'text/csv; charset=utf-8',
      headers: {
        'content-disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });
  },
});
