/**
 * The quick-add parser's pass 1 (./parse.ts): the one-token parts (star, priority, labels, list,
 * assignees).
 */
import { labelNameMax, labelsPerTaskMax } from '../labels';
import { endsHere, type Found, type Line, startsHere } from './line';
import type { QuickAddOptions, QuickAddPriority } from './types';

/** The longest of `names` written at `at` (case-insensitive) and ending a token; its length, or 0. */
export function longestNameAt<T>(text: string, at: number, items: readonly T[], nameOf: (item: T) => string) {
  let best: { item: T; length: number } | null = null;
  const lower = text.toLowerCase();
  for (const item of items) {
    const name = nameOf(item).toLowerCase();
    if (name === '' || (best && name.length <= best.length)) continue;
    if (lower.startsWith(name, at) && endsHere(text, at + name.length)) best = { item, length: name.length };
  }
  return best;
}

/** Pass 1: the one-token parts. */
export function readTokens(line: Line, options: QuickAddOptions, found: Partial<Found>) {
  const { text } = line;
  const labelKeys = new Set<string>();
  const assignees = new Set<string>();
  found.labels = [];
  for (let at = 0; at < text.length; at++) {
    if (!startsHere(text, at) || line.taken[at] || line.plain[at]) continue;
    const rest = text.slice(at);
    if (rest.startsWith('*') && endsHere(text, at + 1)) {
      found.star = true;
      line.take('star', at, at + 1);
      continue;
    }
    const priority = /^(?:!|p)([1-4])/i.exec(rest);
    if (priority && endsHere(text, at + 2)) {
      if (found.priority) line.skip('priority', at, at + 2, 'duplicate');
      else {
        found.priority = Number(priority[1]) as QuickAddPriority;
        line.take('priority', at, at + 2);
      }
      continue;
    }
    const label = /^@([\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*)/u.exec(rest);
    if (label?.[1] && endsHere(text, at + label[0].length)) {
      const name = label[1];
      const end = at + label[0].length;
      const key = name.toLowerCase();
      if (name.length > labelNameMax) line.skip('label', at, end, 'limit');
      else if (labelKeys.has(key)) line.take('label', at, end);
      else if (labelKeys.size >= labelsPerTaskMax) line.skip('label', at, end, 'limit');
      else {
        labelKeys.add(key);
        found.labels.push(name);
        line.take('label', at, end);
      }
      continue;
    }
    if (rest.startsWith('#') && rest.length > 1 && !/\s/.test(rest[1] as string)) {
      const match = longestNameAt(text, at + 1, options.lists, (list) => list.name);
      if (!match) {
        line.skip('list', at, at + (/^\S+/.exec(rest)?.[0].length ?? 1), 'unknown');
        continue;
      }
      const end = at + 1 + match.length;
      if (found.list) line.skip('list', at, end, 'duplicate');
      else {
        found.list = { _id: match.item._id, name: match.item.name };
        line.take('list', at, end);
      }
      continue;
    }
    if (options.members && rest.startsWith('+') && rest.length > 1 && !/[\s\d]/.test(rest[1] as string)) {
      const match = longestNameAt(text, at + 1, options.members, (member) => member.username);
      if (!match) {
        line.skip('assignee', at, at + (/^\S+/.exec(rest)?.[0].length ?? 1), 'unknown');
        continue;
      }
      assignees.add(match.item._id);
      line.take('assignee', at, at + 1 + match.length);
    }
  }
  found.assignees = [...assignees];
}
