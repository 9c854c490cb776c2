/**
 * The public types of the quick-add parser (./parse.ts `parseQuickAdd`), for the two things built on
 * it: the route that parses a line and creates the task (`POST /api/todo/quick-add`, which answers
 * `{ todo, parsed }`) and the browser's highlighting as the user types (a lazy chunk).
 *
 * - Offsets (`start`, `end`) are indices into the input string as JavaScript counts them (UTF-16
 *   code units), `end` exclusive, so `text === input.slice(start, end)`. Parts never overlap, and
 *   come sorted by `start`. A highlight is `input.slice(start, end)`; turning one back into text
 *   (Backspace on a highlight) is a client's business: it parses the line again with that part
 *   escaped or with the part excluded.
 * - `parsed` lists what was understood and applied; `unparsed` lists what looked like a token of
 *   the grammar but was not applied (an unknown list or member, a repeat outside the rule subset,
 *   a second priority...). What is unparsed stays in the title.
 * - `title` is the input without the parsed parts, whitespace tidied; it may be empty (the whole
 *   line was understood): a route then decides (for instance, refuse or keep the line literally).
 * - `due` is a wall clock in the zone given (a calendar day, and a time of day or none), never an
 *   instant: the route turns it into the stored fields (docs/decisions/0113 for date-only tasks).
 * - `repeat` has the stored shape (shared/contract/entities.ts `repeat`): its rule is canonical and
 *   always one shared/repeat.ts accepts.
 * - `labels` are names, as typed (case kept, duplicates merged case-insensitively): a route looks
 *   them up and creates the new ones. `assignees` and `list` are ids of what the caller passed in.
 *
 * The grammar is docs/quick-add.md; the choices behind it, docs/decisions/0130.
 */
import type { RepeatFrom } from '../repeat';

/** What a part of the line was understood as. */
export type QuickAddKind = 'date' | 'repeat' | 'priority' | 'label' | 'list' | 'star' | 'assignee';

/** A part of the input: its kind, its text, and where it is (`text === input.slice(start, end)`). */
export interface QuickAddPart {
  kind: QuickAddKind;
  text: string;
  start: number;
  end: number;
}

/**
 * Why a token was not applied: `unknown` (no list or member of that name), `unsupported` (a
 * repeat phrase outside the grammar or the rule subset), `duplicate` (a second date, repeat,
 * priority or list: the first one counts), `limit` (a label name over 30 characters, or more than
 * 10 labels).
 */
export type QuickAddUnparsedReason = 'unknown' | 'unsupported' | 'duplicate' | 'limit';

export interface QuickAddUnparsed extends QuickAddPart {
  reason: QuickAddUnparsedReason;
}

/** A due wall clock in the caller's zone: yyyy-mm-dd, and HH:MM (24 h) or null for a date-only due. */
export interface QuickAddDue {
  day: string;
  time: string | null;
}

/** How the task repeats, in the stored shape: a canonical rule of the subset, and the zone it counts in. */
export interface QuickAddRepeat {
  rule: string;
  from: RepeatFrom;
  timeZone: string;
}

export type QuickAddPriority = 1 | 2 | 3 | 4;

export interface QuickAddList {
  _id: string;
  name: string;
}

export interface QuickAddMember {
  _id: string;
  username: string;
}

export interface QuickAddOptions {
  /** The instant the line is read at ("tomorrow" is the day after now's day in `timeZone`). */
  now: Date;
  /** The user's IANA zone; a name the runtime does not know is read as UTC. */
  timeZone: string;
  /** The lists "#List name" may name (the caller's own and shared lists). */
  lists: readonly QuickAddList[];
  /** The members "+username" may name (a shared list's); without them "+name" is plain text. */
  members?: readonly QuickAddMember[];
  /**
   * Stretches of the line to read as plain text (`start`..`end` exclusive, offsets as above): a
   * highlight the user turned back into text. Nothing in them is understood, and they stay in the title.
   */
  plain?: readonly { start: number; end: number }[];
}

export interface QuickAddResult {
  title: string;
  parsed: QuickAddPart[];
  due: QuickAddDue | null;
  repeat: QuickAddRepeat | null;
  /** 1 (highest) to 4 (none); null when the line names none. */
  priority: QuickAddPriority | null;
  labels: string[];
  list: QuickAddList | null;
  star: boolean;
  /** Ids of the members named. */
  assignees: string[];
  unparsed: QuickAddUnparsed[];
}
