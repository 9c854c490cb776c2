/**
 * The JSON body middleware (json-body.ts): parses JSON (base64 too), and refuses ill-formed text
 * anywhere in a body or its parameters, and bodies too wide or too deep to walk, without a 500.
 */
import { describe, expect, it } from 'vitest';
import { serverErrors } from '../../../shared/messages/server';
import { inputTexts } from '../../../shared/messages/validation';
import { jsonType as json, parsedRequest as parsed } from '../../../tests/support/events';
import { Invalid, TooLarge } from '../errors';
import { assertWellFormedJson, assertWellFormedParams, jsonEntriesMax } from './json-body';

describe('JSON body', () => {
  it('parses JSON, base64 too, and refuses what is not JSON', async () => {
    expect((await parsed({ headers: json, body: '{"a":1}' })).context.state?.body).toEqual({ a: 1 });
    const encoded = Buffer.from('{"b":2}').toString('base64');
    expect(
      (await parsed({ headers: json, body: encoded, isBase64Encoded: true })).context.state?.body,
    ).toEqual({
      b: 2,
    });
    await expect(parsed({ headers: json, body: '{oops' })).rejects.toEqual(
      new Invalid(serverErrors.invalidJson),
    );
  });

  it('refuses ill-formed text anywhere in the body and in path parameters', async () => {
    await expect(parsed({ headers: json, body: '{"a":["\\ud800"]}' })).rejects.toEqual(
      new Invalid(inputTexts.textNotUnicode),
    );
    await expect(parsed({ pathParameters: { id: '\ud800' } })).rejects.toEqual(
      new Invalid(inputTexts.textNotUnicode),
    );
  });
});

describe('well-formed text in a body', () => {
  it('finds a lone surrogate anywhere in a body, member names included', () => {
    for (const body of [{ a: '\ud800' }, { '\udc00': 1 }, { a: [{ b: ['ok', '\ud800'] }] }]) {
      expect(() => assertWellFormedJson(body)).toThrow(new Invalid(inputTexts.textNotUnicode));
    }
    expect(() => assertWellFormedJson({ a: ['ok', { b: '🚀' }] })).not.toThrow();
  });

  it('refuses an array or object of more than 10,000 entries as too large, without overflowing the stack', () => {
    // 200,000 elements: spread into one call, they overflowed the stack (a 500).
    const wide = new Array(200_000).fill(0);
    expect(() => assertWellFormedJson({ file: '', x: wide })).toThrow(TooLarge);
    // An object one key over the cap (an object of 200,000 keys takes seconds to build on a busy machine).
    const keys = Array.from({ length: jsonEntriesMax + 1 }, (_, i) => [`k${i}`, 0] as const);
    expect(() => assertWellFormedJson(Object.fromEntries(keys))).toThrow(TooLarge);
    expect(() => assertWellFormedJson([new Array(jsonEntriesMax).fill('ok')])).not.toThrow();
    expect(() => assertWellFormedJson([new Array(jsonEntriesMax + 1).fill('ok')])).toThrow(TooLarge);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(30_000)}"\\ud800"${']'.repeat(30_000)}`);
    expect(() => assertWellFormedJson(deep)).toThrow(Invalid);
  });

  it('checks path and query parameters', () => {
    expect(() => assertWellFormedParams({ id: 'ok' }, undefined, { q: '🚀' })).not.toThrow();
    expect(() => assertWellFormedParams({ id: '\ud800' })).toThrow(Invalid);
  });
});
