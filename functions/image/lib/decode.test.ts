/** The JPEG structure check (decode.ts): real JPEGs pass, HTML or a cut header between markers does not. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJpeg } from './decode';

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
