/** The CSV module of the import and the list export (csv.ts): RFC 4180 both ways. */
import { describe, expect, it } from 'vitest';
import { CsvError, csvCell, parseCsv, writeCsv } from './csv';

const cells = (text: string) => parseCsv(text).map((record) => record.cells);

describe('parseCsv', () => {
  it('reads plain and quoted fields, doubled quotes and empty fields', () => {
    expect(cells('a,b,c\r\n1,"two, too","say ""hi"""\r\n,,\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, too', 'say "hi"'],
      ['', '', ''],
    ]);
  });

  it('keeps line breaks inside quoted fields and numbers records by the line they start on', () => {
    const records = parseCsv('h1,h2\n"first\nsecond\r\nthird",x\nlast,y');
    expect(records).toEqual([
      { line: 1, cells: ['h1', 'h2'] },
      { line: 2, cells: ['first\nsecond\r\nthird', 'x'] },
      { line: 5, cells: ['last', 'y'] },
    ]);
  });

  it('drops a UTF-8 byte order mark and skips blank lines', () => {
    expect(parseCsv('\uFEFFTYPE,CONTENT\n\ntask,Café ☕\n')).toEqual([
      { line: 1, cells: ['TYPE', 'CONTENT'] },
      { line: 3, cells: ['task', 'Café ☕'] },
    ]);
  });

  it('reads a quoted last field at the end of the text and an empty quoted field', () => {
    expect(cells('a,""\n"b"')).toEqual([['a', ''], ['b']]);
  });

  it('names the line of an unclosed quote, a stray quote and text after a closing quote', () => {
    const lineOf = (text: string) => {
      try {
        parseCsv(text);
      } catch (error) {
        if (error instanceof CsvError) return error.line;
        throw error;
      }
      return null;
    };
    expect(lineOf('a,b\nc,"open\nstill open')).toBe(2);
    expect(lineOf('a,b\nc,d\ne,f"g\n')).toBe(3);
    expect(lineOf('a\n"x"y\n')).toBe(2);
    expect(lineOf('a\n"x\ny"z\n')).toBe(3);
  });
});

describe('writeCsv', () => {
  it('quotes what must be quoted and escapes formula-looking cells', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes CRLF records with a BOM, and reads back what it wrote', () => {
    const rows = [
      ['TYPE', 'CONTENT'],
      ['task', 'Line one\nline two, "quoted"'],
    ];
    const text = writeCsv(rows);
    expect(text.startsWith('\uFEFFTYPE,CONTENT\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(cells(text)).toEqual(rows);
  });
});
