/**
 * The handler factory every route uses. It creates the request state (./middlewares/types.ts
 * `newState`) and wraps the route's own function in @middy/core with the same chain of five
 * middlewares (functions/lib/middlewares/; a sixth on routes that take an Idempotency-Key), inside
 * compression (an answer of a kilobyte or more goes Brotli- or gzip-compressed), in order:
 *   1. errors:   any error becomes `{ message }` with an honest status, internals go to the log only;
 *   2. guard:    body size, and for state-changing methods the JSON content type and same-origin check;
 *   3. json:     body parsing (invalid JSON, ill-formed text: 400);
 *   4. session:  the session cookie verified and the user's profile read (one GetItem), or 401;
 *   5. contract: the body and query string validated by the route's schemas (shared/contract), 400;
 *   6. idempotency: an `Idempotency-Key` claimed, or its stored answer replayed (signed-in writes only).
 * Then the factory builds the route's context from the state (a signed-in route's only once a user
 * is there) and `handle` answers with the route's typed inputs.
 *
 * The context's `unit` (functions/data/core/unit-of-work.ts) carries the request's Idempotency-Key claim:
 * the route passes it to the repository operation that makes its change. A keyed request whose
 * route answers with the claim unmet (no transaction carried it, and the operation did not say its
 * change is not one) is a programming error: the factory throws rather than drop the key
 * (docs/data-model.md#idempotency-keys).
 */
import middy from '@middy/core';
import type { Contract, InputOf, QueryOf, ResponseOf, RouteContract } from '@shared/contract';
import type { PublicRouteName } from '@shared/route-access';
import type { RouteName } from '@shared/routes';
import type { Context } from 'aws-lambda';
import type { UserItem } from '../data/accounts/users';
import type { UnitOfWork } from '../data/core/unit-of-work';
import { NotSignedIn } from './errors';
import { type Event, header, json, type ReplyOptions, type Result, text } from './http';
import type { Logger } from './log';
import { compression } from './middlewares/compression';
import { contractCheck } from './middlewares/contract';
import { errors } from './middlewares/errors';
import { guard } from './middlewares/guard';
import { idempotency } from './middlewares/idempotency';
import { jsonBody } from './middlewares/json-body';
import { type SessionMode, sessionUser } from './middlewares/session-user';
import { type HandlerContext, newState, type State } from './middlewares/types';
import type { SessionClaims } from './session';

/** A response with a status, cookies or headers other than the default 200 JSON. */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly options: ReplyOptions = {},
  ) {}
}

export interface RequestContext<N extends RouteName> {
  event: Event;
  /** The body as the route's contract validated and normalised it (undefined: the route takes none). */
  input: InputOf<N>;
  /** The query string as the route's contract validated it (undefined: the route declares none). */
  queryInput: QueryOf<N>;
  params: Record<string, string | undefined>;
  log: Logger;
  requestId: string;
  sourceIp: string;
  /** What the route's change commits with: pass it to the repository operation that makes it. */
  unit: UnitOfWork;
}

export interface SignedInContext<N extends RouteName> extends RequestContext<N> {
  user: UserItem;
  session: SessionClaims;
}

export interface OptionalSessionContext<N extends RouteName> extends RequestContext<N> {
  user: UserItem | null;
  session: SessionClaims | null;
}

interface CommonOptions {
  /** Largest request body accepted, in bytes (413 above). */
  maxBodyBytes?: number;
  /**
   * RFC 8058 one-click unsubscribe: a mail client POSTs the form body `List-Unsubscribe=One-Click`
   * (urlencoded or multipart) from its own servers. That one body is taken as a body-less POST,
   * whatever its Origin: the URL's signed token, not a cookie, is what authorises it.
   */
  oneClickForm?: boolean;
}

