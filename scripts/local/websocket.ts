/**
 * The local stand-in for API Gateway's WebSocket API, in two halves:
 *
 *  - `createWebSocketGateway`: the local gateway hands it every HTTP upgrade (scripts/local/gateway.ts).
 *    On the live path it builds API Gateway's `$connect` event (headers with Cookie, Origin, Host)
 *    and calls the very same connect handler the manifest names (shared/routes.ts webSocketRoutes);
 *    a 2xx answer completes the upgrade, anything else is the HTTP answer and the socket is closed,
 *    as API Gateway does. Messages go to the `$default` handler (its answer is sent back, like a
 *    route with a route response), and a close calls the `$disconnect` handler.
 *  - `startManagementApi`: the management API's PostToConnection (POST) and DeleteConnection
 *    (DELETE) on `/<stage>/@connections/{id}`, answering 410 Gone for an unknown connection, on a
 *    loopback-only port of its own (never on the site's port: only the fan-out may post).
 *
 * WebSockets are served by the `ws` package (pinned in package.json): the most used Node server,
 * no native code, and `noServer` mode lets the existing HTTP server keep the port.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { type WebSocket, WebSocketServer } from 'ws';
import type { WebSocketEvent, WebSocketResult } from '../../functions/lib/ws-handler';
import { livePath } from '../../shared/live';
import { type WebSocketRouteDefinition, webSocketRoutes } from '../../shared/routes';
import { asCloudFrontForwards } from './viewer-headers';

type WebSocketHandler = (event: WebSocketEvent, context: Context) => Promise<WebSocketResult>;
type RouteKey = WebSocketRouteDefinition['routeKey'];

const functionsDir = resolve(import.meta.dirname, '../../functions');
/** API Gateway's stage; CloudFront's /ws behaviour reaches the stage of that name (docs/realtime.md). */
const stage = 'ws';

/** Open connections of this process by connection id: what the management API posts to. */
const openConnections = new Map<string, WebSocket>();

/** Set while the stack stops: closing sockets then calls no $disconnect (the table may be gone). */
let stopping = false;

/** Closes every open connection of this process (the local stack or a test is stopping). */
export function closeAllWebSockets(): void {
  stopping = true;
  for (const ws of openConnections.values()) ws.terminate();
  openConnections.clear();
}

/** Messages the management API delivered, for the benchmark's "events per change". */
export const deliveredMessages = { count: 0 };

/** An id in API Gateway's style (base64 of random bytes, e.g. `L0SM9cOFvHcCIhw=`). */
const newConnectionId = (): string => randomBytes(10).toString('base64');

async function loadHandlers(): Promise<Map<RouteKey, WebSocketHandler>> {
  const handlers = new Map<RouteKey, WebSocketHandler>();
  for (const route of webSocketRoutes) {
    const file = join(functionsDir, `${route.handler}.ts`);
    if (!existsSync(file)) throw new Error(`websocket: no handler module for ${route.routeKey} (${file})`);
    const module = (await import(pathToFileURL(file).href)) as { handler: WebSocketHandler };
    handlers.set(route.routeKey, module.handler);
  }
  return handlers;
}

