/**
 * Export documents too large for one answer: API Gateway and Lambda both stop at 6 MB,
 * so above limits.exportInlineMaxBytes the document is written to the export bucket (EXPORT_BUCKET,
 * private, never behind CloudFront) under `exports/<userId>/<ulid>.json` and answered as a presigned
 * GET link valid limits.exportLinkSeconds. The bucket's lifecycle rule deletes every object after a
 * day (infra/constructs/data.ts), so nothing lingers.
 */
import { limits } from '@shared/limits';
import { exportPathPrefix } from '@shared/object-keys';
import { env } from '../../lib/env';
import { s3Objects } from '../../lib/s3-objects';
import { newId } from '../core/ids';

const bucket = s3Objects({
  region: env.region,
  bucket: env.exportBucket,
  ...(env.s3Endpoint ? { endpoint: env.s3Endpoint } : {}),
});

export interface ExportLink {
  url: string;
  expiresAt: string;
}

/** Stores the document and answers a link to it that expires after limits.exportLinkSeconds. */
export async function storeExport(
  userId: string,
  document: Uint8Array,
  now = new Date(),
): Promise<ExportLink> {
  const key = `${exportPathPrefix}${userId}/${newId(now.getTime())}.json`;
  await bucket.put(key, document, { contentType: 'application/json', cacheControl: 'private, no-store' });
  const day = now.toISOString().slice(0, 10);
  const url = await bucket.presignGet(key, limits.exportLinkSeconds, `teamtodo-export-${day}.json`);
  return { url, expiresAt: new Date(now.getTime() + limits.exportLinkSeconds * 1000).toISOString() };
}