/** A one-click unsubscribe POST (RFC 8058 section 3.1), as a body-less request. */
function asOneClick(event: Event): Event {
  const type = header(event, 'content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return event;
  const body = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  if (!body.includes('List-Unsubscribe=One-Click') && !/name="List-Unsubscribe"\s+One-Click/.test(body))
    return event;
  const headers = { ...event.headers };
  delete headers['content-type'];
  delete headers.origin;
  return { ...event, headers, body: '', isBase64Encoded: false };
}

/**
 * The route's request schemas, exactly as shared/contract declares them for it: a route with a body
 * or query string must pass its schema (the route file imports it from its area's module in
 * shared/contract/requests/, so each Lambda bundle carries only its own schemas, not the whole contract).
 */
type RequestSchemas<N extends RouteName> = Pick<Contract[N], Extract<keyof Contract[N], 'body' | 'query'>>;

/** A route's handler, with the request schemas it validates with (tests hold them equal to the contract). */
export type RouteHandler = ((event: Event, context: Context) => Promise<Result>) & {
  readonly requestSchemas: Pick<RouteContract, 'body' | 'query'>;
};

type Handle<N extends RouteName, C> = (context: C) => Promise<ResponseOf<N> | Reply<ResponseOf<N>>>;

const defaultMaxBodyBytes = 64 * 1024;

/** The context every route gets, from the request and the state the middlewares filled in. */
function requestContext<N extends RouteName>(event: Event, context: HandlerContext): RequestContext<N> {
  const { state } = context;
  return {
    event,
    // The contract middleware validated both with this route's own schemas (RequestSchemas<N>).
    input: state.input as InputOf<N>,
    queryInput: state.queryInput as QueryOf<N>,
    params: event.pathParameters ?? {},
    log: state.log,
    requestId: event.requestContext?.requestId ?? context.awsRequestId,
    sourceIp: state.clientAddress,
    unit: state.unit,
  };
}

function build<N extends RouteName, C>(
  routeName: N,
  sessionMode: SessionMode,
  options: CommonOptions & Pick<RouteContract, 'body' | 'query'>,
  routeContext: (base: RequestContext<N>, state: State) => C,
  handle: Handle<N, C>,
): RouteHandler {
  const requestSchemas = {
    ...(options.body ? { body: options.body } : {}),
    ...(options.query ? { query: options.query } : {}),
  };
  const core = async (event: Event, context: HandlerContext): Promise<Result> => {
    const answer = await handle(routeContext(requestContext(event, context), context.state));
    if (!context.state.unit.settled)
      throw new Error(`${routeName}: Idempotency-Key claim not committed (pass unit to the data layer)`);
    if (answer instanceof Reply && answer.options.contentType && typeof answer.body === 'string')
      return text(answer.options.statusCode ?? 200, answer.body, answer.options.contentType, answer.options);
    return answer instanceof Reply
      ? json(answer.options.statusCode ?? 200, answer.body, answer.options)
      : json(200, answer);
  };
  const chain = middy<Event, Result, Error, HandlerContext>()
    .use(compression())
    .use(errors())
    .use(guard(options.maxBodyBytes ?? defaultMaxBodyBytes, sessionMode))
    .use(jsonBody())
    .use(sessionUser(sessionMode, routeName))
    .use(contractCheck(requestSchemas));
  // Public routes never take a key; a signed-in one learns from its method whether it does
  // (a read does not: the middleware then reads nothing).
  if (sessionMode === 'required') chain.use(idempotency(routeName));
  chain.handler(core);
  const handler = (received: Event, context: Context): Promise<Result> => {
    const event = options.oneClickForm ? asOneClick(received) : received;
    return chain(event, Object.assign(context, { state: newState(routeName, event, context) }));
  };
  return Object.assign(handler, { requestSchemas });
}

/**
 * A route that needs a signed-in user (the manifest's `auth: true`); guests get 401. A public route's
 * name is refused by the type checker (shared/route-access.ts).
 */
export function createHandler<N extends Exclude<RouteName, PublicRouteName>>(
  routeName: N,
  options: CommonOptions & RequestSchemas<N> & { handle: Handle<N, SignedInContext<N>> },
): RouteHandler {
  return build(
    routeName,
    'required',
    options,
    (base, { user, session }): SignedInContext<N> => {
      // The session middleware already refused a guest; this makes the context's user non-null.
      if (!user || !session) throw new NotSignedIn();
      return { ...base, user, session };
    },
    options.handle,
  );
}

/**
 * A public route (sign-in, sign-up, logout). With `loadSession` the session is read when there is
 * one (logout needs it); otherwise no read is spent on it.
 */
export function createPublicHandler<N extends RouteName & PublicRouteName>(
  routeName: N,
  options: CommonOptions &
    RequestSchemas<N> & { loadSession?: boolean; handle: Handle<N, OptionalSessionContext<N>> },
): RouteHandler {
  return build(
    routeName,
    options.loadSession ? 'optional' : 'none',
    options,
    (base, { user, session }): OptionalSessionContext<N> => ({ ...base, user, session }),
    options.handle,
  );
}
