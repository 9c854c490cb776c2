/** What the handler factory's middlewares share: the request state and their middy type. */
import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { UserItem } from '../../data/accounts/users';
import { noKey, type UnitOfWork } from '../../data/core/unit-of-work';
import type { Event, Result } from '../http';
import { createLogger, type Logger } from '../log';
import type { SessionClaims } from '../session';

/** Internal state the middlewares pass on to the route (in middy's context). */
export interface State {
  /** The parsed JSON body (undefined when empty). */
  body: unknown;
  /** The body and query string validated by the route's contract (shared/contract). */
  input: unknown;
  queryInput: unknown;
  user: UserItem | null;
  session: SessionClaims | null;
  /** What the route's change commits with: the claim on its Idempotency-Key (./idempotency.ts), or none. */
  unit: UnitOfWork;
  /** The visitor's address (functions/lib/client-address.ts), set by the guard before anything else. */
  clientAddress: string;
  log: Logger;
}

/** The Lambda context with the request state, which the handler factory creates before any middleware runs. */
export type HandlerContext = Context & { state: State };

export type Middleware = MiddlewareObj<Event, Result, Error, HandlerContext>;

/** A request's state before any middleware has run: nothing parsed, nobody signed in yet. */
export const newState = (routeName: string, event: Event, context: Context): State => ({
  body: undefined,
  input: undefined,
  queryInput: undefined,
  user: null,
  session: null,
  unit: noKey,
  clientAddress: 'unknown',
  log: createLogger({
    route: routeName,
    requestId: event.requestContext?.requestId ?? context.awsRequestId,
  }),
});
