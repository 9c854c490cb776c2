/**
 * The handler factory every route uses. It wraps the route's own function in @middy/core with the
 * same middleware chain, in this order:
 *   1. errors:   any error becomes `{ message }` with an honest status, internals go to the log only;
 *   2. guard:    body size, and for state-changing methods the JSON content type and same-origin check;
 *   3. json:     body parsing (invalid JSON is 400);
 *   4. session:  the session cookie verified and the user's profile read (one GetItem), or 401.
 * Then the route's `parse` turns the body into typed input (400 on bad input) and `handle` answers.
 */
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { ResponseOf } from '../../shared/api';
import { serverErrors } from '../../shared/messages';
import { type RouteName, routeByName } from '../../shared/routes';
import { ValidationError } from '../../shared/validation';
import { DomainError } from '../data/errors';
import { getUser, type UserItem } from '../data/users';
import { env } from './env';
import {
  domainErrorStatus,
  HttpError,
  isUnavailableError,
  tooLarge,
  unauthorized,
  unsupportedMediaType,
} from './errors';
import { createLogger, type Logger } from './log';
import { type SessionClaims, sessionTokenFrom, verifySession } from './session';

export type Event = APIGatewayProxyEventV2;
export type Result = APIGatewayProxyStructuredResultV2;

/** A response with a status, cookies or headers other than the default 200 JSON. */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly options: { statusCode?: number; cookies?: string[]; headers?: Record<string, string> } = {},
  ) {}
}

export interface RequestContext<Input> {
  event: Event;
  input: Input;
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  log: Logger;
  requestId: string;
  sourceIp: string;
}

export interface SignedInContext<Input> extends RequestContext<Input> {
  user: UserItem;
  session: SessionClaims;
}

export interface OptionalSessionContext<Input> extends RequestContext<Input> {
  user: UserItem | null;
  session: SessionClaims | null;
}

interface CommonOptions<Input> {
  /** Turns the parsed JSON body (undefined when empty) into typed input; throws ValidationError on bad input. */
  parse?: (body: unknown, event: Event) => Input;
  /** Largest request body accepted, in bytes (413 above). */
  maxBodyBytes?: number;
}

type Handle<N extends RouteName, C> = (context: C) => Promise<ResponseOf<N> | Reply<ResponseOf<N>>>;

/** Internal state middy passes between middlewares. */
interface State {
  body: unknown;
  user: UserItem | null;
  session: SessionClaims | null;
  log: Logger;
}

const defaultMaxBodyBytes = 64 * 1024;
const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(statusCode: number, body: unknown, extra: Reply<unknown>['options'] = {}): Result {
  return {
    statusCode,
    headers: { ...jsonHeaders, ...extra.headers },
    ...(extra.cookies?.length ? { cookies: extra.cookies } : {}),
    body: JSON.stringify(body),
  };
}

const header = (event: Event, name: string): string | undefined => event.headers?.[name] ?? undefined;

/** The body as text, decoding base64 when API Gateway encoded it. */
const rawBody = (event: Event): string =>
  event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';

/**
 * CSRF defence beside SameSite=Lax: a state-changing request that carries a body must be JSON (a
 * plain HTML form cannot send that without a CORS preflight), and an Origin header, when present,
 * must be the site's own host (x-forwarded-host behind CloudFront, host locally) or a configured
 * extra origin.
 *
 * A request with an empty body may come without a Content-Type: the original client's body-less
 * POSTs and DELETEs (logout, accept, task delete...) are sent that way (COMPAT.md section 0). That
 * opens nothing: an HTML form always sends a form content type, and the Origin check and the Lax
 * cookie, not the content type, stop a cross-site body-less request.
 */
function checkStateChangingRequest(event: Event, body: string): void {
  const contentType = (header(event, 'content-type') ?? '').trim();
  const bodyless = body === '' && contentType === '';
  if (!bodyless && !/^application\/json\b/i.test(contentType)) throw unsupportedMediaType();
  const origin = header(event, 'origin');
  if (origin === undefined || env.allowedOrigins.includes(origin)) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host; // 'null' (sandboxed or file origins) throws here too
  } catch {
    throw new HttpError(403, serverErrors.foreignOrigin);
  }
  const siteHost = header(event, 'x-forwarded-host') ?? header(event, 'host');
  if (originHost !== siteHost) throw new HttpError(403, serverErrors.foreignOrigin);
}

