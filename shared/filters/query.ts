/**
 * The saved filters' query language: parsed into a tree here, evaluated by ./evaluate.ts, written
 * back by ./format.ts. The server parses a query on save (a bad one answers 400 naming where it
 * went wrong); the web parses it to draw the builder and to show the view.
 *
 *     query   := or
 *     or      := and ('|' and)*
 *     and     := unary ('&' unary)*
 *     unary   := '!' unary | '(' or ')' | term
 *     term    := 'due' ('before' | 'after' | 'on') ':' date | 'due' ':' ('none' | 'any' | 'overdue')
 *              | 'priority' ('<' | '<=' | '=' | '>=' | '>' | ':') 1-4
 *              | ('label' | 'list') ':' value | 'assigned' ':' ('me' | 'by me' | username)
 *              | 'has' ':' ('notes' | 'steps' | 'due' | 'reminder')
 *              | 'completed' | 'important' | 'shared' | 'repeat' | 'overdue'
 *     date    := 'today' | 'tomorrow' | 'yesterday' | ('+' | '-') n ('d' | 'w') | yyyy-mm-dd
 *     value   := word | '"' text '"'       (in text, \" is a quote and \\ a backslash)
 *
 * Words and field names are matched without regard to case; values keep theirs. Positions in
 * errors count characters from 0.
 */
import { filterTexts } from '../messages/filter-query';

type DueOp = 'before' | 'after' | 'on';
/** A day relative to the viewer's today, or a calendar day. */
export type DayRef = { days: number } | { day: string };
export type PriorityOp = '<' | '<=' | '=' | '>=' | '>';
type FlagName = 'completed' | 'important' | 'shared' | 'repeat' | 'overdue';
export type HasWhat = 'notes' | 'steps' | 'due' | 'reminder';

export type FilterNode =
  | { kind: 'and'; items: FilterNode[] }
  | { kind: 'or'; items: FilterNode[] }
  | { kind: 'not'; item: FilterNode }
  | { kind: 'due'; op: DueOp; date: DayRef }
  | { kind: 'flag'; name: FlagName }
  | { kind: 'has'; what: HasWhat }
  | { kind: 'priority'; op: PriorityOp; value: number }
  | { kind: 'label'; name: string }
  | { kind: 'list'; name: string }
  | { kind: 'assigned'; who: 'me' | 'by me' | { username: string } };

/** A query that does not parse: where (0-based character) and what was wrong there. */
export class FilterQueryError extends Error {
  constructor(
    readonly position: number,
    readonly problem: string,
  ) {
    super(filterTexts.errorAt(position, problem));
    this.name = 'FilterQueryError';
  }
}

type Token =
  | { type: 'word'; text: string; at: number }
  | { type: 'string'; text: string; at: number }
  | { type: 'op'; text: '(' | ')' | '&' | '|' | '!' | ':' | PriorityOp; at: number }
  | { type: 'end'; at: number };

const flags: readonly FlagName[] = ['completed', 'important', 'shared', 'repeat', 'overdue'];
const hasValues: readonly HasWhat[] = ['notes', 'steps', 'due', 'reminder'];
const dueOps: readonly DueOp[] = ['before', 'after', 'on'];
/** What a word cannot hold: it ends at a space, a quote or an operator. */
const wordEnd = /[\s"()&|!:<>=]/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (/\s/.test(char)) {
      i++;
    } else if (char === '"') {
      // A quoted value: `\"` and `\\` stand for a quote and a backslash in it.
      let value = '';
      let j = i + 1;
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        value += text[j];
        j++;
      }
      if (j >= text.length) throw new FilterQueryError(i, filterTexts.unclosedQuote);
      tokens.push({ type: 'string', text: value, at: i });
      i = j + 1;
    } else if ((char === '<' || char === '>') && text[i + 1] === '=') {
      tokens.push({ type: 'op', text: `${char}=` as PriorityOp, at: i });
      i += 2;
    } else if ('()&|!:<>='.includes(char)) {
      tokens.push({ type: 'op', text: char as '(' | ')' | '&' | '|' | '!' | ':' | PriorityOp, at: i });
      i++;
    } else {
      const start = i;
      while (i < text.length && !wordEnd.test(text[i] as string)) i++;
      tokens.push({ type: 'word', text: text.slice(start, i), at: start });
    }
  }
  tokens.push({ type: 'end', at: text.length });
  return tokens;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day that exists (2026-02-30 does not). */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

function dayRef(token: Token): DayRef | null {
  if (token.type !== 'word') return null;
  const word = token.text.toLowerCase();
  if (word === 'today') return { days: 0 };
  if (word === 'tomorrow') return { days: 1 };
  if (word === 'yesterday') return { days: -1 };
  const relative = /^([+-])(\d{1,3})([dw])$/.exec(word);
  if (relative) {
    const count = Number(relative[2]) * (relative[3] === 'w' ? 7 : 1);
    return { days: relative[1] === '-' ? -count : count };
  }
  return isoDay.test(word) && isRealDay(word) ? { day: word } : null;
}

