/**
 * What the quick-add passes share (./parse.ts): the line, which of its characters are taken, what
 * was found, and where a token may start and end.
 */
import type { RepeatRule } from '../repeat';
import type {
  QuickAddDue,
  QuickAddKind,
  QuickAddList,
  QuickAddOptions,
  QuickAddPart,
  QuickAddPriority,
  QuickAddRepeat,
  QuickAddUnparsed,
  QuickAddUnparsedReason,
} from './types';

/** Where a token may end: the end, whitespace or punctuation that closes a phrase. */
export const endsHere = (text: string, at: number) =>
  at >= text.length || /[\s,.;:!?)\]]/.test(text[at] as string);

/** Where a token may start: the start or after whitespace (so an e-mail address is no label). */
export const startsHere = (text: string, at: number) => at === 0 || /[\s(]/.test(text[at - 1] as string);

/** What the passes share: the input, which of its characters are taken, and what was found. */
export class Line {
  /** Characters of recognised parts (left out of the title). */
  readonly taken: boolean[];
  /** Characters chrono must not read (taken ones, and unsupported repeat phrases). */
  readonly hidden: boolean[];
  readonly parsed: QuickAddPart[] = [];
  readonly unparsed: QuickAddUnparsed[] = [];

  constructor(
    readonly text: string,
    plain: QuickAddOptions['plain'] = [],
  ) {
    this.taken = Array.from(text, () => false);
    this.hidden = Array.from(text, () => false);
    // Plain stretches: hidden from every pass (tokens start nowhere in them), kept in the title.
    for (const { start, end } of plain)
      for (let i = Math.max(0, start); i < Math.min(end, text.length); i++) this.hidden[i] = true;
    this.plain = [...this.hidden];
  }

  /** Characters the caller asked to read as plain text (options.plain). */
  readonly plain: boolean[];

  isFree(start: number, end: number) {
    for (let i = start; i < end; i++) if (this.taken[i] || this.hidden[i]) return false;
    return true;
  }

  take(kind: QuickAddKind, start: number, end: number) {
    for (let i = start; i < end; i++) {
      this.taken[i] = true;
      this.hidden[i] = true;
    }
    this.parsed.push({ kind, text: this.text.slice(start, end), start, end });
  }

  skip(kind: QuickAddKind, start: number, end: number, reason: QuickAddUnparsedReason) {
    for (let i = start; i < end; i++) this.hidden[i] = true;
    this.unparsed.push({ kind, text: this.text.slice(start, end), start, end, reason });
  }

  /** The stretches of `start..end` that no part holds, without their outer whitespace. */
  freeStretches(start: number, end: number): [number, number][] {
    const stretches: [number, number][] = [];
    let from = -1;
    for (let i = start; i <= end; i++) {
      const free = i < end && !this.hidden[i];
      if (free && from < 0) from = i;
      if (!free && from >= 0) {
        let a = from;
        let b = i;
        while (a < b && /\s/.test(this.text[a] as string)) a++;
        while (b > a && /\s/.test(this.text[b - 1] as string)) b--;
        if (a < b) stretches.push([a, b]);
        from = -1;
      }
    }
    return stretches;
  }

  /** The text chrono reads: hidden characters as spaces, so offsets stay the input's. */
  visible() {
    return Array.from(this.text, (char, i) => (this.hidden[i] ? ' ' : char)).join('');
  }

  title() {
    return Array.from(this.text, (char, i) => (this.taken[i] ? ' ' : char))
      .join('')
      .replace(/\s+/g, ' ')
      .replace(/^[\s,;]+|[\s,;]+$/g, '');
  }
}

export interface Found {
  star: boolean;
  priority: QuickAddPriority;
  labels: string[];
  list: QuickAddList;
  assignees: string[];
  repeat: QuickAddRepeat;
  repeatRule: RepeatRule;
  due: QuickAddDue;
  /** Whether the due names a day (not a time alone). */
  dueHasDay: boolean;
}
