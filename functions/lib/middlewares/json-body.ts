/**
 * Middleware 3, JSON body: parses a non-empty body (400 when it is not JSON) and refuses text that
 * DynamoDB in AWS cannot store anywhere in it (issue 13: a lone surrogate, 400), whether or not the
 * route reads that field; path and query parameters are held to the same rule.
 */
import { inputTexts, serverErrors } from '../../../shared/messages';
import { isWellFormedText } from '../../../shared/validation';
import { Invalid } from '../errors';
import { rawBody } from './guard';
import type { Middleware } from './types';

/**
 * Throws Invalid when any string of a parsed JSON value, member names included, is not
 * well-formed. Iterative, so a deeply nested body (64 KB of `[`) cannot overflow the stack.
 */
export function assertWellFormedJson(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isWellFormedText(next)) throw new Invalid(inputTexts.textNotUnicode);
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (typeof next === 'object' && next !== null) {
      for (const [name, member] of Object.entries(next)) {
        if (!isWellFormedText(name)) throw new Invalid(inputTexts.textNotUnicode);
        pending.push(member);
      }
    }
  }
}

/**
 * The same check for path and query parameters. A gateway that percent-decodes strictly never
 * produces a lone surrogate there, so this is defence in depth for the handler factory.
 */
export function assertWellFormedParams(
  ...records: (Record<string, string | undefined> | null | undefined)[]
) {
  for (const record of records) {
    for (const [name, value] of Object.entries(record ?? {})) {
      if (!isWellFormedText(name) || (value !== undefined && !isWellFormedText(value)))
        throw new Invalid(inputTexts.textNotUnicode);
    }
  }
}

export const jsonBody = (): Middleware => ({
  before: async ({ event, context }) => {
    assertWellFormedParams(event.pathParameters, event.queryStringParameters);
    const body = rawBody(event);
    if (body.trim() === '') return;
    try {
      context.state.body = JSON.parse(body);
    } catch {
      throw new Invalid(serverErrors.invalidJson);
    }
    assertWellFormedJson(context.state.body);
  },
});
