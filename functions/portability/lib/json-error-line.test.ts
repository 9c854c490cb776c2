/** The line an import's JSON syntax error is on (json-error-line.ts), for the error message. */
import { describe, expect, it } from 'vitest';
import { jsonErrorLine } from './json-error-line';

describe('jsonErrorLine', () => {
  it('names the line of the first syntax error', () => {
    expect(jsonErrorLine('{\n  "a": 1,\n  "b": [,]\n}')).toBe(3);
    expect(jsonErrorLine('{\n"a": "open\n}')).toBe(2);
    expect(jsonErrorLine('[1,\n2,\n3\n')).toBe(4);
    expect(jsonErrorLine('{"a": tru}')).toBe(1);
    expect(jsonErrorLine('{"a": 1}\n\nx')).toBe(3);
  });
});
