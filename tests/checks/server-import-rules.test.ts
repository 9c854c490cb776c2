/**
 * The server's import rule (biome.json `overrides`, style/noRestrictedImports; docs/architecture.md,
 * decision 0147): a route in functions/<area>/ imports functions/lib/, functions/data/, its own area
 * and shared/, never another area; functions/lib/ and functions/data/ never import an area. The
 * overrides go by depth (functions/<area>/<route>.ts, functions/<area>/lib/<module>.ts), so a new
 * area is covered as it is made. Each case writes a small tree into a temporary folder beside a
 * copy of the project's biome.json and lints it, so a violating file never sits in the project
 * itself; the last case lints the project's own functions/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');
const rule = 'lint/style/noRestrictedImports';

let tree: string;

/** One module that imports `from` and uses what it imports (so no other rule has a say). */
const importing = (from: string) => `import { thing } from '${from}';\n\nexport const used = thing;\n`;

function lint(cwd: string, ...paths: string[]): { code: number | null; output: string } {
  const run = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', ...paths], {
    cwd,
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

function lintFile(file: string, source: string): { code: number | null; output: string } {
  const path = join(tree, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, source);
  return lint(tree, file);
}

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'server-import-rules-'));
  // The project's own configuration; only the git integration is off (the folder is no checkout).
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(tree, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('the server import rule', () => {
  it.each([
    ['a route importing another area’s helper', 'functions/tasks/activity-revert.ts', '../todo/lib/present'],
    ['a route importing another area’s route', 'functions/bin/restore.ts', '../todo/update'],
    ['a route importing another area by its folder', 'functions/search/find.ts', '../todo'],
    ['an area’s lib/ importing another area', 'functions/todo/lib/rows.ts', '../../assignment/lib/rows'],
    ['functions/lib/ importing an area', 'functions/lib/present.ts', '../todo/lib/rows'],
    ['the data layer importing an area', 'functions/data/tasks/todos.ts', '../../todo/lib/rows'],
    ['a route’s test importing another area', 'functions/todo/create.test.ts', '../comments/create'],
  ])('fails the lint for %s', (_, file, from) => {
    const { code, output } = lintFile(file, importing(from));
    expect(code).not.toBe(0);
    expect(output).toContain(rule);
  });

  it.each([
    ['a route importing functions/lib/', 'functions/todo/create.ts', '../lib/handler'],
    ['a route importing the data layer', 'functions/todo/create.ts', '../data/tasks/todos'],
    ['a route importing its own lib/', 'functions/todo/create.ts', './lib/rows'],
    ['a route importing shared/ by its alias', 'functions/todo/create.ts', '@shared/routes'],
    ['a route importing shared/ by its path', 'functions/todo/create.ts', '../../shared/routes'],
    ['an area’s lib/ importing its own area', 'functions/todo/lib/rows.ts', '../create'],
    ['an area’s lib/ importing functions/lib/', 'functions/todo/lib/rows.ts', '../../lib/present'],
    ['an area’s lib/ importing the data layer', 'functions/todo/lib/rows.ts', '../../data/core/items'],
    ['functions/lib/ importing the data layer', 'functions/lib/present.ts', '../data/core/items'],
    ['the data layer importing another domain', 'functions/data/tasks/todos.ts', '../lists/groups'],
    ['the data layer importing functions/lib/', 'functions/data/tasks/todos.ts', '../../lib/errors'],
    ['a test importing the shared test helpers', 'functions/lib/present.test.ts', '../../tests/support/x'],
  ])('passes %s', (_, file, from) => {
    const { code, output } = lintFile(file, importing(from));
    expect(output).not.toContain(rule);
    expect(code).toBe(0);
  });

  it('holds in the project’s own functions/', () => {
    const { code, output } = lint(root, 'functions');
    expect(output).not.toContain(rule);
    expect(code).toBe(0);
  });
});
