import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failures, toasts, ui } from '../../shared/messages/screens';
import { validation } from '../../shared/messages/validation';

const spec = readFileSync(resolve(import.meta.dirname, '../../docs/SPEC.md'), 'utf8');

/** Every quoted text of SPEC.md sections 2, 5 and 8 ('...' in the prose). */
function quotedTexts(): string[] {
  const sections = [
    spec.slice(spec.indexOf('## 2.'), spec.indexOf('## 3.')),
    spec.slice(spec.indexOf('## 5.'), spec.indexOf('## 6.')),
    spec.slice(spec.indexOf('## 8.'), spec.indexOf('## 9.')),
  ].join('\n');
  // Quotes open after a space, a slash or a bracket and close before punctuation or the end of a line.
  const found = [...sections.matchAll(/(?<=^|[\s(/])'((?:[^'\n]|'(?=[a-z]))+?)'(?=[\s.,;:)/]|$)/gm)].map(
    (m) => m[1] as string,
  );
  const doubleQuoted = [...sections.matchAll(/"([^"\n]+)"/g)].map((m) => m[1] as string);
  return [...new Set([...found, ...doubleQuoted])];
}

function catalogueTexts(): Set<string> {
  const texts = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'function') texts.add(String((value as (x: string) => string)('{x}')));
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  [ui, validation, failures, toasts].forEach(visit);
  return texts;
}

describe('message catalogue', () => {
  it('spells every quoted text of SPEC.md sections 2, 5 and 8 exactly', () => {
    const catalogue = catalogueTexts();
    const templates = [...catalogue].filter((t) => t.includes('{x}'));
    const matchesTemplate = (text: string) =>
      templates.some((template) => {
        const [before, after] = template.split('{x}') as [string, string];
        return text.startsWith(before) && text.endsWith(after);
      });
    const quoted = quotedTexts();
    expect(quoted.length).toBeGreaterThan(80);
    const missing = quoted.filter((text) => !catalogue.has(text) && !matchesTemplate(text));
    expect(missing).toEqual([]);
  });

  it('keeps the texts the tests and the UI rely on verbatim', () => {
    expect(ui.notFound).toBe('Page Not Found');
    expect(validation.noTeammatesSelected).toBe('No teammates have been selected');
    expect(ui.assignedTo(3)).toBe('→ Assigned to 3 user(s)');
    expect(ui.noNotificationsHint).toBe("You don't have any notifications right now.");
  });
});
