/**
 * The local gateway: an HTTP server that does what API Gateway (HTTP API, payload format 2.0) and
 * CloudFront do in AWS. It turns each request into the same event API Gateway would send, calls the
 * very same handler module the manifest names, and writes the handler's answer back. It also serves
 * avatars from the S3-compatible server under /avatars/ and the built SPA with its client-route
 * fallback, so the whole product runs on one origin, as behind CloudFront. Beyond AWS, it shows the
 * mail the handlers sent at /_dev/mail. The routes it mounts are ./gateway-routes.ts, the event it
 * hands a handler ./gateway-event.ts, and what it answers by itself ./gateway-answers.ts.
 *
 * Handlers read their configuration at module load: set the environment before calling
 * `createGateway`.
 */
import { existsSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { countCalls } from '../../functions/data/core/call-counter';
import { inputTexts } from '../../shared/messages/validation';
import { avatarPathPrefix } from '../../shared/object-keys';
import type { RouteDefinition } from '../../shared/routes';
import {
  BadPathError,
  devMailPath,
  openApiPath,
  sendJson,
  serveAvatar,
  serveDevMail,
  serveOpenApi,
  serveStatic,
} from './gateway-answers';
import { lambdaContext, toEvent } from './gateway-event';
import { matchRoute, mountRoutes } from './gateway-routes';
import { noteTableActivity } from './table-activity';
import { createWebSocketGateway } from './websocket';

export interface GatewayOptions {
  /** The built SPA (web/dist); absent: only the API and avatars are served. */
  staticDir?: string;
  avatars?: { s3: S3Client; bucket: string };
  /** The local SES server: `GET /_dev/mail` lists what it was sent (absent: no such path). */
  sesEndpoint?: string;
  /**
   * Add an `x-ddb-calls` header with the DynamoDB calls the request made, and `x-ddb-units` with the
   * read and write request units they consumed (`<read>,<write>`; tests and benchmarks).
   */
  exposeCallCounts?: boolean;
  /** Take the client address from X-Forwarded-For (tests emulating several clients); never in production. */
  trustForwardedFor?: boolean;
  /** The module file of a route's handler; default functions/<handler>.ts (tests may mount the Lambda bundles). */
  handlerFile?: (route: RouteDefinition) => string;
}

/** Lambda's own limit on a synchronous request payload. */
const maxRequestBytes = 6 * 1024 * 1024;

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxRequestBytes) chunks.push(chunk);
    });
    request.on('end', () => resolvePromise(size > maxRequestBytes ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Requests Node's HTTP parser refuses before they reach the gateway (headers over 16 KB, a
 * malformed request line): answered in the same JSON shape, with nosniff, instead of Node's bare
 * status line.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ message: status === 431 ? STATUS_CODES[431] : inputTexts.badRequest });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      'cache-control: no-store',
      'x-content-type-options: nosniff',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

function writeResult(
  response: ServerResponse,
  result: APIGatewayProxyStructuredResultV2,
  extra: Record<string, string>,
) {
  const headers: Record<string, string | string[]> = { ...extra };
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(
    result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined,
  );
}

export async function createGateway(options: GatewayOptions = {}): Promise<Server> {
  const mounted = mountRoutes(options.handlerFile);
  const live = await createWebSocketGateway();
  const staticDir =
    options.staticDir && existsSync(options.staticDir) ? resolve(options.staticDir) : undefined;

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
      const isApi = url.pathname.startsWith('/api/') || url.pathname.startsWith('/burn/');
      if (!isApi) {
        if (url.pathname === openApiPath && request.method === 'GET') return await serveOpenApi(response);
        if (options.sesEndpoint && url.pathname === devMailPath && request.method === 'GET')
          return await serveDevMail(options.sesEndpoint, response);
        if (options.avatars && url.pathname.startsWith(`/${avatarPathPrefix}`)) {
          return await serveAvatar(options.avatars, url, response);
        }
        if (staticDir && (request.method === 'GET' || request.method === 'HEAD')) {
          return await serveStatic(staticDir, url, response);
        }
        return sendJson(response, 404, { message: 'Not found' });
      }

      const found = matchRoute(mounted, request.method, url.pathname);
      if (!found) return sendJson(response, 404, { message: 'Not Found' });
      const { target, match } = found;
      // Loaded before the call counter starts: a module's load is the cold start, not the request's.
      const handler = await target.handler();
      if (!handler) return sendJson(response, 501, { message: 'Not implemented' });

      const body = await readBody(request);
      if (body === null) return sendJson(response, 413, { message: 'Request Entity Too Large' });
      const forwarded = options.trustForwardedFor ? request.headers['x-forwarded-for'] : undefined;
      const sourceIp =
        (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) ??
        request.socket.remoteAddress ??
        '127.0.0.1';
      const event = toEvent(request, target, match, url, body, sourceIp);
      const { result, count } = countCalls(() =>
        handler(event, lambdaContext(target.route.name, event.requestContext.requestId)),
      );
      const answer = await result;
      noteTableActivity();
      writeResult(
        response,
        answer,
        options.exposeCallCounts
          ? { 'x-ddb-calls': String(count.total), 'x-ddb-units': `${count.readUnits},${count.writeUnits}` }
          : {},
      );
    } catch (error) {
      if (error instanceof BadPathError) return sendJson(response, 400, { message: inputTexts.badRequest });
      console.error('gateway: request failed', error);
      if (!response.headersSent) sendJson(response, 502, { message: 'Bad Gateway' });
      else response.end();
    }
  });
  // WebSocket upgrades (the live path) go to the same connect/disconnect handlers as in AWS.
  server.on('upgrade', live.handleUpgrade);
  server.on('clientError', answerClientError);
  return server;
}
