import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsFor } from '../../infra/route-settings';
import { generatedDocs, replaceBetween } from '../../scripts/docs/generate';
import { routes } from '../../shared/routes';
import { brokenLink, brokenReferences, namedPaths, relativeLinks } from '../support/doc-references';

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

const decisionsFolder = 'docs/decisions';
const records = readdirSync(resolve(root, decisionsFolder))
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(resolve(root, decisionsFolder, 'README.md'), 'utf8');

describe('decision records (docs/decisions/)', () => {
  it('are numbered from 0001 without gaps, with kebab-case names', () => {
    expect(records.length).toBeGreaterThan(0);
    records.forEach((name, at) => {
      expect(name.slice(0, 4), name).toBe(String(at + 1).padStart(4, '0'));
      expect(name, 'NNNN-kebab-title.md').toMatch(/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*\.md$/);
    });
  });

  it('are each listed in the index with their status, and the index lists nothing else', () => {
    const listed = [...index.matchAll(/^\| (\d{4}) \| \[[^\]]+\]\(([^)]+)\) \| ([^|]+) \|/gm)];
    expect(listed.map(([, , file]) => file)).toEqual(records);
    for (const [, number, file = '', status = ''] of listed) {
      expect(file.startsWith(`${number}-`), file).toBe(true);
      const recordStatus = /^Status: (.+)$/m.exec(readFileSync(resolve(root, decisionsFolder, file), 'utf8'));
      expect(status.trim(), file).toBe(recordStatus?.[1]);
    }
  });

  it.each(records)('%s has a title, a status, context, decision and consequences', (name) => {
    const text = readFileSync(resolve(root, decisionsFolder, name), 'utf8');
    const lines = text.split('\n');
    expect(lines[0], 'title').toMatch(new RegExp(`^# ${name.slice(0, 4)}\\. \\S`));
    const status = /^Status: (.+)$/m.exec(text)?.[1] ?? '';
    expect(status, 'status').toMatch(
      /^(Accepted|Proposed \(agreed, not built yet\)|Superseded by \[(\d{4})\]\(\2-[^)]+\.md\))$/,
    );
    const parts = lines.filter((line) => line.startsWith('## '));
    expect(parts, 'parts').toEqual(['## Context', '## Decision', '## Consequences']);
    for (const part of text.split(/^## .+$/m).slice(1)) expect(part.trim(), 'an empty part').not.toBe('');
    expect(text, 'says what was decided, not which issue asked').not.toMatch(/\bissue \d+/i);
  });
});

/** Every Markdown document of the project: the README and all of docs/. */
const documents = [
  'README.md',
  ...readdirSync(resolve(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
    .sort(),
];

describe('documents (README.md and docs/)', () => {
  it.each(documents)('%s names and links only files and headings that exist', (path) => {
    expect(brokenReferences(path, root)).toEqual([]);
  });
});

describe('citations of docs/ in code', () => {
  const sourceFolders = ['functions', 'shared', 'web/src', 'infra', 'scripts', 'tests'];
  const sources = sourceFolders.flatMap((folder) =>
    readdirSync(resolve(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx|js)$/.test(name) && !name.includes('node_modules'))
      .map((name) => `${folder}/${name}`)
      // This file's own examples name documents that do not exist, on purpose.
      .filter((source) => source !== 'tests/checks/docs-current.test.ts'),
  );

  it('name no Markdown document the repository does not hold (a bare `X.md` as much as a path)', () => {
    const held = new Set(documents.map((path) => path.split('/').pop()));
    const problems = [...documents, ...sources].flatMap((source) =>
      [...readFileSync(resolve(root, source), 'utf8').matchAll(/(?<![\w./-])([\w-]+\.md)\b/g)]
        .map(([, name = '']) => name)
        // `NNNN-title.md`: the index's own placeholder for a record's name.
        .filter((name) => !held.has(name) && !name.startsWith('NNNN-'))
        .map((name) => `${source}: ${name}`),
    );
    expect(problems).toEqual([]);
  });

  it('name documents and sections that exist', () => {
    const problems = sources.flatMap((source) =>
      [...readFileSync(resolve(root, source), 'utf8').matchAll(/\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g)].flatMap(
        ([cited]) => {
          const [file = '', anchor] = cited.split('#');
          return brokenLink({ target: cited, file, ...(anchor ? { anchor } : {}) }, root).map(
            (problem) => `${source}: ${problem}`,
          );
        },
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('the reference finder', () => {
  it('takes repository paths from backticks, and leaves globs, placeholders and build outputs out', () => {
    const text =
      'See `functions/data/tasks/todos.ts`, `web/src/api/`, `infra/edge/*.js`, `functions/<area>/<route>.ts`, ' +
      '`web/src/...`, `shared/x.ts` `f`, `npm run docs`, `tests/checks/a b.ts`, `web/dist/sw.js` and `docs/api.md`.';
    expect(namedPaths(text)).toEqual([
      'functions/data/tasks/todos.ts',
      'web/src/api/',
      'shared/x.ts',
      'docs/api.md',
    ]);
  });

  it('resolves relative links from the document, with their anchors, and skips web addresses', () => {
    const text =
      '[a](../api.md#transport) [b](#context) [c](https://example.com/x.md) [d](0002-x.md) `[e](f.md)`';
    expect(relativeLinks(text, 'docs/decisions/0001-a.md', root)).toEqual([
      { target: '../api.md#transport', file: 'docs/api.md', anchor: 'transport' },
      { target: '#context', file: 'docs/decisions/0001-a.md', anchor: 'context' },
      { target: '0002-x.md', file: 'docs/decisions/0002-x.md' },
    ]);
  });

  it('finds a missing file and a missing heading', () => {
    expect(brokenLink({ target: 'x', file: 'docs/no-such.md' }, root)).toHaveLength(1);
    expect(brokenLink({ target: 'x', file: 'docs/api.md', anchor: 'no-such-heading' }, root)).toHaveLength(1);
    expect(brokenLink({ target: 'x', file: 'docs/api.md', anchor: 'transport' }, root)).toEqual([]);
  });
});
