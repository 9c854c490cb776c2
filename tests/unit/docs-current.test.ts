import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsFor } from '../../infra/route-settings';
import { generatedDocs, replaceBetween } from '../../scripts/docs/generate';
import { routes } from '../../shared/routes';

const root = resolve(import.meta.dirname, '../..');

describe('documents made from code', () => {
  it.each(generatedDocs().map((doc) => [doc.path, doc] as const))(
    '%s is current (npm run docs)',
    (_, doc) => {
      expect(readFileSync(resolve(root, doc.path), 'utf8')).toBe(doc.expected);
    },
  );

  it('gives every route a call budget, with a reason above two', () => {
    for (const route of routes) {
      const settings = settingsFor(route.name);
      expect(settings.ddbCalls, route.name).toBeGreaterThanOrEqual(1);
      if (settings.ddbCalls > 2) expect(settings.ddbCallsWhy, route.name).toBeTruthy();
    }
  });

  it('replaces only what lies between the markers, and refuses a document without them', () => {
    const markers = { start: '<!-- a -->', end: '<!-- b -->' };
    expect(replaceBetween('x\n<!-- a -->\nold\n<!-- b -->\ny', markers, 'new')).toBe(
      'x\n<!-- a -->\nnew\n<!-- b -->\ny',
    );
    expect(() => replaceBetween('no markers', markers, 'new')).toThrow(/not found/);
  });
});