class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  /** The next token, not taken (a method, not a getter: TypeScript would narrow a getter's type across calls). */
  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private take(): Token {
    const token = this.peek();
    this.index++;
    return token;
  }

  private isOp(text: string): boolean {
    const token = this.peek();
    return token.type === 'op' && token.text === text;
  }

  private expectOp(text: string, problem: string): void {
    if (!this.isOp(text)) throw new FilterQueryError(this.peek().at, problem);
    this.index++;
  }

  parseQuery(): FilterNode {
    if (this.peek().type === 'end') throw new FilterQueryError(0, filterTexts.empty);
    const node = this.parseOr();
    if (this.peek().type !== 'end') throw new FilterQueryError(this.peek().at, filterTexts.expectedJoin);
    return node;
  }

  private parseOr(): FilterNode {
    const items = [this.parseAnd()];
    while (this.isOp('|')) {
      this.index++;
      items.push(this.parseAnd());
    }
    return items.length === 1 ? (items[0] as FilterNode) : { kind: 'or', items };
  }

  private parseAnd(): FilterNode {
    const items = [this.parseUnary()];
    while (this.isOp('&')) {
      this.index++;
      items.push(this.parseUnary());
    }
    return items.length === 1 ? (items[0] as FilterNode) : { kind: 'and', items };
  }

  private parseUnary(): FilterNode {
    if (this.isOp('!')) {
      this.index++;
      return { kind: 'not', item: this.parseUnary() };
    }
    if (this.isOp('(')) {
      this.index++;
      const inner = this.parseOr();
      this.expectOp(')', filterTexts.expectedClose);
      return inner;
    }
    return this.parseTerm();
  }

  private value(problem: string): { text: string; at: number } {
    const token = this.take();
    if (token.type === 'word' || token.type === 'string') {
      if (token.text.trim() === '') throw new FilterQueryError(token.at, problem);
      return token;
    }
    throw new FilterQueryError(token.at, problem);
  }

  private parseTerm(): FilterNode {
    const token = this.take();
    if (token.type !== 'word') throw new FilterQueryError(token.at, filterTexts.expectedField);
    const field = token.text.toLowerCase();
    if ((flags as readonly string[]).includes(field)) return { kind: 'flag', name: field as FlagName };
    switch (field) {
      case 'due':
        return this.parseDue();
      case 'priority': {
        const op = this.take();
        if (op.type !== 'op' || !['<', '<=', '=', '>=', '>', ':'].includes(op.text)) {
          throw new FilterQueryError(op.at, filterTexts.expectedComparison);
        }
        const number = this.take();
        if (number.type !== 'word' || !/^[1-4]$/.test(number.text)) {
          throw new FilterQueryError(number.at, filterTexts.expectedPriority);
        }
        return {
          kind: 'priority',
          op: op.text === ':' ? '=' : (op.text as PriorityOp),
          value: Number(number.text),
        };
      }
      case 'label':
      case 'list': {
        this.expectOp(':', filterTexts.expectedColon);
        return { kind: field, name: this.value(filterTexts.expectedName).text };
      }
      case 'assigned': {
        this.expectOp(':', filterTexts.expectedColon);
        const who = this.value(filterTexts.expectedWho);
        const lower = who.text.toLowerCase();
        if (lower === 'me') return { kind: 'assigned', who: 'me' };
        if (lower === 'by me') return { kind: 'assigned', who: 'by me' };
        if (lower === 'by') {
          const me = this.take();
          if (me.type === 'word' && me.text.toLowerCase() === 'me') return { kind: 'assigned', who: 'by me' };
          throw new FilterQueryError(me.at, filterTexts.expectedByMe);
        }
        return { kind: 'assigned', who: { username: who.text } };
      }
      case 'has': {
        this.expectOp(':', filterTexts.expectedColon);
        const what = this.take();
        const lower = what.type === 'word' ? what.text.toLowerCase() : '';
        if (!(hasValues as readonly string[]).includes(lower)) {
          throw new FilterQueryError(what.at, filterTexts.expectedHas);
        }
        return { kind: 'has', what: lower as HasWhat };
      }
      default:
        throw new FilterQueryError(token.at, filterTexts.unknownField(token.text));
    }
  }

  private parseDue(): FilterNode {
    if (this.isOp(':')) {
      this.index++;
      const word = this.take();
      const lower = word.type === 'word' ? word.text.toLowerCase() : '';
      // due:any is has:due, and due:none its negation: one tree for each meaning.
      if (lower === 'any') return { kind: 'has', what: 'due' };
      if (lower === 'none') return { kind: 'not', item: { kind: 'has', what: 'due' } };
      if (lower === 'overdue') return { kind: 'flag', name: 'overdue' };
      throw new FilterQueryError(word.at, filterTexts.expectedDueWord);
    }
    const opToken = this.take();
    const op = opToken.type === 'word' ? opToken.text.toLowerCase() : '';
    if (!(dueOps as readonly string[]).includes(op))
      throw new FilterQueryError(opToken.at, filterTexts.expectedDueOp);
    this.expectOp(':', filterTexts.expectedColon);
    const dateToken = this.take();
    const date = dayRef(dateToken);
    if (!date) throw new FilterQueryError(dateToken.at, filterTexts.expectedDate);
    return { kind: 'due', op: op as DueOp, date };
  }
}

/** The longest query a filter may hold. */
export const maxQueryLength = 500;

/** The tree of a query, or a FilterQueryError naming where it went wrong. */
export function parseFilterQuery(text: string): FilterNode {
  if (text.length > maxQueryLength)
    throw new FilterQueryError(maxQueryLength, filterTexts.tooLong(maxQueryLength));
  return new Parser(tokenize(text)).parseQuery();
}
