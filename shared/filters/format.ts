/**
 * A query tree written back as text (what the builder saves): every tree ./query.ts parses comes
 * back from this as text that parses to the same tree.
 */
import type { DayRef, FilterNode } from './query';

/** A value as a word when it can be one, else quoted (a name with spaces, or one that is a keyword). */
function value(text: string): string {
  return /^[^\s"()&|!:<>=\\]+$/.test(text) && !['by', 'me'].includes(text.toLowerCase())
    ? text
    : `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

function day(ref: DayRef): string {
  if ('day' in ref) return ref.day;
  if (ref.days === 0) return 'today';
  if (ref.days === 1) return 'tomorrow';
  if (ref.days === -1) return 'yesterday';
  return `${ref.days > 0 ? '+' : '-'}${Math.abs(ref.days)}d`;
}

/** `inner` is true inside an `and` or `not`, where an `or` needs parentheses (and `and` in `not`). */
function write(node: FilterNode, parent: 'top' | 'and' | 'or' | 'not'): string {
  switch (node.kind) {
    case 'and': {
      const text = node.items.map((item) => write(item, 'and')).join(' & ');
      return parent === 'not' ? `(${text})` : text;
    }
    case 'or': {
      const text = node.items.map((item) => write(item, 'or')).join(' | ');
      return parent === 'and' || parent === 'not' ? `(${text})` : text;
    }
    case 'not':
      return `!${write(node.item, 'not')}`;
    case 'due':
      return `due ${node.op}: ${day(node.date)}`;
    case 'flag':
      return node.name;
    case 'has':
      return `has:${node.what}`;
    case 'priority':
      return `priority ${node.op} ${node.value}`;
    case 'label':
    case 'list':
      return `${node.kind}:${value(node.name)}`;
    case 'assigned':
      return `assigned:${typeof node.who === 'string' ? node.who : value(node.who.username)}`;
  }
}

export const formatFilterQuery = (node: FilterNode): string => write(node, 'top');
