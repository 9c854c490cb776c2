/**
 * The four legacy counter routes of the original API: plus-completed, minus-completed,
 * decrement-total-tasks/{userId} and decrement-completed-tasks/{userId}. The server already moves
 * the counters in the same transaction as each task change, so these never move a counter: they
 * answer 200 with the current `{ totalTasks, completedTasks }`. A client written against the
 * original API, which calls them after its changes, therefore still ends with correct numbers.
 *
 * `{userId}`: the caller (DynamoDB: session read = 1) or one of the caller's teammates, whose
 * counters a teammate's profile shows anyway (the original client calls these for the teammates of
 * a deleted assignment; DynamoDB: session read + GetItem = 2). Anyone else: 404 'User not found'.
 * Plus and minus: the caller's counters; DynamoDB: session read = 1.
 *
 * One module serves the four routes (the manifest names it for each): each gets its own
 * createHandler, chosen by the API Gateway route key of the event.
 */
import type { Context } from 'aws-lambda';
import { serverErrors } from '../../shared/messages';
import { type RouteName, routeByName, routeKey } from '../../shared/routes';
import { countersOf, readCounters } from '../data/counters';
import { NotFound } from '../lib/errors';
import { createHandler } from '../lib/handler';
import { type Event, json } from '../lib/http';

const ownCounters = (name: RouteName) =>
  createHandler(name as 'todo-plus-completed', { handle: async ({ user }) => countersOf(user) });

const userCounters = (name: RouteName) =>
  createHandler(name as 'todo-decrement-total-tasks', {
    handle: async ({ user, params }) => {
      const userId = params.userId;
      if (userId === user.id) return countersOf(user);
      if (userId && Object.hasOwn(user.team ?? {}, userId)) {
        const counters = await readCounters(userId);
        if (counters) return counters;
      }
      throw new NotFound(serverErrors.userNotFound);
    },
  });

const handlers = new Map(
  (
    [
      ['todo-plus-completed', ownCounters],
      ['todo-minus-completed', ownCounters],
      ['todo-decrement-total-tasks', userCounters],
      ['todo-decrement-completed-tasks', userCounters],
    ] as const
  ).map(([name, make]) => [routeKey(routeByName(name)), make(name)]),
);

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
