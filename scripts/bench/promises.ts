/**
 * The DynamoDB calls per route that docs/data-model.md promises, read from the document itself so
 * the bench and the doc cannot drift. A promise is a table row whose first cell names routes and
 * whose second cell starts with a count. The doc's sections write counts in several ways; each is
 * read as the most a normal request of the route may make:
 *   "2"                          2
 *   "3 (+1)", "1 (self) or 2"    parenthesised notes are exceptions, left out: 3, 2
 *   "2 or 3", "1 to 3", "3, or 1" the largest: 3
 *   "1 + ⌈copies/100⌉", "3 + ceil((n + 1) / 99)"  a ceiling is 1 for the bench's small requests: 2, 4
 * First cells: "POST /api/x/{id}", with a qualifier ("POST /api/todo/update/{id} `completed`"), or
 * several routes ("POST /api/todo/plus-completed, minus-completed": a tail is relative to the first
 * path). When several rows name a route, the largest promise counts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { routeKey, routes } from '../../shared/routes';

export const dataModelDoc = resolve(import.meta.dirname, '../../docs/data-model.md');

/** `GET /api/todo/get/{groupId}` and `GET /api/todo/get/:id` compare equal. */
const normalise = (key: string) => key.replace(/\{\w+\}|:\w+/g, '{}').trim();

const methodAndPath = /^(GET|POST|DELETE) (\/[^\s,]+)/;

/** The route keys a first cell names. */
export function routeKeysOf(cell: string): string[] {
  // Backticked qualifiers (`completed`) go; backticked paths stay.
  const text = cell.replace(/`([^`]*)`/g, (_, inner: string) => (inner.includes('/') ? inner : ''));
  const [head, ...tails] = text.split(',').map((part) => part.trim());
  const first = methodAndPath.exec(head ?? '');
  if (!first) return [];
  const [, method, path] = first as unknown as [string, string, string];
  const keys = [`${method} ${path}`];
  for (const tail of tails) {
    const full = methodAndPath.exec(tail);
    if (full) {
      keys.push(`${full[1]} ${full[2]}`);
      continue;
    }
    const relative = /^([\w{}/-]+)/.exec(tail)?.[1];
    if (!relative) continue;
    const segments = path.split('/');
    const parent = segments.slice(0, segments.length - relative.split('/').length).join('/');
    keys.push(`${method} ${parent}/${relative}`);
  }
  return keys.map(normalise);
}

/** Replaces each ceiling term (⌈...⌉ or ceil(...)) with 1. */
function ceilingsAsOne(text: string): string {
  let out = text.replace(/⌈[^⌉]*⌉/g, '1');
  for (let at = out.indexOf('ceil('); at >= 0; at = out.indexOf('ceil(')) {
    let depth = 0;
    let end = at + 4;
    for (; end < out.length; end++) {
      if (out[end] === '(') depth += 1;
      else if (out[end] === ')' && --depth === 0) break;
    }
    out = `${out.slice(0, at)}1${out.slice(end + 1)}`;
  }
  return out;
}

/** The most calls a calls cell promises, or undefined when it does not start with a count. */
export function promiseOf(cell: string): number | undefined {
  const text = ceilingsAsOne(cell.replace(/`/g, ''))
    .replace(/\([^()]*\)/g, '')
    .trim();
  const expression = /^\d+(?:\s*\+\s*\d+)*(?:\s*,?\s*(?:or|to)\s+\d+(?:\s*\+\s*\d+)*)*/.exec(text)?.[0];
  if (!expression) return undefined;
  const alternatives = expression.split(/,?\s*(?:or|to)\s+/);
  return Math.max(
    ...alternatives.map((sum) => sum.split('+').reduce((total, term) => total + Number(term.trim()), 0)),
  );
}

/** Promised calls by route name (routes the doc does not cover are absent). */
export function promisedCalls(markdown = readFileSync(dataModelDoc, 'utf8')): Map<string, number> {
  const byKey = new Map<string, number>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // A table row: '', first cell, second cell, ...
    if (cells.length < 4 || cells[0] !== '') continue;
    const promise = promiseOf(cells[2] ?? '');
    if (promise === undefined) continue;
    for (const key of routeKeysOf(cells[1] ?? '')) byKey.set(key, Math.max(promise, byKey.get(key) ?? 0));
  }
  const promised = new Map<string, number>();
  for (const route of routes) {
    const calls = byKey.get(normalise(routeKey(route)));
    if (calls !== undefined) promised.set(route.name, calls);
  }
  return promised;
}
