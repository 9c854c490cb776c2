/**
 * RFC 4180 CSV, both ways, in one module: our own small parser and writer rather than a
 * library, because the import needs the line each record starts on (a 400 names it) and the
 * writer needs the spreadsheet formula escape.
 *
 * Parsing: fields separated by commas, records by CRLF or LF (a lone CR too); a field in double
 * quotes may hold commas, line breaks and doubled quotes (`""`); a UTF-8 byte order mark at the
 * start is dropped. A quote inside an unquoted field, text after a closing quote and an unclosed
 * quote are errors naming the line. Blank lines are skipped.
 */
import { dataTexts } from '@shared/messages/server';

export interface CsvRecord {
  /** The 1-based line of the file the record starts on. */
  line: number;
  cells: string[];
}

export class CsvError extends Error {
  override readonly name = 'CsvError';
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(dataTexts.importParseError(line, reason));
  }
}

export const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** Runs of characters with no meaning to the parser, inside and outside quotes (sticky: matched at lastIndex). */
const quotedRun = /(?:[^"\r\n]|"")+/y;
const plainRun = /[^,"\r\n]+/y;

/**
 * Parses CSV text in one pass, in time linear in its length (runs of text are copied in one slice).
 * Stops after `maxRecords + 1` records: a caller that gets more than `maxRecords` knows the file is
 * over its limit without the rest being read.
 */
export function parseCsv(source: string, maxRecords = Number.POSITIVE_INFINITY): CsvRecord[] {
  const text = stripBom(source);
  const records: CsvRecord[] = [];
  let line = 1;
  let cells: string[] = [];
  let cell = '';
  let recordLine = 1;
  let i = 0;
  /** Whether the current record has seen any character (a blank line holds none). */
  let started = false;

  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (started) records.push({ line: recordLine, cells });
    cells = [];
    started = false;
  };
  /** Appends the run of ordinary characters at i to the cell in one slice; answers where it ends. */
  const appendRun = (run: RegExp, from: number, quoted = false): number => {
    run.lastIndex = from;
    run.test(text);
    const part = text.slice(from, run.lastIndex);
    cell += quoted ? part.replaceAll('""', '"') : part;
    return run.lastIndex;
  };
  /** Consumes a line break at i (CRLF, LF or CR); answers whether there was one. */
  const lineBreak = (): boolean => {
    if (text[i] === '\r') {
      i += text[i + 1] === '\n' ? 2 : 1;
    } else if (text[i] === '\n') {
      i += 1;
    } else return false;
    line += 1;
    return true;
  };

  while (i < text.length && records.length <= maxRecords) {
    if (!started) recordLine = line;
    const char = text[i];
    if (char === '"' && cell === '') {
      // A quoted field: runs to the next lone quote.
      started = true;
      const openedOn = line;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvError(openedOn, dataTexts.csvUnclosedQuote);
        if (text[i] === '"' && text[i + 1] !== '"') {
          i += 1;
          break;
        }
        if (text[i] === '\r' || text[i] === '\n') {
          const at = i;
          lineBreak();
          cell += text.slice(at, i);
          continue;
        }
        // Text and doubled quotes up to the next line break or lone quote, in one slice.
        i = appendRun(quotedRun, i, true);
      }
      // After the closing quote: a separator, a line break or the end.
      if (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n')
        throw new CsvError(line, dataTexts.csvAfterQuote);
      // Mark the cell as quoted-and-done so a following quote is not read as opening another.
      if (text[i] === ',') {
        endCell();
        i += 1;
      } else if (lineBreak() || i >= text.length) endRecord();
      continue;
    }
    if (char === ',') {
      started = true;
      endCell();
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      lineBreak();
      // A blank line holds no record: nothing to end.
      if (started) endRecord();
      continue;
    }
    if (char === '"') throw new CsvError(line, dataTexts.csvQuoteInCell);
    started = true;
    i = appendRun(plainRun, i);
  }
  if (records.length > maxRecords) return records;
  if (started || cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const formulaStart = /^[=+\-@\t\r]/;

/** A cell as written: formula-looking text gets a leading apostrophe; quoted when it must be. */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Records as RFC 4180 text: CRLF after every record, a UTF-8 BOM so spreadsheets read it as UTF-8. */
export function writeCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
