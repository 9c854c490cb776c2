/**
 * The web's import rule (biome.json `overrides`, style/noRestrictedImports; docs/architecture.md):
 * api/, components/ and lib/ never import features/, tasks/, session/ or app/; session/ never imports
 * features/, tasks/ or app/; the task core (tasks/) never imports features/ or app/; a feature never
 * imports another feature or app/. A unit test beside a module
 * keeps its module's rule and may import tests/support. Each case writes a small web tree into a
 * temporary folder beside a copy of the project's biome.json and lints it, so a violating file
 * never sits in the project itself.
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

function lint(file: string, source: string): { code: number | null; output: string } {
  const path = join(tree, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, source);
  const run = spawnSync(biome, ['lint', `--only=style/noRestrictedImports`, file], {
    cwd: tree,
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'import-rules-'));
  // The project's own configuration; only the git integration is off (the folder is no checkout).
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(tree, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('the web import rule', () => {
  it.each([
    ['a feature importing another feature', 'web/src/features/alpha/Page.tsx', '../beta/Thing'],
    // Through the features' folder rather than beside it.
    [
      'a feature importing another feature by the features folder',
      'web/src/features/alpha/Page.tsx',
      '../../features/beta/Thing',
    ],
    [
      'a feature module in api/ importing another feature by the features folder',
      'web/src/features/alpha/api/hooks.ts',
      '../../../features/beta/api/keys',
    ],
    // The board's features, one by one: the calendar, the details panel and the filters' view.
    [
      'the calendar importing the dashboard',
      'web/src/features/calendar/CalendarPage.tsx',
      '../dashboard/Sidebar',
    ],
    [
      'the task details importing the labels',
      'web/src/features/task-details/DetailsPanel.tsx',
      '../labels/LabelSection',
    ],
    [
      "the filters' api importing the dashboard's",
      'web/src/features/filters/api/saved-filters.ts',
      '../../dashboard/api/group-actions',
    ],
    [
      'a feature module in api/ importing another feature',
      'web/src/features/alpha/api/hooks.ts',
      '../../beta/api/keys',
    ],
    ['a feature importing the app', 'web/src/features/alpha/Menu.tsx', '../../app/App'],
    ['components/ importing a feature', 'web/src/components/Widget.tsx', '../features/alpha/Page'],
    ['api/ importing a feature', 'web/src/api/client.ts', '../features/alpha/api/keys'],
    ['lib/ importing the session', 'web/src/lib/format.ts', '../session/keys'],
    ['the session importing a feature', 'web/src/session/team.ts', '../features/dashboard/api/groups'],
    ['the task core importing a feature', 'web/src/tasks/TaskRow.tsx', '../features/alpha/Page'],
    [
      'the task core in api/ importing a feature',
      'web/src/tasks/api/groups.ts',
      '../../features/alpha/api/keys',
    ],
    ['the task core importing the app', 'web/src/tasks/RowParts.tsx', '../app/App'],
    ['the session importing the task core', 'web/src/session/team.ts', '../tasks/api/groups'],
    ['components/ importing the task core', 'web/src/components/Widget.tsx', '../tasks/TaskRow'],
    // A unit test sits beside its module and keeps its layer's rule.
    [
      "a feature module's test importing another feature",
      'web/src/features/alpha/api/rows.test.ts',
      '../../beta/api/keys',
    ],
    ["lib/'s test importing a feature", 'web/src/lib/format.test.ts', '../features/alpha/Page'],
  ])('fails the lint for %s', (_, file, from) => {
    const { code, output } = lint(file, importing(from));
    expect(code).not.toBe(0);
    expect(output).toContain(rule);
  });

  it.each([
    ['a feature importing its own modules', 'web/src/features/alpha/Board.tsx', './api/hooks'],
    ['a feature module in api/ importing its feature', 'web/src/features/alpha/api/rows.ts', '../format'],
    ['a feature importing components/', 'web/src/features/alpha/Card.tsx', '../../components/Avatar'],
    ['a feature importing the session', 'web/src/features/alpha/api/user.ts', '../../../session/keys'],
    ['a feature importing shared/', 'web/src/features/alpha/Texts.tsx', '@shared/messages'],
    ['the app importing a feature', 'web/src/app/App.tsx', '../features/alpha/Page'],
    ['a feature importing the task core', 'web/src/features/alpha/Board.tsx', '../../tasks/api/groups'],
    [
      'a feature module in api/ importing the task core',
      'web/src/features/alpha/api/rows.ts',
      '../../../tasks/format',
    ],
    ['the task core importing the session', 'web/src/tasks/TaskRow.tsx', '../session/AuthProvider'],
    ['the task core importing components/', 'web/src/tasks/RowParts.tsx', '../components/icons'],
    ['components/ importing lib/', 'web/src/components/Clock.tsx', '../lib/format'],
    [
      "a feature module's test importing the shared test helpers",
      'web/src/features/alpha/api/rows.test.ts',
      '../../../../../tests/support/fakes',
    ],
    [
      "lib/'s test importing the shared test helpers",
      'web/src/lib/format.test.ts',
      '../../../tests/support/fakes',
    ],
  ])('passes %s', (_, file, from) => {
    const { code, output } = lint(file, importing(from));
    expect(output).not.toContain(rule);
    expect(code).toBe(0);
  });
});
