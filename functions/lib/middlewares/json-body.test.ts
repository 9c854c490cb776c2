/** Issue 13: the pure checks behind the hardening (well-formed text, JPEG structure). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signInBody } from '../../../shared/contract/requests/auth';
import { inputTexts } from '../../../shared/messages';
import { isWellFormedText } from '../../../shared/validation';
import { isJpeg } from '../../image/lib/decode';
import { Invalid, TooLarge } from '../errors';
import { validate } from './contract';
import { assertWellFormedJson, assertWellFormedParams, jsonEntriesMax } from './json-body';

const parseSignIn = (body: unknown) => validate(signInBody, body);

describe('well-formed text', () => {
  it.each(['', 'plain', 'Ship 🚀', 'émile', '\u0000', '\ufffd'])('accepts %j', (text) => {
    expect(isWellFormedText(text)).toBe(true);
  });

  it.each(['\ud800', '\udfff', 'a\ud83d', '\ude80b', '🚀'.slice(0, 1), '\ude80\ud83d'])(
    'refuses %j',
    (text) => {
      expect(isWellFormedText(text)).toBe(false);
    },
  );

  it('agrees with a UTF-8 round trip for any string', () => {
    // Text and lone surrogate halves, mixed: a pair of halves may well form a valid emoji.
    const piece = fc.oneof(
      fc.string({ maxLength: 4, unit: 'grapheme' }),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        expect(isWellFormedText(text)).toBe(Buffer.from(text, 'utf8').toString('utf8') === text);
      }),
      { numRuns: 300 },
    );
  });

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
    expect(() => assertWellFormedJson(Object.fromEntries(wide.map((_, i) => [`k${i}`, 0])))).toThrow(
      TooLarge,
    );
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

  it('caps the sign-in username at the longest a username can be', () => {
    expect(parseSignIn({ username: 'x'.repeat(30), password: 'p' }).username).toHaveLength(30);
    expect(() => parseSignIn({ username: 'x'.repeat(31), password: 'p' })).toThrow(Invalid);
  });
});

describe('JPEG structure', () => {
  const jpeg = readFileSync(resolve(import.meta.dirname, '../../../tests/fixtures/avatar-16px.jpg'));

  it('accepts a real JPEG, and one padded with scan data up to its end', () => {
    expect(isJpeg(jpeg)).toBe(true);
    const padded = Buffer.concat([
      jpeg.subarray(0, jpeg.length - 2),
      Buffer.alloc(1000),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(isJpeg(padded)).toBe(true);
  });

  it('refuses HTML between JPEG start and end markers', () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(isJpeg(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), html, Buffer.from([0xff, 0xd9])]))).toBe(
      false,
    );
  });

  it('refuses every truncation of a real JPEG header (closed with an end marker)', () => {
    const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    for (let cut = 2; cut < scan + 4; cut++) {
      expect(isJpeg(Buffer.concat([jpeg.subarray(0, cut), Buffer.from([0xff, 0xd9])])), `cut at ${cut}`).toBe(
        false,
      );
    }
  });

  it('never throws on arbitrary bytes between the markers', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (inner) => {
        const bytes = Buffer.concat([Buffer.from([0xff, 0xd8]), inner, Buffer.from([0xff, 0xd9])]);
        expect(typeof isJpeg(bytes)).toBe('boolean');
      }),
    );
  });
});
