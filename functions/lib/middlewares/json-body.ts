/**
 * Middleware 3, JSON body: parses a non-empty body (400 when it is not JSON) and refuses text that
 * DynamoDB in AWS cannot store anywhere in it (issue 13: a lone surrogate, 400), whether or not the
 * route reads that field; path and query parameters are held to the same rule.
 */
import { serverErrors } from '../../../shared/messages';
import { assertWellFormedJson, assertWellFormedParams, ValidationError } from '../../../shared/validation';
import { rawBody } from './guard';
import { type Middleware, stateOf } from './types';

export const jsonBody = (): Middleware => ({
  before: async ({ event, context }) => {
    const state = stateOf(context);
    assertWellFormedParams(event.pathParameters, event.queryStringParameters);
    const body = rawBody(event);
    if (body.trim() === '') return;
    try {
      state.body = JSON.parse(body);
    } catch {
      throw new ValidationError(serverErrors.invalidJson);
    }
    assertWellFormedJson(state.body);
  },
});