function lambdaContext(requestId: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'live',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:live',
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: '/aws/lambda/live',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

interface ConnectionInfo {
  connectionId: string;
  connectedAt: number;
  sourceIp: string;
  userAgent: string;
  domainName: string;
}

/** API Gateway's WebSocket proxy event: headers only on $connect, a body only on messages. */
function toEvent(
  routeKey: RouteKey,
  connection: ConnectionInfo,
  extra: { headers?: Record<string, string>; body?: string },
): WebSocketEvent {
  const now = Date.now();
  const requestId = randomUUID();
  const eventType =
    routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE';
  return {
    ...(extra.headers ? { headers: extra.headers } : {}),
    requestContext: {
      routeKey,
      messageId: randomBytes(6).toString('base64'),
      eventType,
      extendedRequestId: requestId,
      requestTime: new Date(now).toUTCString(),
      messageDirection: 'IN',
      stage,
      connectedAt: connection.connectedAt,
      requestTimeEpoch: now,
      requestId,
      domainName: connection.domainName,
      connectionId: connection.connectionId,
      apiId: 'local',
      identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
    } as WebSocketEvent['requestContext'],
    ...(extra.body !== undefined ? { body: extra.body } : {}),
    isBase64Encoded: false,
  };
}

/** Refuses an upgrade with an HTTP answer, as API Gateway does when $connect is not 2xx. */
function refuse(socket: Duplex, statusCode: number, body = ''): void {
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

export interface WebSocketGateway {
  /** The HTTP server's `upgrade` listener. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
}

export async function createWebSocketGateway(): Promise<WebSocketGateway> {
  const handlers = await loadHandlers();
  const call = (routeKey: RouteKey, event: WebSocketEvent): Promise<WebSocketResult> => {
    const handler = handlers.get(routeKey) as WebSocketHandler;
    return handler(event, lambdaContext(event.requestContext.requestId));
  };
  const wss = new WebSocketServer({ noServer: true, maxPayload: 32 * 1024 });

  function serve(ws: WebSocket, connection: ConnectionInfo): void {
    openConnections.set(connection.connectionId, ws);
    ws.on('message', (data, isBinary) => {
      const body = isBinary ? Buffer.from(data as Buffer).toString('base64') : String(data);
      call('$default', toEvent('$default', connection, { body }))
        .then((result) => {
          if (result.body !== undefined && ws.readyState === ws.OPEN) ws.send(result.body);
        })
        .catch((error: unknown) => console.error('websocket: $default failed', error));
    });
    ws.on('close', () => {
      openConnections.delete(connection.connectionId);
      if (stopping) return;
      call('$disconnect', toEvent('$disconnect', connection, {})).catch((error: unknown) =>
        console.error('websocket: $disconnect failed', error),
      );
    });
    ws.on('error', () => ws.terminate());
  }

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== livePath) return refuse(socket, 404, JSON.stringify({ message: 'Not Found' }));
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) sent[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const headers = asCloudFrontForwards(sent);
    const connection: ConnectionInfo = {
      connectionId: newConnectionId(),
      connectedAt: Date.now(),
      sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      userAgent: headers['user-agent'] ?? '',
      domainName: headers.host ?? 'localhost',
    };
    const result = await call('$connect', toEvent('$connect', connection, { headers }));
    const status = result.statusCode;
    if (status < 200 || status > 299) return refuse(socket, status, result.body);
    wss.handleUpgrade(request, socket, head, (ws) => serve(ws, connection));
  }

  return {
    handleUpgrade(request, socket, head) {
      socket.on('error', () => socket.destroy());
      upgrade(request, socket, head).catch((error: unknown) => {
        console.error('websocket: $connect failed', error);
        refuse(socket, 500, JSON.stringify({ message: 'Internal server error' }));
      });
    },
  };
}

export interface ManagementApi {
  /** The endpoint with its stage, what LIVE_MANAGEMENT_ENDPOINT names. */
  endpoint: string;
  close(): Promise<void>;
}

function readText(request: IncomingMessage): Promise<string> {
  return new Promise((resolveText, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolveText(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const connectionPath = /^\/[^/]+\/@connections\/([^/]+)$/;

/** The management API on 127.0.0.1 (a free port unless given): what the fan-out posts to. */
export async function startManagementApi(port = 0): Promise<ManagementApi> {
  const server: Server = createServer(async (request, response) => {
    const answer = (status: number, body?: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const match = connectionPath.exec(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!match) return answer(404, { message: 'Not Found' });
    // API Gateway requires SigV4; the signature itself is not checked locally, its presence is.
    if (!/^AWS4-HMAC-SHA256 /.test(request.headers.authorization ?? ''))
      return answer(403, { message: 'Missing Authentication Token' });
    const ws = openConnections.get(decodeURIComponent(match[1] as string));
    if (!ws || ws.readyState !== ws.OPEN) return answer(410, { message: 'Gone' });
    if (request.method === 'DELETE') {
      ws.close(1000, 'closed by the server');
      return answer(204);
    }
    if (request.method !== 'POST') return answer(405, { message: 'Method Not Allowed' });
    const text = await readText(request);
    ws.send(text, (error) => {
      if (error) return answer(410, { message: 'Gone' });
      deliveredMessages.count++;
      answer(200);
    });
  });
  await new Promise<void>((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
  const { port: bound } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${bound}/${stage}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolveClose) => server.close(() => resolveClose()));
    },
  };
}
