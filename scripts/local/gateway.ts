/**
 * The local gateway: an HTTP server that does what API Gateway (HTTP API, payload format 2.0) and
 * CloudFront do in AWS. It turns each request into the same event API Gateway would send, calls the
 * very same handler module the manifest names, and writes the handler's answer back. It also serves
 * avatars from the S3-compatible server under /avatars/ and the built SPA with its client-route
 * fallback, so the whole product runs on one origin, as behind CloudFront. Beyond AWS, it shows the
 * mail the handlers sent at /_dev/mail.
 *
 * Handlers read their configuration at module load: set the environment before calling
 * `createGateway`.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import { join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { countCalls } from '../../functions/data/core/call-counter';
import { inputTexts } from '../../shared/messages/validation';
import { avatarPathPrefix } from '../../shared/object-keys';
import { type RouteDefinition, routeKey, routes } from '../../shared/routes';
import {
  BadPathError,
  decodePathPart,
  devMailPath,
  openApiPath,
  sendJson,
  serveAvatar,
  serveDevMail,
  serveOpenApi,
  serveStatic,
} from './gateway-answers';
import { noteTableActivity } from './table-activity';
import { asCloudFrontForwards } from './viewer-headers';
import { createWebSocketGateway } from './websocket';

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

interface MountedRoute {
  route: RouteDefinition;
  pattern: RegExp;
  paramNames: string[];
  /**
   * The route's handler, imported on its first request as Lambda loads a function on its first
   * invocation: a test file that calls ten routes loads ten handlers' modules, not two hundred.
   * Null when the module is missing or exports no handler (the route answers 501).
   */
  handler: () => Promise<LambdaHandler | null>;
}

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
const functionsDir = resolve(import.meta.dirname, '../../functions');

/** The first mounted route whose method and path pattern match, with its regex match. */
function matchRoute(
  mounted: MountedRoute[],
  method: string | undefined,
  pathname: string,
): { target: MountedRoute; match: RegExpExecArray } | null {
  for (const target of mounted) {
    if (target.route.method !== method) continue;
    const match = target.pattern.exec(pathname);
    if (match) return { target, match };
  }
  return null;
}

function compile(path: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = path
    .split(/(\{\w+\})/)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(param[1] as string);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), paramNames };
}

const sourceFile = (route: RouteDefinition): string => join(functionsDir, `${route.handler}.ts`);

const warnMissing = (route: RouteDefinition) => {
  if (process.env.LOG_LEVEL !== 'silent')
    console.warn(`gateway: no handler for ${routeKey(route)} (${route.handler}); it answers 501`);
};

/** The handler of `route` in `file`, imported once, on first use. */
function lazyHandler(route: RouteDefinition, file: string): () => Promise<LambdaHandler | null> {
  let loading: Promise<LambdaHandler | null> | undefined;
  return () => {
    loading ??= (import(pathToFileURL(file).href) as Promise<{ handler?: LambdaHandler }>).then((module) => {
      if (!module.handler) warnMissing(route);
      return module.handler ?? null;
    });
    return loading;
  };
}

function mountRoutes(handlerFile = sourceFile): MountedRoute[] {
  return routes.map((route) => {
    const file = handlerFile(route);
    const exists = existsSync(file);
    if (!exists) warnMissing(route);
    return {
      route,
      ...compile(route.path),
      handler: exists ? lazyHandler(route, file) : () => Promise.resolve(null),
    };
  });
}

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

function toEvent(
  request: IncomingMessage,
  mounted: MountedRoute,
  match: RegExpExecArray,
  url: URL,
  body: Buffer,
  sourceIp: string,
): APIGatewayProxyEventV2 {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    sent[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const headers = asCloudFrontForwards(sent);
  const cookies = (request.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const pathParameters = Object.fromEntries(
    mounted.paramNames.map((name, i) => [name, decodePathPart(match[i + 1] as string)]),
  );
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams)
    query[name] = name in query ? `${query[name]},${value}` : value;
  const textual =
    body.length === 0 || /json|text|x-www-form-urlencoded/i.test(headers['content-type'] ?? 'json');
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: routeKey(mounted.route),
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(mounted.paramNames.length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: routeKey(mounted.route),
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
    },
    ...(body.length ? { body: textual ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !textual,
  };
}

function lambdaContext(name: string, requestId: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
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
