/**
 * Middleware 5, contract: validates the body and query string with the route's schemas
 * (shared/contract), after the session check so that a guest learns nothing but 401. The first
 * issue's message is the 400 answer; the outputs are the route's typed, normalised inputs.
 */

import type { RouteContract } from '@shared/contract';
import * as v from 'valibot';
import { Invalid } from '../errors';
import type { Middleware } from './types';

/** The schema's output for `value`, or Invalid with the first issue's message. */
export function validate<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (!result.success) throw new Invalid(result.issues[0].message);
  return result.output;
}

export const contractCheck = (route: Pick<RouteContract, 'body' | 'query'>): Middleware => ({
  before: async ({ event, context }) => {
    const { state } = context;
    if (route.body) state.input = validate(route.body, state.body);
    if (route.query) state.queryInput = validate(route.query, event.queryStringParameters ?? {});
  },
});
