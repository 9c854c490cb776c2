/** What the handler factory's middlewares share: the request state and their middy type. */
import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { UserItem } from '../../data/users';
import type { Event, Result } from '../http';
import type { Logger } from '../log';
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
  log: Logger;
}

export type HandlerContext = Context & { state?: State };

export type Middleware = MiddlewareObj<Event, Result, Error, HandlerContext>;

/** The state, which the guard middleware creates first of all; missing means a wrongly built chain. */
export function stateOf(context: HandlerContext): State {
  if (!context.state) throw new Error('handler state missing: the guard middleware must run first');
  return context.state;
}
