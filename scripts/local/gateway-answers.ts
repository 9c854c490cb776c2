/**
 * What the local gateway (./gateway.ts) answers by itself, as CloudFront and API Gateway do in AWS:
 * its own JSON errors, the built SPA with its client-route fallback, avatars from the S3-compatible
 * server under /avatars/, and the OpenAPI document; and, locally only, the mail sent (/_dev/mail).
 */
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { avatarPathPrefix } from '../../shared/object-keys';
import { securityHeaders } from '../../shared/security-headers';
import { readSentMail } from './ses';

/** A path whose percent-encoding does not decode to UTF-8: API Gateway answers it 400 itself. */
export class BadPathError extends Error {
  override readonly name = 'BadPathError';
}

export function decodePathPart(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw new BadPathError(); // URIError: '%E0%A4%A', '%ZZ', an encoded lone surrogate...
  }
}

/** The gateway's own answers (404, 400, 413, 501, 502), with the handlers' nosniff. */
export function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  response.writeHead(statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(JSON.stringify(body));
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Static files of the SPA; a path without a file extension falls back to index.html (client routes). */
export async function serveStatic(staticDir: string, url: URL, response: ServerResponse): Promise<void> {
  const relative = normalize(decodePathPart(url.pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(staticDir, relative);
  if (!file.startsWith(staticDir)) return sendJson(response, 404, { message: 'Not found' });
  const isFile = await stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!isFile) {
    if (extname(relative) !== '') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders });
      response.end('Not found');
      return;
    }
    file = join(staticDir, 'index.html');
  }
  const body = await readFile(file);
  const immutable = relative.startsWith('/assets/');
  response.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...securityHeaders,
  });
  response.end(body);
}

export async function serveAvatar(
  avatars: { s3: S3Client; bucket: string },
  url: URL,
  response: ServerResponse,
): Promise<void> {
  const key = decodePathPart(url.pathname.slice(1));
  if (!key.startsWith(avatarPathPrefix) || key.includes('..'))
    return sendJson(response, 404, { message: 'Not found' });
  try {
    const object = await avatars.s3.send(new GetObjectCommand({ Bucket: avatars.bucket, Key: key }));
    const bytes = await object.Body?.transformToByteArray();
    response.writeHead(200, {
      'content-type': object.ContentType ?? 'image/jpeg',
      'cache-control': object.CacheControl ?? 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    response.end(bytes ? Buffer.from(bytes) : undefined);
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound') {
      return sendJson(response, 404, { message: 'Not found' });
    }
    throw error;
  }
}

/** The OpenAPI document of the API (docs/openapi.json, made by `npm run docs`), served as is. */
export const openApiPath = '/openapi.json';
const openApiFile = resolve(import.meta.dirname, '../../docs/openapi.json');

export async function serveOpenApi(response: ServerResponse): Promise<void> {
  const body = await readFile(openApiFile);
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  response.end(body);
}

/**
 * The mail the local SES server was sent, newest first (`SentMail[]`, `[]` when none): for tests,
 * which follow the links in it, and for a person trying the app. The local gateway's only: no such
 * path exists in AWS.
 */
export const devMailPath = '/_dev/mail';

export async function serveDevMail(sesEndpoint: string, response: ServerResponse): Promise<void> {
  sendJson(response, 200, await readSentMail(sesEndpoint));
}
