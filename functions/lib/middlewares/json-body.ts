/**
 * Middleware 3, JSON body: parses a non-empty body (400 when it is not JSON) and refuses text that
 * DynamoDB in AWS cannot store anywhere in it (a lone surrogate, 400), whether or not the
 * route reads that field; path and query parameters are held to the same rule. An array or object
 * of more than `jsonEntriesMax` entries is 413 (docs/api.md#transport). All before the session is
 * read, so a guest's body costs no more than a user's.
 */
import { serverErrors } from '@shared/messages/server';
import { inputTexts } from '@shared/messages/validation';
import { isWellFormedText } from '@shared/validation';
import { Invalid, TooLarge } from '../errors';
import { rawBody } from './guard';
import type { Middleware } from './types';

/**
 * Entries one array or object of a body may hold. No route takes a list near it (the longest,
 * get-assignments-status, answers at most 2,000 copies), and it keeps a body's lists far below
 * what the contract's validation and the routes walk.
 */
export const jsonEntriesMax = 10_000;

/**
 * Throws Invalid when any string of a parsed JSON value, member names included, is not
 * well-formed, and TooLarge when an array or object holds more than `jsonEntriesMax` entries.
 * Iterative, so a deeply nested body (64 KB of `[`) cannot overflow the stack, and without spreading
 * an array into a call (200,000 arguments overflow it too).
 */
export function assertWellFormedJson(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isWellFormedText(next)) throw new Invalid(inputTexts.textNotUnicode);
    } else if (Array.isArray(next)) {
      if (next.length > jsonEntriesMax) throw new TooLarge();
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      const members = Object.entries(next);
      if (members.length > jsonEntriesMax) throw new TooLarge();
      for (const [name, member] of members) {
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
