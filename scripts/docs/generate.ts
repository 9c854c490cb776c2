/**
 * `npm run docs`: writes the parts of docs/ that are made from code: the DynamoDB call budgets in
 * docs/data-model.md, the OpenAPI document docs/openapi.json, and docs/infra.md's figures, made
 * from the synthesised templates. `--check` writes nothing and exits 1 when a document is out of
 * date (tests/checks/docs-current.test.ts runs the same comparison, and tests/infra/docs-figures.test.ts
 * for docs/infra.md, whose synths are an infra test's work).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { callBudgetMarkers, callBudgetTable } from './call-budgets';
import { infraFigures, quotaFigureMarkers, stackFigureMarkers } from './infra-figures';
import { openApiText } from './openapi';
import { routeSettingsMarkers, routeSettingsTable } from './route-settings-table';

const root = resolve(import.meta.dirname, '../..');

export interface GeneratedDoc {
  /** Path from the repository root. */
  path: string;
  /** The document as it should be. */
  expected: string;
}

/** Replaces what lies between the two markers (which must both be there) with `content`. */
export function replaceBetween(
  text: string,
  markers: { start: string; end: string },
  content: string,
): string {
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  if (start < 0 || end < start) throw new Error(`markers ${markers.start} ... ${markers.end} not found`);
  return `${text.slice(0, start + markers.start.length)}\n${content}\n${text.slice(end)}`;
}

export function generatedDocs(): GeneratedDoc[] {
  const dataModel = 'docs/data-model.md';
  return [
    {
      path: dataModel,
      expected: replaceBetween(
        readFileSync(resolve(root, dataModel), 'utf8'),
        callBudgetMarkers,
        callBudgetTable(),
      ),
    },
    { path: 'docs/openapi.json', expected: openApiText() },
  ];
}

/**
 * docs/infra.md with its figures made from the synthesised templates (two synths: slow) and its
 * per-route settings from infra/route-settings.ts.
 */
export function generatedInfraDocs(): GeneratedDoc[] {
  const infra = 'docs/infra.md';
  const figures = infraFigures();
  const sections = [
    { markers: stackFigureMarkers, content: figures.stack },
    { markers: quotaFigureMarkers, content: figures.quotas },
    { markers: routeSettingsMarkers, content: routeSettingsTable() },
  ];
  const expected = sections.reduce(
    (text, { markers, content }) => replaceBetween(text, markers, content),
    readFileSync(resolve(root, infra), 'utf8'),
  );
  return [{ path: infra, expected }];
}

const current = (doc: GeneratedDoc) => {
  const file = resolve(root, doc.path);
  return existsSync(file) && readFileSync(file, 'utf8') === doc.expected;
};

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const check = process.argv.includes('--check');
  const stale = [...generatedDocs(), ...generatedInfraDocs()].filter((doc) => !current(doc));
  for (const doc of stale) {
    if (check) console.error(`${doc.path} is out of date: run npm run docs`);
    else writeFileSync(resolve(root, doc.path), doc.expected);
  }
  if (check && stale.length > 0) process.exit(1);
  if (!check) console.log(stale.length ? `wrote ${stale.map((d) => d.path).join(', ')}` : 'docs are current');
}
