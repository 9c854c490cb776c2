/**
 * GET /api/export: the caller's whole account as one versioned JSON document
 * (./lib/export-document.ts). Up to limits.exportInlineMaxBytes it is the answer itself; above,
 * API Gateway's and Lambda's 6 MB limit is near, so the document goes to S3 and the answer is a
 * presigned link valid 15 minutes (docs/decisions/0071-export-inline-or-a-presigned-link.md).
 */
import { limits } from '@shared/limits';
import { readAccount } from '../data/portability/account-export';
import { storeExport } from '../data/portability/export-files';
import { createHandler } from '../lib/handler';
import { exportDocumentOf } from './lib/export-document';

export const handler = createHandler('portability-export', {
  handle: async ({ user }) => {
    const document = exportDocumentOf(await readAccount(user));
    const text = JSON.stringify(document);
    const bytes = Buffer.byteLength(text);
    if (bytes <= limits.exportInlineMaxBytes) return document;
    const link = await storeExport(user.id, Buffer.from(text));
    return { format: 'teamtodo-export-link' as const, ...link, bytes };
  },
});
