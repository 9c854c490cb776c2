/**
 * An answer compressed for the wire, when the client takes it and it is worth it: Brotli at a fast
 * level (the board of a member of five 1,000-task lists is about 3 MB of JSON, and goes over
 * the network in about a tenth of that), else gzip. CloudFront passes the API's answers through
 * uncached (infra/constructs/site.ts: its cache policy cannot compress them), so the function does.
 * Small answers stay as they are: below a kilobyte the framing and the CPU are not worth it.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Answers shorter than this (bytes) are sent as they are. */
export const compressFromBytes = 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer in, from the request's Accept-Encoding (Brotli first); null: none. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/** The body compressed with `encoding`. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          // Level 4: most of Brotli's gain on JSON at a few milliseconds per megabyte.
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: 6 });
}
