/**
 * The handler factory of the WebSocket API's routes (shared/routes.ts `webSocketRoutes`), the
 * WebSocket sibling of functions/lib/handler.ts. `$disconnect` and `$default` are built here;
 * `$connect` by ./ws-connect.ts, which adds the session and Origin checks (kept apart so the ping
 * function's bundle carries no session code or DynamoDB client). A `$connect` is authenticated
 * exactly as an HTTP route is:
 *   - the Origin rule of functions/lib/origin.ts (403 for a foreign origin);
 *   - the session cookie verified (functions/lib/session.ts) and its session id live in the profile
 *     read by the same consistent GetItem (401 otherwise).
 * A refused `$connect` answers before anything is written; API Gateway then refuses the upgrade.
 * Errors answer `{ message }` with the status the HTTP factory gives them (functions/lib/errors.ts).
 *
 * API Gateway's WebSocket events (and the local gateway's copies of them) carry `headers` as the
 * client spelled them on `$connect`, and no `cookies` list: both are read here case-insensitively.
 */

import { type WebSocketRouteDefinition, webSocketRoutes } from '@shared/routes';
import type { APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import type { UserItem } from '../data/accounts/users';
import { toResponse } from './errors';
import { createLogger, type Logger } from './log';
import type { SessionClaims } from './session';

export type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  headers?: Record<string, string | undefined>;
};

export interface WebSocketResult {
  statusCode: number;
  body?: string;
}

export interface WebSocketContext {
  event: WebSocketEvent;
  connectionId: string;
  log: Logger;
}

export interface SignedInWebSocketContext extends WebSocketContext {
  user: UserItem;
  session: SessionClaims;
}

export type WebSocketRouteName = (typeof webSocketRoutes)[number]['name'];

export function routeNamed(name: WebSocketRouteName): WebSocketRouteDefinition {
  const found = webSocketRoutes.find((r) => r.name === name);
  if (!found) throw new Error(`Unknown WebSocket route ${name}`);
  return found;
}

export const answer = (statusCode: number, body: unknown): WebSocketResult => ({
  statusCode,
  body: JSON.stringify(body),
});

export const headerReader = (event: WebSocketEvent) => {
  const lower = new Map(
    Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return (name: string): string | undefined => lower.get(name) ?? undefined;
};

/** A refusal or fault as the HTTP routes answer it (functions/lib/errors.ts), without headers. */
export function failure(error: unknown, log: Logger): WebSocketResult {
  const response = toResponse(error, log);
  return answer(response.statusCode, response.body);
}

export function loggerFor(route: WebSocketRouteDefinition, event: WebSocketEvent, context: Context): Logger {
  return createLogger({
    route: route.name,
    requestId: event.requestContext?.requestId ?? context.awsRequestId,
  });
}

/** One WebSocket request: its event and the logger its errors go to (with the user id once known). */
export interface WebSocketRequest {
  event: WebSocketEvent;
  log: Logger;
}

/** A WebSocket route's Lambda handler: `run` answers (200 when it answers nothing); any error becomes `failure`. */
export function webSocketHandler(
  name: WebSocketRouteName,
  run: (request: WebSocketRequest) => Promise<WebSocketResult | undefined>,
) {
  const route = routeNamed(name);
  return async (event: WebSocketEvent, context: Context): Promise<WebSocketResult> => {
    const request = { event, log: loggerFor(route, event, context) };
    try {
      return (await run(request)) ?? { statusCode: 200 };
    } catch (error) {
      return failure(error, request.log);
    }
  };
}

/** `$disconnect` and `$default`: the connection is already open (its owner was checked on connect). */
export const createConnectionHandler = (
  name: WebSocketRouteName,
  handle: (context: WebSocketContext) => Promise<WebSocketResult | undefined>,
) =>
  webSocketHandler(name, ({ event, log }) =>
    handle({ event, connectionId: event.requestContext.connectionId, log }),
  );
