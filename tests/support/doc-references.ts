/**
 * What a document points at: the repository paths it names in backticks, and its Markdown links
 * (relative file, optional `#anchor`). Used by tests/checks/docs-current.test.ts to keep the decision
 * records, the architecture map and the code's citations of docs/ pointing at things that exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/** Top-level folders whose paths a document may name in backticks. */
const repositoryFolders = ['functions', 'web', 'infra', 'scripts', 'shared', 'tests', 'docs'];
/** What a build makes, which a fresh clone does not hold yet: named, not checked. */
const buildOutputs = ['web/dist'];

/**
 * The repository paths named in backticks: a span that starts with one of the top-level folders
 * and is one plain path. Globs, placeholders (`<area>`, `{id}`), elisions (`...`) and spans with a
 * space or a call (`f(x)`) are not paths and are left out.
 */
export function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, span = ''] of markdown.matchAll(/`([^`\n]+)`/g)) {
    if (!repositoryFolders.some((folder) => span.startsWith(`${folder}/`))) continue;
    if (buildOutputs.some((output) => span === output || span.startsWith(`${output}/`))) continue;
    if (/[\s*<>{}()[\]…$]|\.\.\.|\.\.$/.test(span)) continue;
    paths.add(span);
  }
  return [...paths];
}

export interface Link {
  /** The link target as written. */
  target: string;
  /** The file it names, relative to the repository root (the document itself for `#anchor`). */
  file: string;
  anchor?: string;
}

/**
 * The document's relative Markdown links (`[text](target)`); web addresses, and examples written
 * inside code spans, are left out.
 */
export function relativeLinks(markdown: string, documentPath: string, root: string): Link[] {
  const links: Link[] = [];
  const prose = markdown.replace(/`[^`\n]*`/g, '');
  for (const [, target = ''] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const file = path ? relative(root, resolve(dirname(resolve(root, documentPath)), path)) : documentPath;
    links.push({ target, file, ...(anchor ? { anchor } : {}) });
  }
  return links;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown file offers, with GitHub's `-1`, `-2` suffixes for repeated headings. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line)?.[1];
    if (!heading) continue;
    const anchor = headingAnchor(heading);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count ? `${anchor}-${count}` : anchor);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

/**
 * What is wrong with a document's references: named paths and linked files that do not exist, and
 * anchors the linked Markdown file does not have. Empty when all resolve.
 */
export function brokenReferences(documentPath: string, root: string): string[] {
  const markdown = readFileSync(resolve(root, documentPath), 'utf8');
  const problems = namedPaths(markdown)
    .filter((path) => !existsSync(resolve(root, path)))
    .map((path) => `\`${path}\` does not exist`);
  for (const link of relativeLinks(markdown, documentPath, root)) {
    problems.push(...brokenLink(link, root));
  }
  return problems;
}

/** Why a link (a file, and an anchor in it) does not resolve; empty when it does. */
export function brokenLink(link: Link, root: string): string[] {
  const path = resolve(root, link.file);
  if (!existsSync(path)) return [`${link.target}: ${link.file} does not exist`];
  if (link.anchor && link.file.endsWith('.md') && !anchorsOf(readFileSync(path, 'utf8')).has(link.anchor))
    return [`${link.target}: no heading #${link.anchor} in ${link.file}`];
  return [];
}
