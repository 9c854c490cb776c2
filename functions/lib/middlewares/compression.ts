/**
 * Middleware 0, compression (the outermost: it sees the answer last, errors' included): an answer
 * of a kilobyte or more goes Brotli- or gzip-compressed to a client that accepts it
 * (../compression.ts), base64 in the result as API Gateway takes binary bodies.
 */
import { chosenEncoding, compress, compressFromBytes } from '../compression';
import { header, type Result } from '../http';
import type { Middleware } from './types';

function compressed(result: Result, acceptEncoding: string | undefined): Result {
  if (typeof result.body !== 'string' || result.isBase64Encoded) return result;
  const headers = result.headers ?? {};
  if (headers['content-encoding']) return result;
  const body = Buffer.from(result.body, 'utf8');
  // Whether compressed or not, the answer depends on the request's Accept-Encoding.
  const vary = { vary: headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding' };
  const encoding = body.length >= compressFromBytes ? chosenEncoding(acceptEncoding) : null;
  if (!encoding) return { ...result, headers: { ...headers, ...vary } };
  return {
    ...result,
    headers: { ...headers, ...vary, 'content-encoding': encoding },
    body: compress(body, encoding).toString('base64'),
    isBase64Encoded: true,
  };
}

export const compression = (): Middleware => {
  const apply = async (request: Parameters<NonNullable<Middleware['after']>>[0]) => {
    if (request.response)
      request.response = compressed(request.response, header(request.event, 'accept-encoding'));
  };
  return { after: apply, onError: apply };
};
