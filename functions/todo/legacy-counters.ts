/**
 * The four legacy counter routes of the original API: plus-completed, minus-completed,
 * decrement-total-tasks/{userId} and decrement-completed-tasks/{userId}. The server already moves
 * the counters in the same transaction as each task change, so these never move a counter: they
 * answer 200 with the current `{ totalTasks, completedTasks }`. A client written against the
 * original API, which calls them after its changes, therefore still ends with correct numbers.
 *
 * `{userId}`: the caller (answered from the session read) or one of the caller's teammates, whose
 * counters a teammate's profile shows anyway (the original client calls these for the teammates of
 * a deleted assignment; one GetItem more). Anyone else: 404 'User not found'. Plus and minus: the
 * caller's counters. DynamoDB calls: infra/route-settings.ts.
 *
 * One module serves the four routes (the manifest names it for each): each gets its own
 * createHandler, chosen by the API Gateway route key of the event.
 */

import { serverErrors } from '@shared/messages/server';
import { type RouteName, routeByName, routeKey } from '@shared/routes';
import type { CountersBody } from '@shared/types';
import type { Context } from 'aws-lambda';
import type { UserItem } from '../data/accounts/users';
import type { UnitOfWork } from '../data/core/unit-of-work';
import { countersOf, readCounters } from '../data/tasks/counters';
import { NotFound } from '../lib/errors';
import { createHandler, type RouteHandler } from '../lib/handler';
import { type Event, json } from '../lib/http';

/** What the four handlers read of their context. They change nothing: a key keeps the answer only. */
interface CountersContext {
  user: UserItem;
  params: Record<string, string | undefined>;
  unit: UnitOfWork;
}

/** Plus and minus: the caller's own counters. */
async function ownCounters({ user, unit }: CountersContext): Promise<CountersBody> {
  unit.keepsAnswerOnly();
  return countersOf(user);
}

/** The decrements: the caller's counters, or a teammate's (one GetItem); anyone else is NotFound. */
async function userCounters({ user, params, unit }: CountersContext): Promise<CountersBody> {
  unit.keepsAnswerOnly();
  const userId = params.userId;
  if (userId === user.id) return countersOf(user);
  if (userId && Object.hasOwn(user.team ?? {}, userId)) {
    const counters = await readCounters(userId);
    if (counters) return counters;
  }
  throw new NotFound(serverErrors.userNotFound);
}

/** A route's handler under the route key API Gateway sends for it. */
const byRouteKey = (name: RouteName, handler: RouteHandler) =>
  [routeKey(routeByName(name)), handler] as const;

/** One handler per route, each built for its own name. */
const handlers = new Map([
  byRouteKey('todo-plus-completed', createHandler('todo-plus-completed', { handle: ownCounters })),
  byRouteKey('todo-minus-completed', createHandler('todo-minus-completed', { handle: ownCounters })),
  byRouteKey(
    'todo-decrement-total-tasks',
    createHandler('todo-decrement-total-tasks', { handle: userCounters }),
  ),
  byRouteKey(
    'todo-decrement-completed-tasks',
    createHandler('todo-decrement-completed-tasks', { handle: userCounters }),
  ),
]);

/** None of the four takes a body or query string. */
const requestSchemas = {};

export const handler = Object.assign(
  async (event: Event, context: Context) => {
    const route = handlers.get(event.routeKey);
    if (!route) return json(404, { message: serverErrors.routeNotFound });
    return route(event, context);
  },
  { requestSchemas },
);