function errorResponse(error: unknown, log: Logger): Result {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) log.error('request failed', { error });
    return json(error.statusCode, { message: error.message }, { headers: error.headers });
  }
  if (error instanceof ValidationError) return json(400, { message: error.message });
  if (error instanceof DomainError) return json(domainErrorStatus(error), { message: error.message });
  if (isUnavailableError(error)) {
    log.error('backing store unavailable', { error });
    return json(503, { message: serverErrors.unavailable }, { headers: { 'retry-after': '1' } });
  }
  log.error('unhandled error', { error });
  return json(500, { message: serverErrors.internal });
}

type SessionMode = 'required' | 'optional' | 'none';

function middlewares(
  sessionMode: SessionMode,
  maxBodyBytes: number,
  routeName: string,
): MiddlewareObj<Event, Result, Error, Context & { state?: State }>[] {
  return [
    {
      onError: async (request) => {
        const log = request.context.state?.log ?? createLogger({ route: routeName });
        request.response = errorResponse(request.error, log);
      },
    },
    {
      before: async (request) => {
        const { event, context } = request;
        const log = createLogger({
          route: routeName,
          requestId: event.requestContext?.requestId ?? context.awsRequestId,
        });
        context.state = { body: undefined, user: null, session: null, log };
        const body = rawBody(event);
        if (Buffer.byteLength(body) > maxBodyBytes) throw tooLarge();
        if (event.requestContext.http.method !== 'GET') checkStateChangingRequest(event, body);
        if (body.trim() !== '') {
          try {
            context.state.body = JSON.parse(body);
          } catch {
            throw new ValidationError(serverErrors.invalidJson);
          }
        }
      },
    },
    {
      before: async (request) => {
        if (sessionMode === 'none') return;
        const state = request.context.state as State;
        const token = sessionTokenFrom(request.event.cookies);
        const claims = token ? await verifySession(token) : null;
        if (claims) {
          const user = await getUser(claims.userId);
          const live = user?.sessions?.[claims.sessionId];
          if (user && live !== undefined && live > Date.now() / 1000) {
            state.user = user;
            state.session = claims;
            state.log = createLogger({
              route: routeName,
              requestId: request.event.requestContext?.requestId,
              userId: user.id,
            });
          }
        }
        if (sessionMode === 'required' && !state.user) throw unauthorized();
      },
    },
  ];
}

function build<N extends RouteName, Input, C>(
  routeName: N,
  sessionMode: SessionMode,
  options: CommonOptions<Input>,
  handle: Handle<N, C>,
) {
  const route = routeByName(routeName);
  const core = async (event: Event, context: Context & { state?: State }): Promise<Result> => {
    const state = context.state as State;
    const input = options.parse ? options.parse(state.body, event) : (undefined as Input);
    const requestContext = {
      event,
      input,
      params: event.pathParameters ?? {},
      query: event.queryStringParameters ?? {},
      log: state.log,
      requestId: event.requestContext?.requestId ?? context.awsRequestId,
      sourceIp: event.requestContext?.http?.sourceIp ?? 'unknown',
      user: state.user,
      session: state.session,
    } as C;
    const answer = await handle(requestContext);
    return answer instanceof Reply
      ? json(answer.options.statusCode ?? 200, answer.body, answer.options)
      : json(200, answer);
  };
  const wrapped = middy<Event, Result, Error, Context & { state?: State }>();
  for (const middleware of middlewares(
    sessionMode,
    options.maxBodyBytes ?? defaultMaxBodyBytes,
    route.name,
  )) {
    wrapped.use(middleware);
  }
  return wrapped.handler(core);
}

/** A route that needs a signed-in user (the manifest's `auth: true`); guests get 401. */
export function createHandler<N extends RouteName, Input = undefined>(
  routeName: N,
  options: CommonOptions<Input> & { handle: Handle<N, SignedInContext<Input>> },
) {
  if (!routeByName(routeName).auth)
    throw new Error(`${routeName} is public in the manifest: use createPublicHandler`);
  return build(routeName, 'required', options, options.handle);
}

/**
 * A public route (sign-in, sign-up, logout). With `loadSession` the session is read when there is
 * one (logout needs it); otherwise no read is spent on it.
 */
export function createPublicHandler<N extends RouteName, Input = undefined>(
  routeName: N,
  options: CommonOptions<Input> & { loadSession?: boolean; handle: Handle<N, OptionalSessionContext<Input>> },
) {
  if (routeByName(routeName).auth)
    throw new Error(`${routeName} needs sign-in in the manifest: use createHandler`);
  return build(routeName, options.loadSession ? 'optional' : 'none', options, options.handle);
}
