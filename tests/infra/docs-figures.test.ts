/**
 * docs/infra.md's figures (resources, functions, roles, timeouts, each template's use of the
 * quotas) are made from the synthesised templates by `npm run docs` (scripts/docs/infra-figures.ts):
 * this fails when the document differs from what would be generated.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedInfraDocs } from '../../scripts/docs/generate';

const root = resolve(import.meta.dirname, '../..');

describe('docs/infra.md', () => {
  it('holds the figures of the synthesised templates (npm run docs)', () => {
    for (const doc of generatedInfraDocs()) {
      expect(readFileSync(resolve(root, doc.path), 'utf8'), `${doc.path}: run npm run docs`).toBe(
        doc.expected,
      );
    }
  });
});
